// After each build (Trunk.toml's post-build hook runs `node tools/site.mjs DIR` on the
// built site):
//
// 1. The loader. Trunk writes a script that loads its main bundle (Play) on every page.
//    The app has four bundles, one per journey (src/ui/mod.rs, `Site`): Play (the home
//    page, a new game, the table), Learn (the rules, the tiles, the rule lab, the embeds,
//    the performance page), Replay (a game replayed, reviewed, kept; a replay in a frame)
//    and Embed (a teaching widget alone in a frame). The loader put
//    in its place chooses by the page's route (`window.jjakRoute`, index.html), so a
//    visitor downloads only the bundle of the page they opened. It names every bundle's
//    files in `window.jjakFiles` (the workers load the same files), and waits for a first
//    view to be on screen before loading (`window.jjakShown`, index.html).
// 2. 404.html: the page again, for a static host without a single-page fallback.
// 3. The first views: each page's first view written into its HTML file (the home page
//    into index.html, the new-game form into play/index.html, each game's rules into
//    rules/<game>/index.html, …), drawn by the Learn bundle's `first_view`, so it is what
//    the app draws; the app draws over it once it runs.
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node tools/site.mjs DIR (the built site)');

const files = await readdir(dir);
const named = (re, what) => {
  const f = files.find((f) => re.test(f));
  if (!f) throw new Error(`no ${what} in ${dir}`);
  return f;
};
const bundles = {
  play: [named(/^jjak-[0-9a-f]+\.js$/, 'jjak-*.js'), named(/^jjak-[0-9a-f]+_bg\.wasm$/, 'jjak-*_bg.wasm')],
  learn: [named(/^jjak-learn\.js$/, 'jjak-learn.js'), named(/^jjak-learn_bg\.wasm$/, 'jjak-learn_bg.wasm')],
  embed: [named(/^jjak-embed\.js$/, 'jjak-embed.js'), named(/^jjak-embed_bg\.wasm$/, 'jjak-embed_bg.wasm')],
  replay: [named(/^jjak-replay\.js$/, 'jjak-replay.js'), named(/^jjak-replay_bg\.wasm$/, 'jjak-replay_bg.wasm')],
};

// the Learn bundle, for its routes and the first views
const learn = await import(pathToFileURL(join(dir, bundles.learn[0])).href);
await learn.default({ module_or_path: await readFile(join(dir, bundles.learn[1])) });
const learnRoutes = learn.learn_routes().split('\n');
// the Replay bundle's routes
const replay = await import(pathToFileURL(join(dir, bundles.replay[0])).href);
await replay.default({ module_or_path: await readFile(join(dir, bundles.replay[1])) });
const replayRoutes = replay.replay_routes().split('\n');

// 1. the loader in place of Trunk's
let shell = await readFile(join(dir, 'index.html'), 'utf8');
const trunkScript = /<script type=["']?module["']?>\s*import init, \* as bindings from[\s\S]*?<\/script>/;
const trunkLinks = /<link[^>]*(rel=["']?modulepreload["']?|_bg\.wasm)[^>]*>/g;
if (!trunkScript.test(shell) || !shell.includes('window.jjakRoute')) {
  throw new Error("index.html has no Trunk loader or no jjakRoute (Trunk's loader changed?)");
}
const loader = `<script type=module>
const at = (f) => new URL(f, document.baseURI).href;
const files = window.jjakFiles = ${JSON.stringify(bundles)};
for (const k in files) files[k] = files[k].map(at);
const route = window.jjakRoute;
const learn = ${JSON.stringify(learnRoutes)}.some((r) => route == r || route.startsWith(r + '/'));
const replay = ${JSON.stringify(replayRoutes)}.some((r) => route == r || route.startsWith(r + '/')) || /^\\/embed\\/replay\\/?$/.test(route);
const widget = /^\\/embed\\/[^/]/.test(route) && !/^\\/embed\\/(game|replay)\\/?$/.test(route);
const bundle = window.jjakBundle = learn ? 'learn' : replay ? 'replay' : widget ? 'embed' : 'play';
const [js, wasm] = files[bundle];
// (once the bundle is here, the service worker keeps it: index.html)
let started;
window.jjakStarted = new Promise((ok) => (started = ok));
if (window.jjakShown) await window.jjakShown;
const app = await import(js);
await app.default({ module_or_path: wasm });
started();
</script>`;
shell = shell.replace(trunkLinks, '').replace(trunkScript, () => loader);
await writeFile(join(dir, 'index.html'), shell);

// 2. the page for any address a static host does not know
await writeFile(join(dir, '404.html'), shell);

// 3. the first views
const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
if (!charset.test(shell) || !shell.includes('</body>') || !/<title>[^<]*<\/title>/.test(shell)) {
  throw new Error('index.html has no charset meta, title or </body> to write the first view into');
}
const games = (await readdir(join(dir, 'rules'))).filter((f) => f.endsWith('.html'));
const pages = [
  { route: '/', prose: '' },
  // (with `?game=` too: the first view holds each game's form)
  { route: '/play', prose: '', meta: ' data-query="game"' },
  { route: '/rules', prose: '' },
  { route: '/tiles', prose: '' },
  { route: '/lab', prose: '' },
  { route: '/performance', prose: '' },
  { route: '/embeds', prose: '' },
  // "no game in progress", or with a saved game "opening" (index.html chooses), on one
  // screen as the app's table
  { route: '/table', prose: '', meta: ' data-no-game data-class="at-table"' },
  // the replay page says it is opening the game (only the app can replay it)
  { route: '/replay', prose: '' },
  ...(await Promise.all(
    games.map(async (f) => ({
      route: `/rules/${f.slice(0, -'.html'.length)}`,
      prose: await readFile(join(dir, 'rules', f), 'utf8'),
    })),
  )),
];
for (const { route, prose, meta = '' } of pages) {
  const view = learn.first_view(route, prose);
  if (!view) throw new Error(`no first view for ${route}`);
  const newline = view.indexOf('\n');
  const title = view.slice(0, newline);
  const body = view.slice(newline + 1);
  const page = shell
    .replace(charset, (m) => `${m}<meta name="jjak-first-view" content="${route}"${meta}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</body>', () => `${body}</body>`);
  const folder = join(dir, route);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), page);
  console.log(`first view: ${route} (${page.length} bytes)`);
}

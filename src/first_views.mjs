// Writes each page's first view into its HTML file after a build (Trunk.toml's post-build
// hook runs `node src/first_views.mjs DIR` on the built site): the home page into
// index.html, the new-game form into play/index.html, likewise the rules index, the tile
// gallery, the rule lab, the performance page, the embeds and the table (without its game:
// only the app can replay one), and each game's rules into
// rules/<game>/index.html. The markup comes from the app's own wasm (`first_view`, see
// src/ui/first_view.rs), so it is what the app draws; the app draws over it once it runs.
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node src/first_views.mjs DIR (the built site)');

const files = await readdir(dir);
const glue = files.find((f) => /^jjak-[0-9a-f]+\.js$/.test(f));
const wasm = files.find((f) => /^jjak-[0-9a-f]+_bg\.wasm$/.test(f));
if (!glue || !wasm) throw new Error(`no jjak-*.js and jjak-*_bg.wasm in ${dir}`);
const app = await import(pathToFileURL(join(dir, glue)).href);
await app.default({ module_or_path: await readFile(join(dir, wasm)) });

const shell = await readFile(join(dir, 'index.html'), 'utf8');
const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
if (!charset.test(shell) || !shell.includes('</body>') || !/<title>[^<]*<\/title>/.test(shell)) {
  throw new Error('index.html has no charset meta, title or </body> to write the first view into');
}

// A page with a first view fetches the app's wasm once that view is on screen (the page's
// jjakShown, index.html), not beside the page: on a slow line the page's text and style
// then arrive first, and the wasm does not compete with them. Its link stays, marked
// `data-wasm` instead of preloaded: the workers load the app from the address it names.
const preload = /<link[^>]*rel=["']?preload["']?[^>]*_bg\.wasm[^>]*>|<link[^>]*_bg\.wasm[^>]*rel=["']?preload["']?[^>]*>/;
const start = 'const wasm = await init(';
if (!preload.test(shell) || !shell.includes(start)) {
  throw new Error("index.html has no wasm preload or init call (Trunk's loader changed?)");
}

const games = (await readdir(join(dir, 'rules'))).filter((f) => f.endsWith('.html'));
const pages = [
  { route: '/', prose: '' },
  { route: '/play', prose: '' },
  { route: '/rules', prose: '' },
  { route: '/tiles', prose: '' },
  { route: '/lab', prose: '' },
  { route: '/performance', prose: '' },
  { route: '/embeds', prose: '' },
  // "no game in progress", or with a saved game "opening" (index.html chooses), on one
  // screen as the app's table
  { route: '/table', prose: '', meta: ' data-no-game data-class="at-table"' },
  ...(await Promise.all(
    games.map(async (f) => ({
      route: `/rules/${f.slice(0, -'.html'.length)}`,
      prose: await readFile(join(dir, 'rules', f), 'utf8'),
    })),
  )),
];

for (const { route, prose, meta = '' } of pages) {
  const view = app.first_view(route, prose);
  if (!view) throw new Error(`no first view for ${route}`);
  const newline = view.indexOf('\n');
  const title = view.slice(0, newline);
  const body = view.slice(newline + 1);
  const page = shell
    .replace(charset, (m) => `${m}<meta name="jjak-first-view" content="${route}"${meta}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</body>', () => `${body}</body>`)
    .replace(preload, (link) => link.replace(/\brel=["']?preload["']?/, 'data-wasm'))
    .replace(start, () => `await window.jjakShown;${start}`);
  const folder = join(dir, route);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), page);
  console.log(`first view: ${route} (${page.length} bytes)`);
}

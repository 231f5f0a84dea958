// After each build (Trunk.toml's post-build hook runs `node tools/site.mjs DIR` on the
// built site). The site's pages, bundles and languages are declared once, in src/site.rs;
// this script reads that declaration from the Learn bundle (`site_json`) and writes from
// it:
//
// 1. The loader. Trunk writes a script that loads its main bundle (Play) on every page.
//    The app has four bundles, one per journey (src/site.rs, `Bundle`): Play (the home
//    page, a new game, the table), Learn (the rules, the tiles, the rule lab, the embeds,
//    the performance page), Replay (a game replayed, reviewed, kept; a replay in a frame)
//    and Embed (a teaching widget alone in a frame). The loader put in its place chooses
//    by the page's route (`jjak.route`, index.html) as the declaration's pages say
//    (`partOf`, the same rule as `site::part_of`), so a visitor downloads only the bundle
//    of the page they opened. It names every bundle's files in `jjak.files` (the
//    workers load the same files) and what the service worker keeps of the page in
//    `jjak.keep` (the bundle, the page's words, the worker it starts; nothing in another
//    site's frame), asks for the bundle's files and the words at once (it runs in the page's head, before the
//    stylesheet, which would hold a later script back), and starts the app once a first
//    view has been on screen (`jjak.shown`, index.html). The learning pages' first
//    views name one stylesheet with the site's styles and theirs (style/learn.css), and
//    the loader adds the learning styles for the bundles that draw with them on a page
//    without them.
// 2. 404.html: the page again, for a static host without a single-page fallback.
// 3. The first views: each page's first view (`site::first_views`) written into its HTML
//    file (the home page into index.html, the new-game form into play/index.html, each
//    game's rules into rules/<game>/index.html, …), drawn by the Learn bundle's
//    `first_view`, so it is what the app draws; the app draws over it once it runs.
// 4. The languages: all of the above once per language, English at the root, the others
//    in their folder (ko/, nl/). One build of the bundles serves every language: a page's
//    words are its language's catalog (src/words/<lang>/*.ftl, compiled by the words
//    crate to the JSON the app reads), a file of its own (words-<lang>-<hash>.json at the
//    app's root), which the loader asks for at once, beside the bundle (`jjak.words`: its url, then its
//    text, which the app reads as it starts). A language's pages have `<html lang>`, their
//    folder as `<base>`, so the app's links stay in the language, the shared files (the
//    bundles, the style, icons, workers) one folder up, and name each other (`hreflang`).
//    A page framed by another site takes `lang=`: its loader switches to that language's
//    words and folder.
// 5. Each page's Content-Security-Policy.
// 6. The bundles' glue minified.
// 7. The service worker's cache name and languages; it and the workers minified.
import { copyFile, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { minify } from 'terser';
import { join, dirname } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node tools/site.mjs DIR (the built site)');

// the site's declaration (src/site.rs), from the Learn bundle
const here = await readdir(dir);
const named = (bin, ext) => {
  const f = here.find((f) => f == bin + ext) ?? here.find((f) => new RegExp(`^${bin}-[0-9a-f]+${ext.replace('.', '\\.')}$`).test(f));
  if (!f) throw new Error(`no bundle file ${bin}${ext} in ${dir}`);
  return f;
};
const learnBin = 'jjak-learn';
const learn = await import(pathToFileURL(join(dir, named(learnBin, '.js'))).href);
await learn.default({ module_or_path: await readFile(join(dir, named(learnBin, '_bg.wasm'))) });
const site = JSON.parse(learn.site_json());
const LANGS = site.languages;
const folder = (lang) => (lang == 'en' ? dir : join(dir, lang));
// each bundle's files, at the app's root (Trunk's main one, the Play bundle, with a hash)
const bundles = Object.fromEntries(site.bundles.map(({ key, bin }) => [key, [named(bin, '.js'), named(bin, '_bg.wasm')]]));
// each language's catalog, compiled from its Fluent files by the words crate (`jjak-words
// LANG`, src/words/compiled.rs: checked with Fluent's parser, read by the app as JSON)
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const wordsText = {};
for (const lang of LANGS) {
  wordsText[lang] = execFileSync('cargo', ['run', '--quiet', '--offline', '-p', 'jjak-words', '--features', 'compile', '--bin', 'jjak-words', '--', lang], {
    cwd: sourceDir,
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  });
}
// each bundle's words in each language: the messages whose keys its wasm names (the app
// asks for a message by its key, which the wasm carries as text: src/words), so that a
// journey downloads the words its pages can show and not every page's (issue 52: the whole
// catalog was 23.5 KB gzipped in English on every journey). The build's own first views read
// the whole catalog (`wordsText`).
const wordsFiles = {};
for (const { key, bin } of site.bundles) {
  const carried = (await readFile(join(dir, named(bin, '_bg.wasm')))).toString('latin1');
  wordsFiles[key] = {};
  for (const lang of LANGS) {
    const catalog = JSON.parse(wordsText[lang]);
    const used = Object.fromEntries(Object.entries(catalog).filter(([k]) => carried.includes(k)));
    const text = JSON.stringify(used);
    wordsFiles[key][lang] = `words-${key}-${lang}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`;
    await writeFile(join(dir, wordsFiles[key][lang]), text);
  }
}
// the Learn bundle in `lang`, for its first views and words (a catalog read once per
// language switched to: each is kept for the instance's life)
let spoken;
const speak = (lang) => {
  if (spoken != lang) {
    const why = learn.use_words(lang, wordsText[lang]);
    if (why) throw new Error(`${lang} words: ${why}`);
    spoken = lang;
  }
  return learn;
};
// the pages as the loader reads them: [route without its last '/', below, bundle, framed]
const pageRows = site.pages.map((p) => [p.route.replace(/\/$/, ''), p.below, p.bundle, p.framed]);
// the page whose part of the site route `r` is in (src/site.rs, `part_of`): its own, else
// the one with the longest route above it; for the build and for the loader, which carries
// this function's source
const partOf = (pages, r) => {
  r = r.replace(/\/+$/, '');
  const own = pages.find(([at]) => at == r) ?? pages.find(([at, below]) => below && r.startsWith(at + '/') && !r.slice(at.length + 1).includes('/'));
  if (own) return own;
  let best;
  for (const p of pages) if (p[0] && r.startsWith(p[0] + '/') && (!best || p[0].length > best[0].length)) best = p;
  return best;
};
// the languages with a folder of their own, as a pattern: ko|nl
const others = LANGS.filter((l) => l != 'en').join('|');
const learning = (bundle) => site.bundles.find((b) => b.key == bundle).learning_styles;
const workers = Object.fromEntries(site.bundles.filter((b) => b.worker).map((b) => [b.key, b.worker]));

// 1. the loader in place of Trunk's, for a page of `lang` (it names every bundle's words in
// every language, for a page that may answer another language's address or an embed asking
// for one)
const loaderSource = (lang, learningPage) => `
(async () => {
const all = ${JSON.stringify(bundles)};
const words = ${JSON.stringify(wordsFiles)};
// (a page opening the remembered language's instead loads nothing: index.html)
const jjak = window.jjak;
if (!jjak.leaving) {
let route = jjak.route;
let lang = ${JSON.stringify(lang)};
// another language's address answered by this page (a host with one fallback page), or
// an embed asking for another language (lang=): that language's words and folder
let asked = new URLSearchParams(location.search).get('lang');
const pages = ${JSON.stringify(pageRows)};
const partOf = ${partOf};
const prefixed = /^\\/(${others})(\\/.*)?$/.exec(route);
if (lang == 'en' && prefixed) [, asked, route = '/'] = prefixed;
else if (!partOf(pages, route)?.[3]) asked = null;
jjak.route = route;
// (own keys only: lang=__proto__ or constructor names no language)
if (asked && asked != lang && Object.hasOwn(words.play, asked)) {
  const base = document.querySelector('base');
  base.href = new URL(asked == 'en' ? '../' : (lang == 'en' ? '' : '../') + asked + '/', document.baseURI).href;
  document.documentElement.lang = lang = asked;
}
// (the files every language shares are at the app's root)
const at = (f) => new URL(f, jjak.root).href;
const files = jjak.files = {};
for (const k in all) files[k] = all[k].map(at);
const bundleOf = (r) => partOf(pages, r)?.[2] ?? 'play';
const bundle = jjak.bundle = bundleOf(route);
// the page's words (its bundle's, in its language), asked for at once (the app reads them
// as it starts); the bundle's words in every language, for a page that writes for someone
// who reads another (a friend on another device)
jjak.words = { url: at(words[bundle][lang]), all: Object.fromEntries(Object.entries(words[bundle]).map(([l, f]) => [l, at(f)])) };
const wordsText = fetch(jjak.words.url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.status + ' ' + jjak.words.url))));
const [js, wasm] = files[bundle];
// what the service worker keeps of this page (index.html): the bundle and the worker it
// starts; nothing of a page in another site's frame
const worker = ${JSON.stringify(workers)}[bundle];
jjak.keep = partOf(pages, route)?.[3] ? null : files[bundle].concat([jjak.words.url], worker ? [new URL(worker, jjak.root).href] : []);
// A link in the first view to another page of this bundle, followed before the app has
// started: the address changes, the page says it is opening (and the link, which may be far
// down the page, that it is busy), and the app opens that page when it starts, instead of
// a page load of its own that would download the bundle again. Another bundle's or
// language's page, another site's, this page's anchors or a new tab are the browser's; if
// the app cannot start, the page is loaded. (The app carries nothing from a first view
// left so: src/ui/handover.rs.)
let left;
const follow = (e) => {
  const a = e.target.closest?.('[data-first-view] a[href]');
  if (!a || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const to = new URL(a.href), at = new URL('.', document.baseURI), r = '/' + to.pathname.slice(at.pathname.length);
  if (!to.href.startsWith(at.href) || to.pathname + to.search == location.pathname + location.search${lang == 'en' ? ` || /^\\/(${others})(\\/|$)/.test(r)` : ''} || bundleOf(r) != bundle) return;
  e.preventDefault();
  history.pushState(0, '', to);
  left = 1;
  document.documentElement.classList.add('first-view-left');
  a.setAttribute('aria-busy', 'true');
  document.activeElement.blur();
  document.querySelector('.notice[data-first-view]')?.replaceChildren(Object.assign(document.createElement('p'), { textContent: ${JSON.stringify(speak(lang).site_words().split('\n')[2])} }));
};
addEventListener('click', follow);
// the learning pages' styles, for their bundles, on a page without them (the app's page,
// answering a learning page's address: a host's fallback, or the service worker offline,
// index.html): the app starts once they are here. The Learn bundle takes the one file with
// the site's styles and theirs that every learning page names, and so the file the worker
// kept (offline, the app's page names main.css, which a visitor who read only learning
// pages never downloaded); a widget's frame, never kept offline, takes learn.css alone.
let styled;
// (a learning page's first view names them: known when the page is written)
if (${JSON.stringify(site.bundles.filter((b) => b.learning_styles).map((b) => b.key))}.includes(bundle) && !${learningPage}) {
  const { href, integrity } = bundle == 'learn' ? ${JSON.stringify(learnCss.both)} : ${JSON.stringify(learnCss.alone)};
  // (the files every language shares are at the app's root)
  const link = Object.assign(document.createElement('link'), { href: new URL(href, jjak.root).href, integrity });
  link.rel = 'stylesheet';
  link.dataset.learnStyles = '';
  styled = new Promise((ok) => (link.onload = link.onerror = ok));
  document.head.append(link);
}
// (once the bundle is here, the service worker keeps it: index.html)
let started;
jjak.started = new Promise((ok) => (started = ok));
try {
  // the bundle's two files asked for at once, beside the first view's own: the wasm
  // would otherwise wait for the glue, a round trip later (0.5 s on a phone's network)
  const glue = import(js);
  const compiled = fetch(wasm);
  // (the app starts once the page is parsed, its first view whole, and has been on
  // screen: handover.rs)
  if (document.readyState == 'loading') await new Promise((ok) => addEventListener('DOMContentLoaded', ok, { once: true }));
  if (jjak.shown) await jjak.shown;
  const app = await glue;
  await styled;
  jjak.words.text = await wordsText;
  await app.default({ module_or_path: compiled });
} catch (e) {
  if (left) location.reload();
  throw e;
} finally {
  removeEventListener('click', follow);
}
started();
}
})();
`;
// (minified by terser, as the bundles' glue is: the page carries it on every visit)
const loader = async (lang, learningPage) => {
  const { code } = await minify(loaderSource(lang, learningPage), { compress: true, mangle: true });
  return `<script>${code}</script>`;
};
// (the page's own script minified again by terser, which shortens it more than Trunk's
// minifier: the page carries it on every visit; its top-level names, globals, stay)
let source = await readFile(join(dir, 'index.html'), 'utf8');
const pageScript = /<script>([\s\S]*?)<\/script>/.exec(source);
if (!pageScript) throw new Error('index.html has no script of its own');
const { code: pageCode } = await minify(pageScript[1], { compress: true, mangle: true });
const pageScriptMinified = `<script>${pageCode}</script>`;
source = source.replace(pageScript[0], () => pageScriptMinified);
// the site's languages, which the page's script reads (src/site.rs)
const languagesMeta = /<meta (?:name=["']?jjak-languages["']? content=(?:"[^"]*"|[^\s>]*)|content=(?:"[^"]*"|[^\s>]*) name=["']?jjak-languages["']?)\s*\/?>/;
if (!languagesMeta.test(source)) throw new Error('index.html has no jjak-languages meta');
source = source.replace(languagesMeta, () => `<meta name="jjak-languages" content="${LANGS.join(' ')}">`);
// the learning pages' stylesheet (index.html), taken out of every page: the learning
// pages name instead one stylesheet holding the site's styles and theirs: one to wait for
// before the first paint (a second delayed it by 0.2 s on Lighthouse's phone), kept once
// for every learning page (the styles written into each page would come with each)
const cssLink = (name) => new RegExp(`<link\\b[^>]*\\bhref=("?)([^"\\s>]*/)?(${name}-[0-9a-f]+\\.css)\\1[^>]*>`).exec(source);
const learnLink = cssLink('learn');
const mainLink = cssLink('main');
if (!learnLink || !mainLink) throw new Error('index.html has no main.css or learn.css (their links changed?)');
const integrity = (tag) => /\bintegrity=("?)([^"\s>]+)\1/.exec(tag)?.[2] ?? '';
const both = (await readFile(join(dir, mainLink[3]), 'utf8')) + (await readFile(join(dir, learnLink[3]), 'utf8'));
const bothFile = `learn-pages-${createHash('sha256').update(both).digest('hex').slice(0, 16)}.css`;
await writeFile(join(dir, bothFile), both);
const bothIntegrity = `sha384-${createHash('sha384').update(both).digest('base64')}`;
const learnCss = {
  tag: learnLink[0],
  // the stylesheets the loader may add: { href, integrity } (href as the English page's
  // links have it: from the app's root)
  alone: { href: (learnLink[2] ?? '') + learnLink[3], integrity: integrity(learnLink[0]) },
  both: { href: (mainLink[2] ?? '') + bothFile, integrity: bothIntegrity },
  // (the learning pages' link, in place of main.css's)
  pages: mainLink[0]
    .replace(mainLink[3], bothFile)
    .replace(/\bintegrity=("?)[^"\s>]+\1/, () => `integrity="${bothIntegrity}"`)
    .replace(/^<link\b/, '<link data-learn-styles'),
};
source = source.replace(learnCss.tag, '');
const trunkScript = /<script type=["']?module["']?>\s*import init, \* as bindings from[\s\S]*?<\/script>/;
const trunkLinks = /<link[^>]*(rel=["']?modulepreload["']?|_bg\.wasm)[^>]*>/g;
if (!trunkScript.test(source) || !source.includes('jjak.route')) {
  throw new Error("index.html has no Trunk loader or no jjak.route (Trunk's loader changed?)");
}
// (the page is minified: attributes may be unquoted and in any order)
const base = /<base href=("?)([^"\s>]*)\1\s*\/?>/;
const htmlLang = /<html lang=["']?en["']?>/;
const description = /<meta (?:content="[^"]*" name=["']?description["']?|name=["']?description["']? content="[^"]*")\s*\/?>/;
if (!base.test(source) || !htmlLang.test(source) || !description.test(source)) {
  throw new Error('index.html has no <base href>, <html lang="en"> or description to write each language into');
}
/** The app's page in `lang`: its language, folder, words and loader (`learning`: a
 *  learning page's, with their stylesheet). */
const shellOf = async (lang, learningPage = false) => {
  const script = await loader(lang, learningPage);
  // (the loader right after the page's own script, which it reads, before the stylesheet)
  let s = (learningPage ? source.replace(mainLink[0], () => learnCss.pages) : source)
    .replace(trunkLinks, '')
    .replace(trunkScript, '')
    .replace(pageScriptMinified, (own) => own + script);
  const [about, noscript] = speak(lang).site_words().split('\n');
  s = s
    .replace(description, () => `<meta name="description" content="${about}" />`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noscript}</noscript>`);
  if (lang == 'en') return s;
  return s
    .replace(htmlLang, `<html lang="${lang}">`)
    .replace(base, (_, q, href) => `<base href="${href}${lang}/" />`)
    // the files every language shares are one folder up
    .replace(/<link\b[^>]*>/g, (link) =>
      link.replace(/(\shref=)("?)(?![a-z]+:|\/|#)([^"\s>]+)\2/, (_, a, q, href) => `${a}"../${href}"`),
    );
};
// the page for any address (a host's fallback, and every first view but the learning
// pages'), and a learning page's
const shells = {};
const learningShells = {};
for (const lang of LANGS) {
  shells[lang] = await shellOf(lang);
  learningShells[lang] = await shellOf(lang, true);
}

// 5. every page runs only its own scripts: a Content-Security-Policy (a <meta>, before
// any script) allows the site's files and each inline script of this page by its hash,
// never 'unsafe-inline'; WebAssembly is compiled ('wasm-unsafe-eval'). An inline event
// handler could not run under it: a page holding one fails the build. frame-ancestors is
// left open (a <meta> cannot set it anyway), so rules sites can embed the widgets.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const withPolicy = (page, where) => {
  const handler = /<[a-z][^>]*\s(on[a-z]+)\s*=/i.exec(page);
  if (handler) throw new Error(`${where}: an inline event handler (${handler[1]}) would not run under the page's policy`);
  const hashes = new Set();
  for (const [, attributes, code] of page.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes) || /\btype=["']?text\/plain/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  const policy = [
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (!charset.test(page)) throw new Error(`${where}: no charset meta to put the policy after`);
  return page.replace(charset, (m) => `${m}${meta}`);
};
const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;

for (const lang of LANGS) {
  // 2. the page for any address a static host does not know (the root's serves every
  // language's unknown address on a host with one 404 page)
  await mkdir(folder(lang), { recursive: true });
  await writeFile(join(folder(lang), 'index.html'), withPolicy(shells[lang], `${lang} index.html`));
  await writeFile(join(folder(lang), '404.html'), withPolicy(shells[lang], `${lang} 404.html`));
  // the outlines mahjong tiles reference, beside each language's pages (glyphs.svg is
  // relative to a page's <base>, src/art/svg.rs)
  if (lang != 'en') await copyFile(join(dir, 'glyphs.svg'), join(folder(lang), 'glyphs.svg'));
}

// 3. the first views, in every language
if (!charset.test(source) || !source.includes('</body>') || !/<title>[^<]*<\/title>/.test(source)) {
  throw new Error('index.html has no charset meta, title or </body> to write the first view into');
}
// (src/site.rs: every page's own first view and each game's rules, with their marks for
// the page's own script, index.html; a page one step below another has its prose, the
// game's rules in each language's public/rules/<game>.html)
const pages = site.first_views.map(({ route, query, no_game, class: cls }) => ({
  route,
  meta: (query ? ` data-query="${query}"` : '') + (no_game ? ' data-no-game' : '') + (cls ? ` data-class="${cls}"` : ''),
  prose: partOf(pageRows, route)?.[1] ? `${route.slice(1)}.html` : null,
}));
// 4. every page names its other languages: relative to a page's folder (its <base>)
const alternates = (lang, route) =>
  LANGS.map((other) => {
    const up = lang == 'en' ? '' : '../';
    const href = `${up}${other == 'en' ? '' : other + '/'}${route.slice(1)}` || './';
    return `<link rel="alternate" hreflang="${other}" href="${href}">`;
  }).join('') + `<link rel="alternate" hreflang="x-default" href="${`${lang == 'en' ? '' : '../'}${route.slice(1)}` || './'}">`;
for (const lang of LANGS) {
  for (const { route, prose, meta = '' } of pages) {
    const text = prose ? await readFile(join(folder(lang), prose), 'utf8') : '';
    const view = speak(lang).first_view(route, text);
    if (!view) throw new Error(`no first view for ${lang} ${route}`);
    const newline = view.indexOf('\n');
    const title = view.slice(0, newline);
    const body = view.slice(newline + 1);
    const learningPage = learning(partOf(pageRows, route)[2]);
    const page = (learningPage ? learningShells : shells)[lang]
      .replace(charset, (m) => `${m}<meta name="jjak-first-view" content="${route}"${meta}>`)
      // (after the <base>, which they are relative to)
      .replace(base, (b) => `${b}${alternates(lang, route)}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</body>', () => `${body}</body>`);
    const at = join(folder(lang), route);
    await mkdir(at, { recursive: true });
    await writeFile(join(at, 'index.html'), withPolicy(page, `${lang} ${route}`));
    console.log(`first view: ${lang} ${route} (${page.length} bytes)`);
  }
}

// 6. the bundles' JavaScript glue minified with terser (Trunk's minifier cannot read
// wasm-bindgen's ES module, `export default`); the page carries it on every visit
const terse = async (file, module) => {
  const { code } = await minify(await readFile(file, 'utf8'), { module, toplevel: true, compress: true, mangle: true });
  await writeFile(file, code);
};
for (const [js] of Object.values(bundles)) await terse(join(dir, js), true);

// 7. the service worker: its cache named after this build (a digest of the built page,
// which names every hashed file, of every bundle's wasm and every language's words), and the
// languages with a folder of their own; then it and the workers, which Trunk copies as
// they are, minified (nothing else reads their names)
const digest = createHash('sha256').update(await readFile(join(dir, 'index.html')));
for (const [, wasm] of Object.values(bundles)) digest.update(await readFile(join(dir, wasm)));
for (const lang of LANGS) digest.update(wordsText[lang]);
const sw = join(dir, 'sw.js');
const swSource = await readFile(sw, 'utf8');
const version = /^const VERSION = .*$/m;
const folders = /^const FOLDERS = .*$/m;
if (!version.test(swSource) || !folders.test(swSource)) throw new Error('sw.js has no VERSION or FOLDERS to set');
await writeFile(
  sw,
  swSource
    .replace(version, () => `const VERSION = '${digest.digest('hex').slice(0, 16)}';`)
    .replace(folders, () => `const FOLDERS = ${JSON.stringify(LANGS.filter((l) => l != 'en'))};`),
);
for (const script of new Set(['sw.js', ...Object.values(workers)])) await terse(join(dir, script), false);

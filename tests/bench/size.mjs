// What a visitor downloads (`make size`, issue 35): the release build served gzipped with
// ordinary caching headers, each journey in a fresh browser (no cache, no service
// worker), counted on the server, the service worker's own caching included. Prints a
// Markdown table for docs/PERFORMANCE.md, and each journey's files; asserts nothing
// (the budgets are figures to compare, not tests).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer, launch, root, PLAYABLE } from '../e2e/support.mjs';

// (guard rails, issue 47: the first game at most 450 KB in every language, a widget's frame 200 KB;
// a replay in a frame carries the table as a game does)
const BUDGETS = { game: 450, frame: 200, rules: 400, replay: 450, practice: 450, switch: '—' };

let journey = null;
let last = Date.now();
const server = await startServer({
  gzip: true,
  sent: (path, bytes) => {
    last = Date.now();
    journey?.files.push({ path, bytes });
  },
  // (a journey's bundle held back until its click: `journey.held`)
  hold: (path) => /_bg\.wasm$/.test(path) && journey?.held,
});
const browser = await launch();

/** Waits until nothing has been fetched for `quiet` ms (the service worker's caching too). */
async function settle(page, quiet = 2000) {
  // (a page with a service worker: until it has cached what it caches; an embed has none)
  await page
    .evaluate(() =>
      navigator.serviceWorker?.getRegistration().then((r) => r && navigator.serviceWorker.ready),
    )
    .catch(() => {});
  last = Date.now();
  while (Date.now() - last < quiet) await new Promise((ok) => setTimeout(ok, 200));
}

/** Runs `walk` in a fresh browser and counts every byte the server sent meanwhile. */
async function measure(name, kind, walk) {
  // (SIZE_KINDS=game,replay measures only those journeys)
  if (process.env.SIZE_KINDS && !process.env.SIZE_KINDS.split(',').includes(kind)) return null;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  journey = { name, kind, files: [] };
  try {
    await walk(page);
    await settle(page);
  } finally {
    await context.close();
  }
  const done = journey;
  journey = null;
  return done;
}

/** A file's name without its content hash, to group builds. */
const plain = (path) => path.replace(/-[0-9a-f]{6,16}(?=(_bg)?\.)/, '-*');

const journeys = [];
// each journey in each language (issue 37): English at the root, Korean in ko/, Dutch in nl/
for (const lang of ['en', 'ko', 'nl']) {
  const at = lang == 'en' ? '' : `${lang}/`;
  const named = (name) => `${lang}: ${name}`;
  // 1. A first visit that starts a game against the computers, until their first move:
  // the visitor clicks once the app has started, or before (the bundle held back until
  // the click: the page waits for it and the app opens the new-game page, tools/site.mjs).
  for (const early of [false, true]) {
    const when = early ? 'the click before the app started' : 'the app started before the click';
    journeys.push(
      await measure(named(`First visit: the home page, a new game against computers, to the first computer move (${when})`), 'game', async (page) => {
        let release = () => {};
        if (early) journey.held = new Promise((ok) => (release = ok));
        await page.goto(`${server.url}/${at}`, { waitUntil: 'domcontentloaded' });
        if (!early) await page.waitForFunction(() => !document.querySelector('[data-first-view]'));
        await page.locator('.game-card .card-link.secondary').first().click();
        release();
        // (the app's form, not the first view's, which only shows the form)
        await page.waitForFunction(() => !document.querySelector('[data-first-view]'), null, { timeout: 60_000 });
        await page.locator('[data-act=start]').click();
        await page.locator('.board').waitFor({ timeout: 60_000 });
        // the first computer move: a tile in front of another seat, or a move in the log
        for (let i = 0; i < 20; i++) {
          const moved = await page.locator('.opponent .discards svg, .opponent .tile-row').count();
          if (moved > 0) break;
          const mine = page.locator(PLAYABLE).first();
          if (await mine.isVisible().catch(() => false)) await mine.click().catch(() => {});
          await page.waitForTimeout(500);
        }
      }),
    );
  }
  // 2. A rules site's page with one embedded widget: the frame alone (in the site's
  // language: lang=).
  const frames = [
    ['chart', 'game=jjak-mat-chu-gi', '.chart'],
    ['hand', 'tiles=345s678p111z777z22z', '.tile-row'],
    ['check', 'game=matjok&tiles=123m456p78s111z2z', '.verdict-box'],
    ['variants', 'game=three-dozen', 'table, dl, ul'],
    ['score', 'seat=south&tiles=234s678s55s&open=555p+[9999m]&win-tile=5s&from=self', '.verdict-box'],
  ];
  const asked = lang == 'en' ? '' : `&lang=${lang}`;
  for (const [kind, query, ready] of frames) {
    journeys.push(
      await measure(named(`An embedded ${kind} widget (the frame alone)`), 'frame', async (page) => {
        await page.goto(`${server.url}/embed/${kind}?${query}${asked}`);
        await page.locator(ready).first().waitFor({ timeout: 60_000 });
      }),
    );
  }
  // 3. A rules page with its widgets.
  for (const game of ['matjok', 'jjak-mat-chu-gi']) {
    journeys.push(
      await measure(named(`The rules page of ${game}, its widgets working`), 'rules', async (page) => {
        await page.goto(`${server.url}/${at}rules/${game}`);
        await page.locator('[data-widget] button, .widget button').first().waitFor({ timeout: 60_000 });
      }),
    );
  }
  // 4. A game replayed: a rules site's worked example in a frame (the Replay bundle).
  journeys.push(
    await measure(named('A worked example: a recorded game replayed in a frame'), 'replay', async (page) => {
      await page.goto(`${server.url}/embed/replay?record=records/jjak-mat-chu-gi-example.json&step=3${asked}`);
      await page.locator('.replay-at').waitFor({ timeout: 60_000 });
    }),
  );
  // 5. Practice (the Practice bundle): a drill of the position kind in a rules site's
  // frame, drawn on the board; and the deals of the day, then a drill, on the site.
  journeys.push(
    await measure(named('A drill in a frame: Which tile? (the board)'), 'practice', async (page) => {
      await page.goto(`${server.url}/embed/drill?drill=which-tile&game=matjok${asked}`);
      await page.locator('.which-tile-ask .board').waitFor({ timeout: 60_000 });
    }),
  );
  journeys.push(
    await measure(named('The deals of the day, then the drills'), 'practice', async (page) => {
      await page.goto(`${server.url}/${at}daily`);
      await page.locator('.daily-game').first().waitFor({ timeout: 60_000 });
      await page.goto(`${server.url}/${at}drills?drill=pairs&game=jjak-mat-chu-gi`);
      await page.locator('.pairs-ask').waitFor({ timeout: 60_000 });
    }),
  );
}
// 6. A language switch (issue 49: one build serves every language): a visitor who
// started a game in English follows the language menu to Korean, then to Dutch; counted
// from the click, each until the table is drawn again in the new language.
journeys.push(
  ...(await (async () => {
    const out = [];
    if (process.env.SIZE_KINDS && !process.env.SIZE_KINDS.split(',').includes('switch')) return out;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/play?game=matjok`);
    // (the app's form, not the first view's)
    await page.waitForFunction(() => !document.querySelector('[data-first-view]'), null, { timeout: 60_000 });
    await page.locator('[data-act=start]').click();
    await page.locator('.board').waitFor({ timeout: 60_000 });
    await settle(page);
    for (const lang of ['ko', 'nl']) {
      journey = { name: `A language switch at the table, to ${lang} (after the first game's files)`, kind: 'switch', files: [] };
      // (the menu's link, followed as a click on it would: the menu may be folded away)
      await page.evaluate((lang) => document.querySelector(`.languages a[hreflang=${lang}]`).click(), lang);
      await page.waitForFunction((lang) => document.documentElement.lang == lang && document.querySelector('.board'), lang, { timeout: 60_000 });
      await settle(page);
      out.push(journey);
      journey = null;
    }
    await context.close();
    return out;
  })()),
);
await browser.close();
await server.close();

const kb = (n) => (n / 1000).toFixed(1);
console.log('| Journey | Downloaded (gzipped) | Budget | Largest files |');
console.log('|---|---|---|---|');
for (const j of journeys.filter(Boolean)) {
  const total = j.files.reduce((s, f) => s + f.bytes, 0);
  const byName = new Map();
  for (const f of j.files) byName.set(plain(f.path), (byName.get(plain(f.path)) ?? 0) + f.bytes);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([p, b]) => `\`${p}\` ${kb(b)}`).join(', ');
  console.log(`| ${j.name} | **${kb(total)} KB** (${j.files.length} files) | ${BUDGETS[j.kind]} KB | ${top} |`);
}

// every bundle of the build, as a browser downloads it
const dist = join(root, 'dist');
console.log('\n| Bundle file | Bytes | Gzipped |');
console.log('|---|---|---|');
const built = [
  ...(await readdir(dist)),
  ...(await readdir(join(dist, 'ko'))).map((f) => `ko/${f}`),
  ...(await readdir(join(dist, 'nl'))).map((f) => `nl/${f}`),
];
for (const f of built.filter((f) => /\.(wasm|js|css)$/.test(f)).sort()) {
  const body = await readFile(join(dist, f));
  console.log(`| \`${plain(f)}\` | ${body.length} | ${gzipSync(body, { level: 9 }).length} |`);
}
if (process.env.SIZE_DETAIL) {
  for (const j of journeys.filter(Boolean)) {
    console.log(`\n${j.name}:`);
    for (const f of j.files) console.log(`  ${f.bytes}\t${f.path}`);
  }
}

// The first move on a phone (`make bench-first-move`, issue 47): from opening a setup link
// (the one every rules page gives, such as /play?game=matjok) to the first move the player
// can click, in a game against computers, as a new user on a mid-range phone: the network
// throttled to 1.6 Mbps with 150 ms before each answer (by the test server, so that the
// service worker's fetches share the line: the browser's own throttling spares them), the
// CPU slowed 4x, an empty cache, Start clicked as soon as it shows. Gzipped files from
// 127.0.0.1, as a host serves them. Prints a Markdown table for docs/PERFORMANCE.md and asserts nothing: figures belong
// there, not in tests. BENCH_RUNS (default 3), BENCH_GAMES (default matjok,jjak-mat-chu-gi).
import { startServer, launch, openPage, PLAYABLE } from '../e2e/support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GAMES = (process.env.BENCH_GAMES ?? 'matjok,jjak-mat-chu-gi').split(',');
const LANGS = [
  ['en', '', 'Start the game'],
  ['ko', 'ko/', '게임 시작'],
  ['nl', 'nl/', 'Start het spel'],
];

// the network slowed by the server (the page's and the service worker's fetches alike)
const server = await startServer({ gzip: true, throttle: { latency: 150, bytesPerSecond: (1.6e6 / 8) } });
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const secs = (ms) => (ms / 1000).toFixed(1);

/** One new user: times (ms from the link opened) to Start shown, the table with the
 *  player's tiles drawn, and the first move they can click. */
async function once(game, prefix, start) {
  const { page, close } = await openPage(browser, 360, { height: 740, settings: null, reducedMotion: 'no-preference' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const began = Date.now();
  await page.goto(`${server.url}/${prefix}play?game=${game}`, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: start });
  await button.click({ timeout: 60_000 });
  const shown = Date.now() - began;
  await page.locator('.hand .tile-button').first().waitFor({ timeout: 60_000 });
  const table = Date.now() - began;
  await page.locator(PLAYABLE).first().waitFor({ timeout: 120_000 });
  const move = Date.now() - began;
  await close();
  return { shown, table, move };
}

const rows = [];
try {
  for (const game of GAMES) {
    for (const [lang, prefix, start] of LANGS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(game, prefix, start));
      const m = (k) => median(runs.map((r) => r[k]));
      rows.push(`| ${game} | ${lang} | ${secs(m('shown'))} s | ${secs(m('table'))} s | **${secs(m('move'))} s** | ${runs.map((r) => secs(r.move)).join(', ')} |`);
      console.error(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`First move on a phone profile (1.6 Mbps, 150 ms, CPU 4x), ${RUNS} runs each (medians):\n`);
console.log('| Setup link | Language | Start clicked | Your tiles drawn | First move clickable | Each run |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);

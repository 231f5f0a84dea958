// A long game replayed (`make bench-replay`, issue 48): how long a record takes to open
// and a step (→) takes, for a real Matjok match and for a long legal match, in the release
// build. The records are played by the native lab (`jjak-lab match`). A step should cost
// the same however long the game: the figures show whether it does. Prints a Markdown
// table for docs/PERFORMANCE.md and asserts nothing.
import { execFileSync } from 'node:child_process';
import { startServer, launch, openPage } from '../e2e/support.mjs';

const LAB = process.argv[2] ?? 'target/release/jjak-lab';
const GAMES = [
  ['Matjok, a whole match', ['--game', 'matjok', '--players', '4', '--seed', '3']],
  ["K'ap Tái Shap, 20 players, 100 rounds", ['--game', 'kap-tai-shap', '--players', '20', '--seed', '3', '--option', 'rounds=100']],
  ['Jjak-mat-chu-gi, 4 players, 100 rounds, polovinkin', ['--game', 'jjak-mat-chu-gi', '--players', '4', '--seed', '3', '--option', 'rounds=100', '--option', 'polovinkin=on']],
];
const STEPS = 15;

const server = await startServer();
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const [name, args] of GAMES) {
    const record = execFileSync(LAB, ['match', ...args], { maxBuffer: 64 << 20 });
    const moves = JSON.parse(record).rounds.flat().length;
    const { page, close } = await openPage(browser, 1280, { height: 800 });
    await page.goto(server.url + '/replay');
    const began = Date.now();
    await page.locator('input[type=file]').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: record });
    await page.locator('.replay-at').waitFor({ timeout: 300_000 });
    const opened = Date.now() - began;
    // steps from the middle of the game: each until the page says the next step
    const total = Number((await page.locator('.replay-at').textContent()).match(/of (\d+)/)[1]);
    await page.locator('.replay-moves li').nth(Math.floor(total / 2)).locator('button').click();
    const times = [];
    for (let i = 0; i < STEPS; i++) {
      const before = await page.locator('.replay-at').textContent();
      const t = Date.now();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((b) => document.querySelector('.replay-at').textContent !== b, before, { timeout: 300_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      times.push(Date.now() - t);
    }
    rows.push(`| ${name} | ${moves.toLocaleString('en')} | ${(record.length / 1024).toFixed(0)} KB | ${(opened / 1000).toFixed(1)} s | ${median(times)} ms | ${Math.max(...times)} ms |`);
    console.error(rows.at(-1));
    await close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`A record opened and stepped through (${STEPS} steps from the middle, each to the next frame):\n`);
console.log('| Game | Moves | Record | Opened | A step (median) | Slowest step |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);

// Browser benchmark (`make bench-browser`): how long the main thread is blocked while strong
// computers play and while the rule lab runs, at full speed and with the CPU slowed 4x (as
// on a mid-range phone), plus the performance page's own figures. It prints a Markdown
// table for docs/PERFORMANCE.md and asserts nothing: figures belong here, not in tests.
import { cpus } from 'node:os';
import { startServer, launch, openPage, slowedPage, watchLongTasks, longTasks, awaitTurn, PLAYABLE } from '../e2e/support.mjs';

const server = await startServer();
const browser = await launch();

const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const rows = [];

/** A page whose CPU runs `rate` times slower (Chrome DevTools Protocol), with the table's
 * animations on, as most players see it (`BENCH_MOTION=reduce` measures without them). */
function slowed(rate, settings) {
  const reducedMotion = process.env.BENCH_MOTION ?? 'no-preference';
  return slowedPage(browser, rate, { settings, reducedMotion });
}

function summary(tasks) {
  const ms = tasks.map((t) => t.ms).sort((a, b) => b - a);
  return { count: ms.length, max: ms[0] ?? 0, top: ms.slice(0, 5).join(', ') || '-' };
}

/** Strong computers against one human who always makes the first offered move. */
async function strongRound(game, players, rate) {
  const { page, close } = await slowed(rate, { ai_pace_ms: 300, think_ms: 1000, theme: 0, help: 0 });
  await page.goto(`${server.url}/play?game=${game}&players=${players}&ai=strong&seed=7`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  await watchLongTasks(page, 50);
  const start = Date.now();
  let moves = 0;
  while (await awaitTurn(page, 300_000)) {
    await page.locator(PLAYABLE).first().click();
    moves++;
  }
  const tasks = await longTasks(page);
  // BENCH_DETAIL=1: each long task with the latest logged move when it ran
  if (process.env.BENCH_DETAIL) for (const t of tasks) console.error(`${game}: ${t.ms} ms after "${t.after}"`);
  const s = summary(tasks);
  rows.push([`strong ${game}, ${players} players (a round, ${moves} moves of ours, ${Math.round((Date.now() - start) / 1000)} s)`, rate, s]);
  await close();
}

async function labRun(rate) {
  const { page, close } = await slowed(rate);
  await page.goto(`${server.url}/lab`);
  await page.selectOption('[name=rules]', 'game=jjak-mat-chu-gi&preset=standard');
  await page.fill('[name=players]', '3');
  await page.fill('[name=games]', '2000');
  await watchLongTasks(page, 50);
  const start = Date.now();
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('.lab-result').filter({ hasText: '2000 of 2000 games played' }).waitFor({ timeout: 600_000 });
  const s = summary(await longTasks(page));
  rows.push([`rule lab, 2000 Jjak-mat-chu-gi games, 3 players (${((Date.now() - start) / 1000).toFixed(1)} s)`, rate, s]);
  await close();
}

async function performancePage() {
  const { page, close } = await openPage(browser, 1280);
  await page.goto(`${server.url}/performance`);
  await page.getByRole('button', { name: 'Measure hand analysis speed' }).click();
  const status = page.locator('.bench-result').filter({ hasText: 'per second' });
  await status.waitFor({ timeout: 120_000 });
  const lines = [`hand analyser: ${(await status.textContent()).trim()}`];
  await page.getByRole('button', { name: 'Measure computer decision times' }).click();
  await page.locator('.decision-result li').nth(4).waitFor({ timeout: 300_000 });
  for (const line of await page.locator('.decision-result li').allTextContents()) lines.push(`normal computer: ${line.trim()}`);
  await close();
  return lines;
}

// BENCH_ONLY=matjok,lab runs only those parts (kap-shap, kap-tai-shap, matjok, lab, page)
const ONLY = process.env.BENCH_ONLY?.split(',');
const wanted = (part) => !ONLY || ONLY.includes(part);

try {
  for (const rate of RATES) {
    if (wanted('kap-shap')) await strongRound('kap-shap', 2, rate);
    if (wanted('kap-tai-shap')) await strongRound('kap-tai-shap', 5, rate);
    if (wanted('matjok')) await strongRound('matjok', 4, rate);
    if (wanted('lab')) await labRun(rate);
  }
  const perf = wanted('page') ? await performancePage() : [];
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nHeadless Chromium (${(await browser.version())}), ${cpus().length} cores (${cpu}), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| what ran | CPU slowed | main-thread tasks over 50 ms | longest (ms) | five longest (ms) |');
  console.log('|---|---|---|---|---|');
  for (const [what, rate, s] of rows) console.log(`| ${what} | ${rate}x | ${s.count} | ${s.max} | ${s.top} |`);
  console.log('');
  for (const line of perf) console.log(`- ${line}`);
} finally {
  await browser.close();
  await server.close();
}

// Drawing benchmark (`make bench-drawing`): the main thread's CPU time for each task that
// draws the table and each frame, over one 5-player K'ap Tái Shap round against normal
// computers (the same round every run: a fixed seed, normal's choices, our first offered
// move), with the CPU slowed 4x. Long tasks (`make bench-browser`) are wall-clock and move
// with whatever else the two cores are doing; a trace's thread time does not, so this is
// the figure to compare two builds by. It prints figures and asserts nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, launch, slowedPage, awaitTurn, PLAYABLE } from '../e2e/support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_GAME=matjok: a 4-player Matjok round instead
const GAME = process.env.BENCH_GAME === 'matjok' ? { id: 'matjok', players: 4, name: 'Matjok' } : { id: 'kap-tai-shap', players: 5, name: "K'ap Tái Shap" };
const server = await startServer();
const browser = await launch();
const dir = await mkdtemp(join(tmpdir(), 'jjak-trace-'));
const ms = (us) => Math.round(us / 1000);
const sum = (a) => a.reduce((x, y) => x + y, 0);

/** One round, traced: the main thread's tasks that drew the table (timers, clicks) and its frames. */
async function tracedRound(run) {
  const settings = { ai_pace_ms: 300, think_ms: 1000, theme: 0, help: 0 };
  const { page, close } = await slowedPage(browser, 4, { settings, reducedMotion: 'no-preference' });
  await page.goto(`${server.url}/play?game=${GAME.id}&players=${GAME.players}&ai=normal&seed=7`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  const path = join(dir, `trace-${run}.json`);
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let moves = 0;
  while (await awaitTurn(page, 300_000)) {
    await page.locator(PLAYABLE).first().click();
    moves++;
  }
  await browser.stopTracing();
  await close();
  const trace = JSON.parse(await readFile(path, 'utf8'));
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X' && e.dur);
  const draws = [];
  const frames = [];
  const order = [];
  for (const task of events.filter((e) => e.name === 'RunTask' && e.dur > 5000)) {
    const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const names = new Set(inside.map((e) => e.name));
    if (names.has('HandlePostMessage')) continue; // the computer players' worker
    const cpu = task.tdur ?? task.dur;
    // a frame paints; a drawing follows a timer (the computers' pace) or our click
    const drew = !names.has('Paint') && (names.has('TimerFire') || names.has('EventDispatch'));
    if (drew) draws.push(cpu);
    else if (names.has('Paint')) frames.push(cpu);
    else continue;
    if (process.env.BENCH_DETAIL) {
      // BENCH_DETAIL=1: every drawing task (d) and frame (f) in order, CPU ms / of it styling and layout
      const styling = inside.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout').reduce((a, e) => a + (e.tdur ?? e.dur), 0);
      order.push(`${drew ? 'd' : 'f'}${ms(cpu)}/${ms(styling)}`);
    }
  }
  if (order.length) console.error(order.join(' '));
  const longest = (a) => a.map(ms).sort((x, y) => y - x);
  return { moves, draws: longest(draws), frames: longest(frames) };
}

console.log(`Headless Chromium, CPU slowed 4x: one ${GAME.players}-player ${GAME.name} round against normal computers, main-thread CPU ms\n`);
console.log('| run | our moves | drawing tasks | their total | longest five | frames | their total | longest five |');
console.log('|---|---|---|---|---|---|---|---|');
for (let run = 1; run <= RUNS; run++) {
  const r = await tracedRound(run);
  console.log(`| ${run} | ${r.moves} | ${r.draws.length} | ${sum(r.draws)} | ${r.draws.slice(0, 5).join(', ')} | ${r.frames.length} | ${sum(r.frames)} | ${r.frames.slice(0, 5).join(', ')} |`);
}
await rm(dir, { recursive: true, force: true });
await browser.close();
await server.close();

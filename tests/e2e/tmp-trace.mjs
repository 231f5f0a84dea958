import { startServer, launch } from './support.mjs';
import { writeFile } from 'node:fs/promises';
const server = await startServer({});
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(server.url + (process.env.P ?? '/embeds'));
await page.waitForTimeout(3000);
const trace = JSON.parse((await browser.stopTracing()).toString());
const ev = trace.traceEvents;
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 15000);
for (const t of tasks) {
  const inner = ev.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 1000 && e.name !== 'RunTask');
  console.log(Math.round(t.dur / 1000), 'ms task at', Math.round((t.ts - tasks[0].ts) / 1000), inner.map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.slice(-20) + ')' : ''}:${Math.round(e.dur / 1000)}`).join(' '));
}
await browser.close(); await server.close();

import { startServer, launch } from './support.mjs';
const server = await startServer({});
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(server.url + (process.env.P ?? '/embeds'));
await page.waitForTimeout(2500);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; let counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.slice(-25)}`; self.set(k, (self.get(k) ?? 0) + t); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, t]) => `${(t / 1000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close(); await server.close();

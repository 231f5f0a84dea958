import { sharedBrowser, openPage, startServer } from './support.mjs';

import { launch } from './support.mjs';
const server = await startServer({});
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName, e.element?.isConnected, e.element?.textContent.slice(0, 40)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.route('**/*_bg.wasm', async (route) => { await new Promise((ok) => setTimeout(ok, 1500)); await route.continue(); });
await page.goto(server.url + (process.env.P ?? '/embeds'));
const rects = () => page.evaluate(() => ['header', '.notice', 'main h1', 'main .lead', 'main pre'].map((q) => { const e = document.querySelector(q); if (!e) return q; const r = e.getBoundingClientRect(); return [q, r.top, r.height, r.width]; }));
await page.waitForTimeout(800);
console.log(JSON.stringify(await rects()));
await page.waitForTimeout(3200);
console.log(JSON.stringify(await rects()));
console.log(JSON.stringify(await page.evaluate(() => window.__lcp), null, 0));
await browser.close(); await server.close();

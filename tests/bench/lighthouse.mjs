// First load on a phone (`make lighthouse`, issue 20): Lighthouse's mobile preset (slow 4G,
// a CPU 4x slower, both simulated) with Debian's Chromium, on the release build served
// from 127.0.0.1 gzipped as any host serves it. Prints a Markdown table for
// docs/PERFORMANCE.md and asserts nothing: figures belong here, not in tests.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/play,/rules/matjok,/rules/jjak-mat-chu-gi,/tiles').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Lighthouse's default simulates the phone from an unthrottled load ('simulate'); 'devtools'
// slows the browser itself, so what it reports is what happened on the slowed page
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';

const server = await startServer({ gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
      });
      const a = (id) => lhr.audits[id].numericValue;
      runs.push({
        fcp: a('first-contentful-paint'),
        lcp: a('largest-contentful-paint'),
        tbt: a('total-blocking-time'),
        tti: a('interactive'),
        cls: a('cumulative-layout-shift'),
        score: lhr.categories.performance.score,
        bytes: a('total-byte-weight'),
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push(`| \`${path}\` | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ` +
      `${Math.round(m('tbt'))} ms | ${(m('tti') / 1000).toFixed(1)} s | ${m('cls').toFixed(3)} | ${m('score').toFixed(2)} | ${Math.round(m('bytes') / 1024)} KB | ` +
      `${runs.map((r) => (r.lcp / 1000).toFixed(1)).join(', ')} |`);
    console.error(rows.at(-1));
  }
} finally {
  await chrome.kill();
  await server.close();
}
console.log(`Lighthouse mobile preset (throttling: ${THROTTLING}), ${RUNS} runs per page (medians), gzipped files from 127.0.0.1:\n`);
console.log('| Page | FCP | LCP | TBT | TTI | CLS | Score | Transferred | LCP of each run |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);

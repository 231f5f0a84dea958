import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support.mjs';
const server = await startServer({ gzip: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
try {
  const { lhr } = await lighthouse(server.url + (process.env.P ?? '/embeds'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log(JSON.stringify(lhr.audits['largest-contentful-paint-element'].details, null, 1).slice(0, 3000));
  console.log(JSON.stringify(lhr.audits['long-tasks']?.details?.items?.slice(0, 15), null, 0));
  console.log(JSON.stringify(lhr.audits['network-requests'].details.items.map(i => [i.url.slice(-50), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize])));
} finally { await chrome.kill(); await server.close(); }

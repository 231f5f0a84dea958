// Draws the app's icons (public/icons/*.png) from the logo in public/favicon.svg with the
// machine's Chromium: `node tests/e2e/make-icons.mjs`. Run again after the logo changes;
// the PNGs are committed, so a build needs no browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, root } from './support.mjs';

const logo = await readFile(join(root, 'public/favicon.svg'), 'utf8');
const browser = await launch();
const page = await browser.newPage();
// `inset`: the logo's share of the icon; a maskable icon keeps it inside the safe circle
for (const [name, size, inset, round] of [
  ['icon-192.png', 192, 0.84, true],
  ['icon-512.png', 512, 0.84, true],
  ['icon-maskable-512.png', 512, 0.62, false],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#f6f1e6;
      border-radius:${round ? size * 0.18 : 0}px">
      <div style="width:${size * inset}px;height:${size * inset}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    </div></body>`);
  await page.screenshot({ path: join(root, 'public/icons', name), omitBackground: true });
}
await browser.close();

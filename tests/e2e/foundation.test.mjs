// The app shell, the home page and the tile gallery, in headless Chromium. (The
// performance page is checked to measure; its figures come from `make bench-browser`.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot } from './support.mjs';

const shared = sharedBrowser();

const GAMES = ["Jjak-mat-chu-gi", 'Three Dozen', "K'ap Tái Shap", "K'ap Shap", 'Matjok'];

async function visit(path, width) {
  const session = await openPage(shared.browser, width);
  await session.page.goto(shared.server.url + path);
  await session.page.waitForSelector('main h1');
  return session;
}

test('the home page names the five games, each with a description', async () => {
  const { page, errors, close } = await visit('/');
  const names = await page.locator('.game-card h2').allTextContents();
  assert.deepEqual(names, GAMES);
  for (const summary of await page.locator('.game-card .summary').allTextContents()) {
    assert.ok(summary.length > 40, `a real description: ${summary}`);
  }
  assert.match(await page.title(), /Jjak/);
  assert.deepEqual(errors, []);
  await close();
});

test('the gallery shows all 32 + 28 + 144 tiles with accessible names', async () => {
  const { page, errors, close } = await visit('/tiles');
  const labels = (set) =>
    page.locator(`[data-set=${set}] svg[role=img]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  const chinese = await labels('chinese');
  assert.equal(chinese.length, 32);
  assert.equal(chinese.filter((l) => l === 'domino 6-6').length, 2, 'civil faces come twice');
  assert.equal(chinese.filter((l) => l === 'domino 6-3').length, 1, 'military faces come once');
  assert.equal(new Set(chinese).size, 21);

  const western = await labels('western');
  assert.equal(western.length, 28);
  assert.ok(western.includes('domino 0-0') && western.includes('domino 6-6'));
  assert.equal(new Set(western).size, 28);

  const mahjong = await labels('mahjong');
  assert.equal(mahjong.length, 144);
  assert.equal(new Set(mahjong).size, 42, '34 kinds of four and 8 flowers');
  for (const name of ['3 bamboo', 'red dragon', 'East wind', '9 characters', '1 circles', 'winter (season 4)']) {
    assert.ok(mahjong.includes(name), name);
  }
  assert.equal(mahjong.filter((l) => l === '3 bamboo').length, 4);
  for (const label of [...chinese, ...western, ...mahjong]) assert.ok(label && label.length > 2);

  // The larger Western sets are one choice away.
  await page.selectOption('[data-set=western] select', '12');
  assert.equal(await page.locator('[data-set=western] svg[role=img]').count(), 91);
  await page.selectOption('[data-set=western] select', '6');
  assert.equal(await page.locator('[data-set=western] svg[role=img]').count(), 28);
  assert.deepEqual(errors, []);
  await close();
});

test('the size control resizes tiles from icon to display size', async () => {
  const { page, errors, close } = await visit('/tiles');
  const first = page.locator('[data-set=mahjong] svg[role=img]').first();
  await page.locator('input[type=range]').fill('120');
  assert.equal(await first.getAttribute('height'), '120');
  assert.equal(await first.getAttribute('width'), '90');
  await page.locator('input[type=range]').fill('24');
  assert.equal(await first.getAttribute('height'), '24');
  assert.deepEqual(errors, []);
  await close();
});

test('navigation works by link and by address, and unknown pages say so', async () => {
  const { page, errors, close } = await visit('/');
  await page.getByRole('link', { name: 'Tiles', exact: true }).click();
  await page.waitForURL('**/tiles');
  assert.equal(await page.locator('main h1').textContent(), 'Tile gallery');
  assert.equal(await page.getByRole('link', { name: 'Tiles', exact: true }).getAttribute('aria-current'), 'page');

  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await page.waitForURL(shared.server.url + '/');
  assert.equal(await page.locator('.game-card').count(), 5);

  await page.getByRole('link', { name: 'Tiles of Matjok' }).click();
  await page.waitForURL('**/tiles#mahjong');
  assert.equal(await page.locator('main h1').textContent(), 'Tile gallery');
  await page.goBack();
  await page.waitForURL(shared.server.url + '/');
  assert.equal(await page.locator('.game-card').count(), 5, 'Back returns to the games');
  await page.getByRole('link', { name: 'Rules of Matjok' }).click();
  await page.waitForURL('**/rules/matjok');
  assert.equal(await page.locator('main h1').textContent(), 'Matjok rules');
  assert.equal(await page.getByRole('link', { name: 'Rules', exact: true }).getAttribute('aria-current'), 'page');

  await page.goto(shared.server.url + '/no/such/page');
  await page.waitForSelector('main h1');
  assert.equal(await page.locator('main h1').textContent(), 'Page not found');
  assert.deepEqual(errors, []);
  await close();
});

test('the navigation is reachable by keyboard', async () => {
  const { page, errors, close } = await visit('/');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to content');
  const focused = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement.textContent.trim()));
  }
  for (const link of ['Games', 'New game', 'Table', 'Tiles']) {
    assert.ok(focused.includes(link), `${link} in ${focused.join(' | ')}`);
  }
  // a link followed by keyboard keeps the focus, now marked as the current page
  const nav = page.getByRole('navigation', { name: 'Main' });
  const setup = nav.getByRole('link', { name: 'New game' });
  await setup.focus();
  await page.keyboard.press('Enter');
  await page.locator('main h1').filter({ hasText: 'New game' }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'New game');
  assert.equal(await setup.getAttribute('aria-current'), 'page');
  assert.equal(await nav.getByRole('link', { name: 'Games' }).getAttribute('aria-current'), null);
  // a page of the other bundle (the tiles are Learn's) is loaded afresh, marked current
  await nav.getByRole('link', { name: 'Tiles' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('main h1').filter({ hasText: 'Tile gallery' }).waitFor();
  assert.equal(await nav.getByRole('link', { name: 'Tiles' }).getAttribute('aria-current'), 'page');
  assert.deepEqual(errors, []);
  await close();
});

test('the theme follows the system until the player picks one, and the pick survives a reload', async () => {
  const { page, errors, close } = await visit('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await background(), 'rgb(21, 18, 15)', 'dark system: dark page');
  await page.getByLabel('Theme').selectOption({ label: 'Light' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await background(), 'rgb(246, 241, 230)', 'light chosen on a dark system');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  assert.equal(await background(), 'rgb(21, 18, 15)', 'dark chosen on a light system');
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'set before the app starts');
  await page.waitForSelector('main h1');
  assert.equal(await background(), 'rgb(21, 18, 15)');
  await shoot(page, 'home-dark-1280');
  await page.getByLabel('Theme').selectOption({ label: 'As the system' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);
  assert.equal(await background(), 'rgb(246, 241, 230)');
  assert.deepEqual(errors, []);
  await close();
});

for (const width of [360, 1280]) {
  test(`home and gallery fit a ${width} px screen (screenshots saved)`, async () => {
    for (const [path, name] of [['/', 'home'], ['/tiles', 'gallery']]) {
      const { page, errors, close } = await visit(path, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px at ${width}px`);
      await shoot(page, `${name}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    }
  });
}

test('the performance page measures the hand analyser in this browser', async () => {
  const { page, errors, close } = await visit('/performance');
  await page.getByRole('button', { name: 'Measure hand analysis speed' }).click();
  const status = page.locator('.bench-result');
  await status.filter({ hasText: 'per second' }).waitFor({ timeout: 60_000 });
  const text = await status.textContent();
  const rate = Number(text.match(/([\d.]+) million/)[1]);
  assert.ok(rate > 0, `a measured rate: ${text}`);
  console.log(`browser shanten speed: ${text}`);

  await page.getByRole('button', { name: 'Measure computer decision times' }).click();
  const lines = page.locator('.decision-result li');
  await lines.nth(4).waitFor({ timeout: 120_000 });
  for (const line of await lines.allTextContents()) {
    console.log(`browser decision time: ${line}`);
    assert.match(line, /\d+ decisions, mean [\d.]+ ms, slowest [\d.]+ ms/);
  }
  assert.deepEqual(errors, []);
  await close();
});

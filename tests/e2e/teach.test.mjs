// Rules pages and their live tile displays, in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot } from './support.mjs';

const shared = sharedBrowser();

const GAMES = {
  'jjak-mat-chu-gi': "Jjak-mat-chu-gi",
  'three-dozen': 'Three Dozen',
  'kap-tai-shap': "K'ap Tái Shap",
  'kap-shap': "K'ap Shap",
  matjok: 'Matjok',
};

async function rules(game, width = 1280) {
  const session = await openPage(shared.browser, width);
  await session.page.goto(`${shared.server.url}/rules/${game}`);
  await session.page.locator('.widget').first().waitFor();
  return session;
}

test('the rules pages do not shift while their text and widgets load, on a phone', async () => {
  for (const id of Object.keys(GAMES)) {
    const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
    // record every layout shift from the start of the page (as Lighthouse's CLS counts them)
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${shared.server.url}/rules/${id}`);
    await page.locator('.widget').first().waitFor();
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => window.__shift);
    assert.ok(shift < 0.05, `${id}: layout shift ${shift}`);
    assert.deepEqual(errors, []);
    await close();
  }
});

for (const [id, name] of Object.entries(GAMES)) {
  test(`${name}: the rules page shows live tiles, a winning hand, the variants and the sources`, async () => {
    for (const width of [360, 1280]) {
      const { page, errors, close } = await rules(id, width);
      assert.equal(await page.locator('main h1').textContent(), `${name} rules`);
      assert.equal(await page.locator('.widget-error').count(), 0, 'every widget is drawn');
      assert.ok((await page.locator('.chart').count()) > 0, 'a pairing chart');
      assert.ok((await page.locator('.verdict.wins').count()) > 0, 'a worked winning hand');
      assert.ok((await page.locator('.variants tbody tr').count()) > 1, 'the variants');
      assert.match(await page.locator('main').textContent(), /Sources/);
      // every tile drawn has a name
      const unnamed = await page.locator('svg.tile:not([aria-label])').count();
      assert.equal(unnamed, 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${id} scrolls sideways by ${overflow}px at ${width}px`);
      await shoot(page, `rules-${id}-${width}`);
      assert.deepEqual(errors, []);
      await close();
    }
  });
}

test('picking a tile in the chart marks every tile it pairs with (click and keyboard)', async () => {
  const { page, errors, close } = await rules('jjak-mat-chu-gi');
  const chart = page.locator('.widget').filter({ has: page.locator('.chart') }).first();
  await chart.getByRole('button', { name: 'domino 6-3', exact: true }).click();
  await chart.locator('.mate').first().waitFor();
  const mates = await chart.locator('.chart-tiles .mate').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(mates, ['domino 5-4: a mate of the picked tile']);
  assert.match(await chart.locator('.chart-answer').textContent(), /6-3 pairs with 1 tile/);
  // the focus stays on the picked tile; arrow keys move on and pick the next one
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-act')), await chart.locator('[aria-pressed=true]').getAttribute('data-act'));
  await page.keyboard.press('ArrowRight');
  await chart.locator('[aria-pressed=true][aria-label^="domino 5-4"]').waitFor();
  assert.match(await chart.locator('.chart-answer').textContent(), /5-4 pairs with 1 tile/);
  // Culin's pairing, on the same page, pairs 6-3 with 6-2 instead
  const culin = page.locator('.widget').filter({ hasText: 'Culin' }).filter({ has: page.locator('.chart') });
  await culin.getByRole('button', { name: 'domino 6-3', exact: true }).click();
  const culinMates = await culin.locator('.chart-tiles .mate').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(culinMates, ['domino 6-2: a mate of the picked tile']);
  await shoot(page, 'chart-picked-1280');
  assert.deepEqual(errors, []);
  await close();
});

test('check a hand: tiles added from the set are judged, and Matjok names the tiles that help', async () => {
  const { page, errors, close } = await rules('jjak-mat-chu-gi');
  const check = page.locator('.widget').filter({ has: page.locator('.checker .palette') });
  for (const t of ['1-1', '1-1', '6-3', '5-4', '4-2', '2-1']) {
    await check.getByRole('button', { name: `Add domino ${t}`, exact: true }).click();
  }
  await check.locator('.verdict.wins').waitFor();
  assert.equal(await check.locator('.check-hand button').count(), 6);
  await check.getByRole('button', { name: 'domino 2-1: take it out' }).click();
  assert.match(await check.locator('.verdict-box').textContent(), /Add 1 more tile/);
  assert.match(await check.locator('.verdict-box').textContent(), /No mate in this hand for: 4-2/);
  await close();

  const m = await rules('matjok');
  const mcheck = m.page.locator('.widget').filter({ has: m.page.locator('.checker .palette') });
  // the page starts it with 12 tiles: add a 13th
  await mcheck.getByRole('button', { name: 'Add 9 bamboo', exact: true }).click();
  await mcheck.locator('.verdict-box').filter({ hasText: 'shanten' }).waitFor();
  assert.match(await mcheck.locator('.verdict-box').textContent(), /ready: one tile from winning|from a ready hand/);
  assert.ok((await mcheck.locator('.verdict-box svg.tile').count()) > 0, 'the tiles that help are shown');
  await shoot(m.page, 'check-matjok-1280');
  assert.deepEqual([...errors, ...m.errors], []);
  await m.close();
});

test('the points calculator counts a Matjok win line by line, and a hand built from the set', async () => {
  for (const width of [1280, 360]) {
    const { page, errors, close } = await rules('matjok', width);
    const calc = page.locator('.widget').filter({ has: page.locator('.calculator') });
    // it opens on the rulebook's counting example
    await calc.locator('.verdict.wins').waitFor();
    assert.match(await calc.locator('.verdict').textContent(), /58 points, rounded up to 60/);
    const row = (seat) => calc.locator('.payments tr').filter({ hasText: seat }).locator('td').nth(1);
    assert.equal(await row('South').textContent(), '+480');
    assert.equal(await row('East').textContent(), '-240', 'jongh pays double');
    // won on West's discard instead: West alone pays, double
    await calc.getByRole('button', { name: "West's discard" }).click();
    await calc.locator('.payments').waitFor();
    assert.equal(await row('West').textContent(), '-120');
    assert.equal(await row('East').textContent(), '+0');
    // take the open poeng back: the hand is short, and the calculator says so
    await calc.getByRole('button', { name: /open poeng of 5 circles: take it back/ }).click();
    assert.match(await calc.locator('.verdict-box').textContent(), /14 tiles/);
    // lay it out again from the set, as an open meld
    await calc.getByRole('button', { name: 'An open meld' }).click();
    for (let i = 0; i < 3; i++) await calc.getByRole('button', { name: '5 circles: add', exact: true }).first().click();
    await calc.locator('.verdict.wins').waitFor();
    assert.match(await calc.locator('.verdict').textContent(), /rounded up to/);
    if (width === 360) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `no sideways scroll on a phone: ${overflow}`);
    }
    await shoot(page, `score-matjok-${width}`);
    assert.deepEqual(errors, []);
    await close();
  }
});

test('an unknown game has a readable rules page', async () => {
  const { page, errors, close } = await openPage(shared.browser);
  await page.goto(`${shared.server.url}/rules/chess`);
  await page.waitForSelector('main h1');
  assert.equal(await page.locator('main h1').textContent(), 'No such game');
  assert.deepEqual(errors, []);
  await close();
});

test('a guided first game explains each step, shows the hint and counts unseen mates', async () => {
  const { page, errors, close } = await rules('three-dozen');
  await page.getByRole('link', { name: 'A guided first game' }).click();
  await page.waitForURL('**/play?game=three-dozen&guide=on');
  // the link sets up a guided game; the guide is turned on when it starts
  await page.locator('.guided').waitFor();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL('**/table');
  assert.equal(await page.getByLabel('Help').inputValue(), '2', 'the guide is on');
  const guide = page.locator('.guide');
  let sawComputer = false;
  for (let turn = 0; turn < 12 && !(sawComputer && turn >= 3); turn++) {
    // (a table drawn afresh: not the one the last click left, still busy being redrawn)
    await page.locator('.screen:not([aria-busy="true"]) :is(.board .suggested, .result)').first().waitFor({ timeout: 30_000 });
    if (await page.locator('.result').count()) break;
    const text = await guide.textContent();
    assert.match(text, /The goal:/);
    assert.match(text, /Your move: you may /);
    assert.match(text, /The hint: /);
    if (turn > 0) assert.match(text, /Just now: (You|Computer 1) chose to /);
    // what the computer did, and why
    if (/Just now: Computer 1 chose to .+\(.+\)/.test(text)) sawComputer = true;
    const tiles = await page.locator('.mine .hand .tile-button').count();
    assert.equal(await page.locator('.mine .hand .mates').count(), tiles, 'every tile shows its unseen mates');
    if (turn === 0) await shoot(page, 'guided-three-dozen-1280');
    await page.locator('.board .suggested').first().click();
  }
  assert.ok(sawComputer || (await page.locator('.result').count()) > 0, 'the guide explained a computer move');
  assert.deepEqual(errors, []);
  await close();
});

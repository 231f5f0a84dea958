// Hostile and old saves, out-of-range settings, repeated and signed link parameters: each
// with the input itself, planted in the browser's storage or typed in the address. The app
// never stops, says what happened on whatever page is open, and loses nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, openSiteMenu } from './support.mjs';

const shared = sharedBrowser();

const SETTINGS = { ai_pace_ms: 0, think_ms: 500, theme: 0, help: 0 };
const seat = (name, player) => ({ name, player });
const YOU = seat('You', 'human');
const computer = (n) => seat(`Computer ${n}`, { computer: 'normal' });

function save({ session = null, settings = SETTINGS, history = [], schema = 2, revision = 1 } = {}) {
  return JSON.stringify({ schema, revision, session, settings, history });
}

/** A page of the app's origin with nothing seeded, where `items` are planted. */
async function planted(items, width = 1280) {
  const s = await openPage(shared.browser, width, { settings: null });
  await s.page.goto(`${shared.server.url}/__test/blank.html`);
  await s.page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, items);
  return s;
}

const stored = (page, key = 'jjak.save') => page.evaluate((k) => localStorage.getItem(k), key);
const keys = (page) => page.evaluate(() => Object.keys(localStorage));
const notice = (page) => page.locator('.notice p').first();

test('a save with more seats than any game has is refused with a message; the app goes on', async () => {
  const session = {
    setup: { game: 'jjak-mat-chu-gi', options: {}, budget: null, seats: [YOU, ...Array.from({ length: 258 }, (_, i) => computer(i + 1))] },
    seed: 7,
    steps: [],
  };
  const { page, errors, close } = await planted({
    'jjak.save': save({ session }),
    'jjak.embed.game=jjak-mat-chu-gi&players=2': save({ session }),
  });
  await page.goto(`${shared.server.url}/table`);
  await notice(page).waitFor();
  // (a save of format 4 is read by replaying its game, which its setup stops)
  assert.match(await notice(page).textContent(), /left out: the game in progress \(.*2 to 4 players, not 259\)/);
  assert.equal(await page.locator('main h1').textContent(), 'No game in progress');
  // the rest of the app works
  await openSiteMenu(page);
  await page.getByRole('link', { name: 'New game', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.board').waitFor();
  // the embedded game too: a message in the frame and a new game, never a blank frame
  await page.goto(`${shared.server.url}/embed/game?game=jjak-mat-chu-gi`);
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /not 259/);
  await page.locator('.board').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('stored settings out of range become the offered choices, and the computer moves', async () => {
  const session = {
    setup: { game: 'kap-shap', options: {}, budget: null, seats: [computer(1), computer(2)] },
    seed: 3,
    steps: [],
  };
  const settings = { ai_pace_ms: 4294967295, think_ms: 0, theme: 99, help: 99 };
  const { page, errors, close } = await planted({ 'jjak.save': save({ session, settings }) });
  await page.goto(`${shared.server.url}/table`);
  await page.locator('.board').waitFor();
  // 4294967295 ms is read as the slowest offered pace (1.5 s), so moves come
  // (the log is in the drawer, closed)
  await page.locator('.log li').nth(1).waitFor({ state: 'attached', timeout: 10_000 });
  assert.equal(await page.getByLabel('Computer moves').inputValue(), '1500');
  assert.equal(await page.getByLabel('Strong computer thinks for').inputValue(), '500');
  assert.equal(await page.getByLabel('Help').inputValue(), '0');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);
  assert.deepEqual(errors, []);
  await close();
});

test('a damaged save is copied aside once, and every page says so', async () => {
  const { page, errors, close } = await planted({ 'jjak.save': '{"schema":2,' });
  for (const path of ['/', '/play', '/']) {
    await page.goto(shared.server.url + path);
    await notice(page).waitFor();
    assert.match(await notice(page).textContent(), /damaged.*kept in this browser's storage as "jjak\.save\.unreadable\.1"/);
  }
  const copies = (await keys(page)).filter((k) => k.startsWith('jjak.save.unreadable.'));
  assert.deepEqual(copies, ['jjak.save.unreadable.1']);
  assert.equal(await stored(page, copies[0]), '{"schema":2,');
  assert.deepEqual(errors, []);
  await close();
});

test('a damaged save too big to copy aside is never written over', async () => {
  const damaged = '{"schema":2,' + 'y'.repeat(3_500_000);
  const { page, errors, close } = await planted({ 'jjak.save': damaged });
  await page.goto(`${shared.server.url}/table`);
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /no room to keep a copy/);
  // a change that would save: refused, said, and the damaged text is still there
  await openSiteMenu(page);
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await page.locator('.notice p').filter({ hasText: 'free some storage' }).waitFor();
  const now = await stored(page);
  assert.equal(now.length, damaged.length);
  assert.equal(now, damaged);
  assert.deepEqual(errors, []);
  await close();
});

test('a save of the first format keeps its settings, its history and its game', async () => {
  const session = { setup: { game: 'kap-shap', options: {}, budget: null, seats: [YOU, computer(1)] }, seed: 5, steps: [] };
  const history = [{ game: 'Matjok', players: ['You', 'A', 'B', 'C'], scores: [30, -10, -10, -10], rounds: 4 }];
  const { page, errors, close } = await planted({
    'jjak.save': save({ schema: 1, session, settings: { ai_pace_ms: 300, think_ms: 2000 }, history }),
  });
  await page.goto(`${shared.server.url}/table`);
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /older version of Jjak \(save format 1\)/);
  await page.locator('.board').waitFor();
  assert.equal(await page.getByLabel('Computer moves').inputValue(), '300');
  assert.equal(await page.getByLabel('Strong computer thinks for').inputValue(), '2000');
  await openSiteMenu(page);
  await page.getByRole('link', { name: 'New game', exact: true }).click();
  await page.locator('.finished').filter({ hasText: 'Matjok' }).waitFor();
  assert.ok((await keys(page)).includes('jjak.save.unreadable.1'), 'the original is kept');
  assert.deepEqual(errors, []);
  await close();
});

test('one field of the wrong type loses that field, not the save', async () => {
  const history = [{ game: 'Three Dozen', players: ['You', 'Computer 1'], scores: [2, -2], rounds: 3 }];
  const { page, errors, close } = await planted({
    'jjak.save': save({ settings: { ...SETTINGS, ai_pace_ms: 1500, theme: 'dark' }, history }),
  });
  await page.goto(`${shared.server.url}/play`);
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /left out: settings\.theme/);
  await page.locator('.finished').filter({ hasText: 'Three Dozen' }).waitFor();
  assert.equal(await page.getByLabel('Computer moves').inputValue(), '1500');
  assert.deepEqual(errors, []);
  await close();
});

test('a page of an older version never writes over a newer version\'s save', async () => {
  // (a format no build has written yet: src/play/save.rs SCHEMA is below it)
  const newer = JSON.stringify({ schema: 999, revision: 9, everything: 'new' });
  const { page, errors, close } = await planted({ 'jjak.save': newer });
  await page.goto(shared.server.url + '/');
  await notice(page).waitFor();
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await page.locator('.notice p').filter({ hasText: 'newer version of Jjak saved a game here' }).waitFor();
  assert.equal(await stored(page), newer);
  assert.deepEqual(errors, []);
  await close();
});

test('a link sets up a game; settings change when the player starts it, and numbers read back', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360);
  await page.goto(`${shared.server.url}/play?game=three-dozen&guide=on`);
  await page.locator('.guided').waitFor();
  assert.equal(JSON.parse(await stored(page)).settings.help, 0, 'opening the link changed nothing');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.board').waitFor();
  assert.equal(JSON.parse(await stored(page)).settings.help, 2, 'the guided game turned the guide on');

  await page.goto(`${shared.server.url}/play?game=jjak-mat-chu-gi&rounds=%2B5&seed=007`);
  const share = await page.locator('.share a').getAttribute('href');
  assert.match(share, /rounds=5(&|$)/);
  assert.match(share, /seed=7(&|$)/);
  assert.doesNotMatch(share, /\+/);
  await page.goto(share);
  await page.locator('.share a').waitFor();
  assert.equal(await page.locator('.error').textContent(), '', 'the share link reads back');
  assert.equal(await page.locator('.share a').getAttribute('href'), share);
  assert.deepEqual(errors, []);
  await close();
});

test('embedded games are saved under their setup as written plainly, and only the latest few', async () => {
  const { page, errors, close } = await openPage(shared.browser, 600);
  await page.goto(`${shared.server.url}/embed/game?game=kap-shap&seed=01`);
  await page.locator('.board').waitFor();
  assert.ok((await keys(page)).includes('jjak.embed.game=kap-shap&players=2&seed=1'));
  // the same game by another spelling resumes the same save
  await page.goto(`${shared.server.url}/embed/game?seed=1&game=kap-shap`);
  await page.locator('.board').waitFor();
  for (let seed = 2; seed <= 9; seed++) {
    await page.goto(`${shared.server.url}/embed/game?game=kap-shap&seed=${seed}`);
    await page.locator('.board').waitFor();
  }
  const saves = (await keys(page)).filter((k) => k.startsWith('jjak.embed.game='));
  assert.equal(saves.length, 8, saves.join(' '));
  assert.ok(!saves.includes('jjak.embed.game=kap-shap&players=2&seed=1'), 'the oldest is forgotten');
  // a repeated parameter is named, not turned into a save key of its own
  await page.goto(`${shared.server.url}/embed/game?game=kap-shap&seed=1&seed=1`);
  await page.locator('.embed-error').filter({ hasText: 'given more than once' }).waitFor();
  assert.deepEqual(errors, []);
  await close();
});

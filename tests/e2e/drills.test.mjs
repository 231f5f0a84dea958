// The drills (issue 52) in the browser: the list; Which tiles pair? answered wrong and
// right, the miss coming back, the record kept on the device; Which tile? played on the
// board and answered in the strong computer's words, its link opened in a new context
// showing the same position; Count this hand answered by the calculator; a drill and the
// deal of the day in a frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, PLAYABLE } from './support.mjs';

const shared = sharedBrowser();

const practice = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('jjak.practice') ?? 'null'));

/** The tile a Which tiles pair? question asks about, by its name. */
async function askedTile(page) {
  const ask = await page.locator('.pairs-ask .ask').textContent();
  return ask.match(/pair with (.*)\? Pick/)[1];
}

/** Goes on to the next question, once it is drawn. */
async function nextQuestion(page) {
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.locator('.drill-answer').waitFor({ state: 'detached' });
}

/** Answers the question shown: picks `names` (tile names) and checks; returns the verdict. */
async function answerPairs(page, names) {
  for (const name of names) await page.locator(`.pick[aria-label="${name}"]`).click();
  await page.getByRole('button', { name: 'Check' }).click();
  return (await page.locator('.drill-answer > .verdict').textContent()).trim();
}

test('the drills page lists every drill with its record', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(shared.server.url + '/');
  await page.getByRole('link', { name: 'Drills' }).first().click();
  await page.locator('.drill-card').first().waitFor();
  const drills = await page.locator('.drill-card').evaluateAll((cs) => cs.map((c) => c.dataset.drill));
  assert.deepEqual(drills, [
    'pairs/jjak-mat-chu-gi',
    'pairs/three-dozen',
    'pairs/kap-tai-shap',
    'pairs/kap-shap',
    'which-tile/jjak-mat-chu-gi',
    'which-tile/three-dozen',
    'which-tile/kap-tai-shap',
    'which-tile/kap-shap',
    'which-tile/matjok',
    'count/matjok',
  ]);
  assert.match(await page.locator('.drill-card').first().textContent(), /Not tried yet\./);
  assert.deepEqual(errors, []);
  await close();
});

test('which tiles pair: a wrong answer is told and the question comes back until answered right', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(shared.server.url + '/drills?drill=pairs&game=jjak-mat-chu-gi');
  // the first question, answered with nothing picked: wrong, and the answer says its mate
  const first = await askedTile(page);
  assert.equal(await answerPairs(page, []), 'Not this time.');
  assert.match(await page.locator('.drill-answer').textContent(), new RegExp(`${first} pairs with`));
  assert.match(await page.locator('.drill .accuracy').textContent(), /0 right of 1 \(0%\)/);
  // the next two are civil tiles, which pair with their twin: right
  for (let i = 0; i < 2; i++) {
    await nextQuestion(page);
    const tile = await askedTile(page);
    assert.notEqual(tile, first);
    assert.equal(await answerPairs(page, [tile]), 'Right.', tile);
  }
  // then the missed one comes back, said to be a missed one
  await nextQuestion(page);
  assert.equal(await askedTile(page), first);
  await page.locator('.drill .again').waitFor();
  assert.equal(await answerPairs(page, [first]), 'Right.');
  assert.match(await page.locator('.drill .accuracy').textContent(), /3 right of 4 \(75%\)/);
  const stats = (await practice(page)).drills['pairs/jjak-mat-chu-gi'];
  assert.equal(stats.asked, 4);
  assert.equal(stats.right, 3);
  assert.deepEqual(stats.missed, []);
  assert.deepEqual(stats.last, [false, true, true, true]);
  // kept: the drills page shows the accuracy after a reload
  await page.goto(shared.server.url + '/drills');
  assert.match(await page.locator('[data-drill="pairs/jjak-mat-chu-gi"]').textContent(), /3 right of 4 \(75%\)/);
  assert.deepEqual(errors, []);
  await close();
});

test('which tile: a move played on the board is answered in the strong computer words, and the link shows the same position', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(shared.server.url + '/drills?drill=which-tile&game=kap-shap');
  await page.locator('.which-tile-ask .board').waitFor();
  const hand = await page.locator('.which-tile-ask .hand').getAttribute('aria-label') ?? '';
  const tiles = await page.locator('.which-tile-ask .hand [aria-label]').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label')));
  const link = await page.getByRole('link', { name: 'A link to this question' }).getAttribute('href');
  assert.match(link, /drills\?drill=which-tile&game=kap-shap&position=/);
  await page.locator(`.which-tile-ask :is(${PLAYABLE})`).first().click();
  const answer = page.locator('.drill-answer');
  await answer.waitFor();
  assert.match(await answer.textContent(), /The strong computer imagined 300 deals/);
  const rows = answer.locator('.drill-moves tbody tr');
  assert.ok((await rows.count()) >= 3);
  assert.equal(await answer.locator('tr.yours').count(), 1);
  // no second answer: the board takes no more moves
  assert.equal(await page.locator(`.which-tile-ask :is(${PLAYABLE})`).count(), 0);
  await shoot(page, 'drill-which-tile-1280');
  // the link, opened in a new context, shows the same position
  const other = await openPage(shared.browser, 1280);
  await other.page.goto(link);
  await other.page.locator('.which-tile-ask .board').waitFor();
  const again = await other.page.locator('.which-tile-ask .hand [aria-label]').evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label')));
  assert.deepEqual(again, tiles, hand);
  assert.deepEqual(other.errors, []);
  await other.close();
  assert.deepEqual(errors, []);
  await close();
});

test('count this hand: four values, the calculator answers item by item', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  await page.goto(shared.server.url + '/drills?drill=count&game=matjok');
  const choices = page.locator('.count-ask .choice');
  assert.equal(await choices.count(), 4);
  assert.ok((await page.locator('.count-hand svg').count()) >= 14);
  await choices.first().click();
  const answer = page.locator('.drill-answer');
  await answer.waitFor();
  assert.match(await answer.locator('> .verdict').textContent(), /Right\.|Not this time\./);
  assert.ok((await answer.locator('.score-items tbody tr').count()) >= 1);
  assert.equal(await choices.first().isDisabled(), true);
  // the phone's width holds the page
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
  await shoot(page, 'drill-count-360');
  assert.deepEqual(errors, []);
  await close();
});

test('a drill and the deal of the day in a frame; a bad address says why', async () => {
  const { page, errors, close } = await openPage(shared.browser, 800);
  await page.goto(shared.server.url + '/embed/drill?drill=pairs&game=three-dozen');
  await page.locator('.pairs-ask').waitFor();
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.evaluate(() => document.body.className), 'embed');
  await page.goto(shared.server.url + '/embed/drill?drill=pairs&game=matjok');
  assert.match(await page.locator('.embed-error').textContent(), /no drill.*pairs\/matjok/i);
  await page.goto(shared.server.url + '/embed/daily?game=kap-shap');
  await page.locator('.board').waitFor();
  assert.equal(await page.locator('.site-header').count(), 0);
  await page.goto(shared.server.url + '/embed/daily?game=poker');
  assert.match(await page.locator('.embed-error').textContent(), /poker/);
  // the embeds page offers them
  await page.goto(shared.server.url + '/embeds');
  const text = await page.locator('main').textContent();
  assert.match(text, /embed\/daily\?game=kap-shap/);
  assert.match(text, /embed\/drill\?drill=pairs&amp;game=jjak-mat-chu-gi|embed\/drill\?drill=pairs&game=jjak-mat-chu-gi/);
  assert.deepEqual(errors, []);
  await close();
});

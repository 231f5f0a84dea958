// The deals of the day (issue 52) in the browser: /daily's five cards; today's K'ap Shap
// played on the table to the match's end with no move taken back, its result shared as
// lines that name no tile and copied, kept on the device (jjak.practice) with the streak;
// a practice record that cannot be read, or read only in part, said and never lost;
// yesterday's result with its match to replay and review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shoot, awaitTurn } from './support.mjs';

const shared = sharedBrowser();

/** The cards in the order of the games (src/engine/games.rs GameId::ALL), with the table
 *  each deal is played at (src/play/daily.rs setup) and the game's English name. */
const GAMES = [
  ['jjak-mat-chu-gi', 'Jjak-mat-chu-gi', 3],
  ['three-dozen', 'Three Dozen', 3],
  ['kap-tai-shap', "K'ap Tái Shap", 4],
  ['kap-shap', "K'ap Shap", 2],
  ['matjok', 'Matjok', 4],
];

const SQUARE = { Won: '🟩', Lost: '⬛', Drawn: '🟨' };
const CATCH_UP = "Play yesterday's deal (not counted in the streak)";

/** Today and yesterday (UTC) by the page's clock, and today's deal number (day 1 is
 *  2026-11-28: src/play/daily.rs FIRST). (A test running across midnight UTC would see
 *  two days: not guarded against.) */
const days = (page) =>
  page.evaluate(() => {
    const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
    const now = Date.now();
    const today = iso(now);
    const number = Math.round((Date.parse(today) - Date.parse('2026-11-28')) / 86_400_000) + 1;
    return { today, yesterday: iso(now - 86_400_000), number };
  });

const card = (page, game) => page.locator(`article.daily-game[data-game="${game}"]`);
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const keys = (page) => page.evaluate(() => Object.keys(localStorage));
const notice = (page) => page.locator('.notice p').first();

/** Waits for /daily's five cards; returns their games in order. */
async function dailyCards(page) {
  const cards = page.locator('article.daily-game');
  await cards.nth(4).waitFor();
  return cards.evaluateAll((all) => all.map((a) => a.dataset.game));
}

/** Our first offered move (a move button), else the first tile we may throw or pick up,
 *  as replay.test.mjs's finishShortGame plays. */
async function firstMove(page) {
  const move = page.locator('.moves button.button:not(.secondary)').first();
  const tile = page.locator('.hand button.tile-button:not(.idle), .discards button.tile-button').first();
  return (await move.count()) ? move : tile;
}

/** Plays the match at the table to its end, our first offered move each turn, "Next
 *  round" between rounds and "See the final result" after the last; `atTurn(page)` runs
 *  at each of our turns, before the move. Returns the rounds and our moves played. */
async function playMatch(page, atTurn = async () => {}) {
  let moves = 0;
  for (let round = 1; round <= 100; round++) {
    let over = false;
    for (let i = 0; i < 400; i++) {
      if (!(await awaitTurn(page))) {
        over = true;
        break;
      }
      await atTurn(page);
      await (await firstMove(page)).click();
      moves++;
    }
    assert.ok(over, `round ${round} did not end`);
    const next = page.locator('.result .result-actions button');
    const last = (await next.textContent()).trim() === 'See the final result';
    await next.click();
    if (last) {
      await page.locator('.match-over').waitFor();
      return { rounds: round, moves };
    }
    // (the next round is on the table: its result, if it ends at once, is its own)
    await page.locator('.wall-words', { hasText: `Round ${round + 1} of` }).waitFor();
  }
  assert.fail('the match did not end');
}

/** A one-round K'ap Shap of a fixed deal played to its end from the new-game page (as
 *  replay.test.mjs's finishShortGame); returns whether Undo was offered at a turn. */
async function finishShortGame(page) {
  await page.goto(shared.server.url + '/play?game=kap-shap&rounds=1&seed=3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.table-head h1').waitFor();
  let undo = false;
  for (let i = 0; i < 300 && (await awaitTurn(page)); i++) {
    undo ||= (await page.locator('.moves .undo').count()) > 0;
    await (await firstMove(page)).click();
  }
  await page.getByRole('button', { name: 'See the final result' }).click();
  await page.locator('.match-over').waitFor();
  return undo;
}

/** Checks the lines shared for today's K'ap Shap: the game and the day's number, the
 *  rounds as squares (ten to a line), the points, and no tile named. Returns the points. */
function assertShareText(text, number, rounds) {
  const lines = text.split('\n');
  assert.equal(lines[0], `Jjak K'ap Shap · day ${number}`);
  assert.match(lines[0], /^Jjak K'ap Shap · day \d+$/);
  const squares = lines.slice(1, -1);
  assert.equal(squares.length, Math.ceil(rounds / 10), `ten squares a line: ${JSON.stringify(lines)}`);
  for (const line of squares) assert.match(line, /^[🟩⬛🟨]{1,10}$/u, `only squares: ${JSON.stringify(line)}`);
  assert.equal([...squares.join('')].length, rounds, 'a square for each round');
  const points = lines.at(-1).match(/^(-?\d+) (points?)$/);
  assert.ok(points, `the points last: ${JSON.stringify(lines.at(-1))}`);
  assert.equal(points[2], Number(points[1]) === 1 ? 'point' : 'points');
  // no tile named: no tile word, no domino written 6-5
  assert.doesNotMatch(text, /domino|wind|dragon|bamboo|circles|characters/i);
  assert.doesNotMatch(text, /\d-\d/);
  return Number(points[1]);
}

test("today's K'ap Shap: played to the end with no undo, shared without a tile, copied, kept with the streak through a reload", async () => {
  // (a whole match of ten rounds at the computers' instant pace)
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.server.url });
  const { today, number } = await days(page);

  // the home page leads to the deals of the day: a card for each game, none played
  await page.goto(shared.server.url + '/');
  await page.locator('.practice-links a', { hasText: 'Deals of the day' }).click();
  await page.waitForURL(/\/daily$/);
  assert.deepEqual(await dailyCards(page), GAMES.map(([id]) => id));
  assert.match(await page.locator('.daily-page .lead').textContent(), new RegExp(`^Day ${number} \\(${today}, UTC\\)`));
  for (const [id, name, players] of GAMES) {
    assert.equal(await card(page, id).locator('h2').textContent(), name);
    assert.equal(await card(page, id).locator('.meta').textContent(), `${players} players: you and normal computers.`);
    assert.equal(await card(page, id).locator('.streak').textContent(), 'No streak yet.');
    assert.equal(await card(page, id).getByRole('button', { name: `Play today's ${name}` }).count(), 1);
  }
  assert.equal(await page.locator('.daily-replaces').isVisible(), false, 'no game in progress to end');
  await shoot(page, 'daily-1280');

  // the deal starts on the table; Undo is never offered, at any turn of any round
  await card(page, 'kap-shap').getByRole('button', { name: "Play today's K'ap Shap" }).click();
  await page.waitForURL(/\/table$/);
  await page.locator('.table-head h1').waitFor();
  assert.match(await page.locator('.table-head .round').textContent(), /^Round 1 of 10/);
  let turns = 0;
  const { rounds, moves } = await playMatch(page, async () => {
    turns++;
    assert.equal(await page.locator('.undo').count(), 0, `no Undo at turn ${turns}`);
  });
  assert.equal(rounds, 10, "a match of K'ap Shap is ten rounds");
  assert.ok(moves > rounds, `we made our moves: ${moves}`);

  // the match's end: the lines to share, no "Play again" (the day's deal is played once)
  const over = page.locator('.match-over');
  assert.equal(await over.locator('h1').textContent(), "K'ap Shap: the match is over");
  const lines = over.locator('.daily-result pre.share-text');
  const text = await lines.textContent();
  const points = assertShareText(text, number, 10);
  assert.equal(await over.locator('.daily-result').getAttribute('aria-label'), 'Your result, to share');
  const again = over.locator('.moves button', { hasText: 'Play again' });
  assert.equal(await again.count(), 1);
  assert.equal(await again.isVisible(), false, '"Play again" is hidden');
  assert.ok(await over.getByRole('link', { name: 'New game' }).isVisible());
  await shoot(page, 'daily-match-over-1280');

  // copied: the same lines on the clipboard, and the page says so
  const status = over.locator('.daily-result [role="status"]');
  assert.equal((await status.textContent()).trim(), '');
  await over.getByRole('button', { name: 'Copy the result' }).click();
  await over.locator('.daily-result [role="status"]', { hasText: 'Copied.' }).waitFor();
  assert.equal((await status.textContent()).trim(), 'Copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);

  // kept on the device, apart from the save: one result, today's, with its match
  const practice = JSON.parse(await stored(page, 'jjak.practice'));
  assert.equal(practice.schema, 1);
  assert.deepEqual(practice.drills, {});
  assert.equal(practice.daily.length, 1, JSON.stringify(practice.daily.map(({ kept, ...r }) => r)));
  const [entry] = practice.daily;
  assert.equal(entry.game, 'kap-shap');
  assert.equal(entry.day, today);
  assert.equal(entry.points, points);
  assert.equal(entry.late, undefined, 'played on its day');
  assert.equal(entry.rounds.map((m) => SQUARE[m]).join(''), text.split('\n')[1], 'the squares are the rounds kept');
  const kept = JSON.parse(entry.kept);
  assert.equal(kept.setup.game, 'kap-shap');
  assert.deepEqual(kept.setup.daily, { day: today }, 'the match kept is the day\'s, on its day');

  // back at the deals of the day: the same lines on the card, and a streak of one day
  const check = async (when) => {
    assert.deepEqual(await dailyCards(page), GAMES.map(([id]) => id), when);
    const kapShap = card(page, 'kap-shap');
    assert.equal(await kapShap.locator('pre.share-text').textContent(), text, `${when}: the same lines`);
    assert.equal(await kapShap.locator('.streak').textContent(), 'Streak: 1 day.', when);
    assert.equal(await kapShap.getByRole('button', { name: /^Play today's/ }).count(), 0, `${when}: played once`);
    assert.equal(await kapShap.getByRole('button', { name: 'Copy the result' }).count(), 1, when);
    for (const [id, name] of GAMES.filter(([id]) => id !== 'kap-shap')) {
      assert.equal(await card(page, id).getByRole('button', { name: `Play today's ${name}` }).count(), 1, `${when}: ${id}`);
      assert.equal(await card(page, id).locator('.streak').textContent(), 'No streak yet.', `${when}: ${id}`);
    }
  };
  await over.getByRole('link', { name: 'All the deals of the day' }).click();
  await page.waitForURL(/\/daily$/);
  await check('back at /daily');
  await page.reload();
  await check('after a reload');
  assert.equal(JSON.parse(await stored(page, 'jjak.practice')).daily.length, 1, 'reading wrote nothing more');
  assert.deepEqual(errors, []);
  await close();
});

test('a practice record that is not JSON: the cards still show, a notice says so, and the text is left as it was', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360, { height: 740 });
  // (planted on a page of the app's origin before the app opens)
  await page.goto(`${shared.server.url}/__test/blank.html`);
  await page.evaluate(() => localStorage.setItem('jjak.practice', '{broken'));
  await page.goto(`${shared.server.url}/daily`);
  assert.deepEqual(await dailyCards(page), GAMES.map(([id]) => id));
  await notice(page).waitFor();
  assert.equal(await page.locator('.notice').getAttribute('role'), 'status');
  assert.match(
    await notice(page).textContent(),
    /^Your practice record cannot be read \(.+\); a copy of it is kept aside before it is next written\./,
  );
  // read as no practice at all: every deal to play, no streak
  const { number } = await days(page);
  for (const [id, name] of GAMES) {
    assert.equal(await card(page, id).getByRole('button', { name: `Play today's ${name}` }).count(), 1, id);
    assert.equal(await card(page, id).locator('.streak').textContent(), 'No streak yet.', id);
    // (yesterday's deal is offered from day 2 on)
    assert.equal(await card(page, id).getByRole('button', { name: CATCH_UP }).count(), number >= 2 ? 1 : 0, id);
  }
  const across = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(across <= 0, `the cards fit the width (${across} px too wide)`);
  await shoot(page, 'daily-unreadable-360');
  // reading wrote nothing: the text is still there, and not yet kept aside
  assert.equal(await stored(page, 'jjak.practice'), '{broken');
  assert.deepEqual((await keys(page)).filter((k) => k.startsWith('jjak.practice.')), []);
  // and the deals can still be played
  await card(page, 'kap-shap').getByRole('button', { name: "Play today's K'ap Shap" }).click();
  await page.waitForURL(/\/table$/);
  assert.ok(await awaitTurn(page), 'our turn comes');
  assert.deepEqual(errors, []);
  await close();
});

test('a practice record with one entry it cannot read shows the others, ten squares a line, and names the one left out', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await page.goto(`${shared.server.url}/__test/blank.html`);
  const { today, number } = await days(page);
  const record = JSON.stringify({
    schema: 1,
    daily: [
      { game: 'chess', day: today },
      { game: 'kap-shap', day: today, rounds: ['Won', 'Lost', 'Drawn'], points: 3 },
      { game: 'three-dozen', day: today, rounds: [...Array(12)].map((_, i) => ['Won', 'Lost', 'Drawn'][i % 3]), points: 1 },
    ],
    drills: {},
  });
  await page.evaluate((r) => localStorage.setItem('jjak.practice', r), record);
  await page.goto(`${shared.server.url}/daily`);
  await dailyCards(page);
  await notice(page).waitFor();
  assert.match(
    await notice(page).textContent(),
    /^Part of your practice record could not be read and was left out \(day's result 1\); a copy of it is kept aside before it is next written\./,
  );
  // the entries read are shown as a match's end shows them
  const kapShap = await card(page, 'kap-shap').locator('pre.share-text').textContent();
  assert.equal(kapShap, `Jjak K'ap Shap · day ${number}\n🟩⬛🟨\n3 points`);
  assertShareText(kapShap, number, 3);
  assert.equal(
    await card(page, 'three-dozen').locator('pre.share-text').textContent(),
    `Jjak Three Dozen · day ${number}\n🟩⬛🟨🟩⬛🟨🟩⬛🟨🟩\n⬛🟨\n1 point`,
  );
  for (const id of ['kap-shap', 'three-dozen']) {
    assert.equal(await card(page, id).locator('.streak').textContent(), 'Streak: 1 day.', id);
  }
  assert.equal(await card(page, 'matjok').locator('.streak').textContent(), 'No streak yet.');
  assert.equal(await stored(page, 'jjak.practice'), record, 'reading wrote nothing');
  assert.deepEqual(errors, []);
  await close();
});

test("yesterday's result: its squares and points, and its match to replay and review", async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  // a match to keep (a short one: a day's deal is ten rounds); Undo is offered in it, as
  // in any game against the computer (the day's deal's test sees none)
  assert.ok(await finishShortGame(page), 'Undo is offered in a game that is not the day\'s');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('jjak.save.history')).history[0].kept);
  assert.equal(typeof kept, 'string');
  await page.goto(shared.server.url + '/replay?history=1');
  await page.locator('.replay-at').waitFor();
  const [, total] = (await page.locator('.replay-at').textContent()).match(/^Step 0 of (\d+)$/);

  // kept as yesterday's K'ap Shap with its match, and yesterday's Matjok without one
  const { yesterday, number } = await days(page);
  await page.evaluate(
    (p) => localStorage.setItem('jjak.practice', JSON.stringify(p)),
    {
      schema: 1,
      daily: [
        { game: 'kap-shap', day: yesterday, rounds: ['Lost', 'Won'], points: -2, kept },
        { game: 'matjok', day: yesterday, rounds: ['Drawn'], points: 0 },
      ],
      drills: {},
    },
  );
  await page.goto(shared.server.url + '/daily');
  await dailyCards(page);
  const kapShap = card(page, 'kap-shap');
  assert.match(await kapShap.locator('.yesterday p').textContent(), /^Yesterday: ⬛🟩, -2 points\. /);
  assert.match(await card(page, 'matjok').locator('.yesterday p').textContent(), /^Yesterday: 🟨, 0 points\.\s*$/);
  assert.equal(await card(page, 'matjok').locator('.yesterday a').count(), 0, 'no match kept: nothing to replay');
  // yesterday counts in the streak while today's is not played; today's deal is still to play
  for (const [id, name] of GAMES) {
    const played = id === 'kap-shap' || id === 'matjok';
    assert.equal(await card(page, id).locator('.streak').textContent(), played ? 'Streak: 1 day.' : 'No streak yet.', id);
    assert.equal(await card(page, id).getByRole('button', { name: `Play today's ${name}` }).count(), 1, id);
    // (yesterday's deal is offered from day 2 on, where yesterday has no result)
    assert.equal(await card(page, id).getByRole('button', { name: CATCH_UP }).count(), !played && number >= 2 ? 1 : 0, id);
  }
  const review = kapShap.getByRole('link', { name: "Replay and review yesterday's deal" });
  const href = await review.getAttribute('href');
  // (the app's root is where the test server serves it: /)
  assert.ok(href.startsWith(`${shared.server.url}/replay#game=`), href);
  assert.equal(decodeURIComponent(href.slice(href.indexOf('#game=') + '#game='.length)), kept);

  // the link opens the match on the replay page, from its start, with the review offered
  await review.click();
  await page.waitForURL(/\/replay#game=/);
  await page.waitForFunction(() => !document.querySelector('[data-first-view]'));
  await page.locator('.replay-at').waitFor();
  assert.match(await page.locator('h1').first().textContent(), /Replay of K'ap Shap/);
  assert.equal(await page.locator('.replay-at').textContent(), `Step 0 of ${total}`);
  assert.equal(await page.getByRole('button', { name: 'Review', exact: true }).count(), 1);
  await page.locator('h1').first().click();
  await page.keyboard.press('End');
  assert.equal(await page.locator('.replay-at').textContent(), `Step ${total - 1} of ${total}`);
  await page.locator('.board .result').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('a deal begun and left for another game is not dealt again: a deal of the day is played once', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await page.goto(shared.server.url + '/daily');
  await card(page, 'kap-shap').getByRole('button', { name: "Play today's K'ap Shap" }).click();
  await page.waitForURL(/\/table$/);
  await awaitTurn(page);
  // another game takes its place
  await page.goto(shared.server.url + '/play?game=three-dozen&seed=5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/table$/);
  await awaitTurn(page);
  await page.goto(shared.server.url + '/daily');
  const kapShap = card(page, 'kap-shap');
  await kapShap.locator('.left').waitFor();
  assert.match(await kapShap.locator('.left').textContent(), /played once/);
  assert.equal(await kapShap.getByRole('button', { name: /^Play today's/ }).count(), 0, 'not dealt again');
  // the other games' deals are still to play
  assert.equal(await card(page, 'matjok').getByRole('button', { name: "Play today's Matjok" }).count(), 1);
  assert.deepEqual(errors, []);
  await close();
});

// Records, links, embeds and tabs that never fail silently (issue 48), and pages that run
// only their own script: what a player or a site editor meets when something is wrong,
// each said in words, with nothing lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedBrowser, openPage, awaitTurn, PLAYABLE } from './support.mjs';

const shared = sharedBrowser();
const errorText = (page) => page.locator('.replay-page .error').textContent();

test('a take-over refused because another tab moved on says so, opens nothing and loses nothing', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280, { height: 800 });
  await page.goto(shared.server.url + '/play?game=kap-shap&seed=3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  assert.ok(await awaitTurn(page));
  await page.locator(PLAYABLE).first().click();
  assert.ok(await awaitTurn(page));
  // tab B replays the game in progress
  const other = await page.context().newPage();
  await other.goto(shared.server.url + '/replay?current');
  await other.locator('.replay-at').waitFor();
  // tab A moves on
  await page.locator(PLAYABLE).first().click();
  assert.ok(await awaitTurn(page));
  const stored = await page.evaluate(() => localStorage.getItem('jjak.save'));
  // tab B takes over: refused, said, and tab A's game intact
  await other.getByRole('button', { name: 'Take over from here' }).click();
  await other.locator('.replay-page .error').waitFor();
  assert.match(await errorText(other), /^The game was not taken over: this game was changed in another tab or window.*Nothing was changed\.$/);
  assert.match(new URL(other.url()).pathname, /\/replay$/, 'still on the replay');
  await other.getByRole('button', { name: 'Continue from the other tab' }).waitFor();
  assert.equal(await other.evaluate(() => localStorage.getItem('jjak.save')), stored, "tab A's game is untouched");
  await other.close();
  assert.deepEqual(errors, []);
  await close();
});

test('an embed asking for a language the site does not have is shown in English, with a note', async () => {
  const { page, errors, close } = await openPage(shared.browser, 800);
  for (const lang of ['__proto__', 'constructor', 'toString', 'fr']) {
    await page.goto(`${shared.server.url}/embed/chart?game=jjak-mat-chu-gi&lang=${lang}`);
    await page.locator('.chart').waitFor();
    assert.equal(await page.getByRole('status').filter({ hasText: 'no language' }).textContent(),
      `This site has no language “${lang}”: shown in English.`);
  }
  // a whole game and a replay, too
  await page.goto(`${shared.server.url}/embed/game?game=kap-shap&lang=xx`);
  await page.locator('.board').waitFor();
  await page.getByText('This site has no language “xx”: shown in English.').waitFor();
  assert.deepEqual(errors, []);
  await close();
});

test('an embed address naming no embed says so and lists the ones there are', async () => {
  const { page, errors, close } = await openPage(shared.browser, 800);
  // (below the game's and the replay's frames too: their bundles say it, not the whole site)
  for (const address of ['/embed/', '/embed', '/embed/game/x', '/embed/replay/x']) {
    await page.goto(shared.server.url + address);
    await page.locator('.embed-error').waitFor();
    assert.match(await page.locator('.embed-error').textContent(), /This address names no embed; the embeds are chart, hand, check, variants, score, game and replay/, address);
    assert.equal(await page.locator('.board').count(), 0, 'no game shown');
    assert.equal(await page.locator('.site-header').count(), 0, `${address}: not the site in a frame`);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('a record address with no record says there is none there, naming it', async () => {
  const { page, errors, close } = await openPage(shared.browser, 800);
  await page.goto(shared.server.url + '/embed/replay?record=records/none.json');
  await page.locator('.replay-page .error').waitFor();
  assert.equal(await errorText(page), 'There is no record at records/none.json on this site: check the address.');
  assert.deepEqual(errors, []);
  await close();
});

test('a file too long to be a record is refused as too long, and a damaged one is explained in the page language', async () => {
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.goto(shared.server.url + '/replay');
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(5 << 20, 32) });
  await page.locator('.replay-page .error').waitFor();
  assert.match(await errorText(page), /^big\.json cannot be opened: The record is 5242880 bytes long; a record is at most 4 MB\./);
  // in Korean: the problem in Korean, not the parser's English
  await page.goto(shared.server.url + '/ko/replay');
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"jjak-record": 1,') });
  await page.locator('.replay-page .error').waitFor();
  const said = await errorText(page);
  assert.match(said, /글이 중간에 끝났습니다/);
  assert.doesNotMatch(said, /EOF|expected|while parsing/);
  assert.deepEqual(errors, []);
  await close();
});

/** Every built page (each folder's index.html and 404.html; rules/GAME.html is a rules
 *  page's prose, which the page loads). */
async function pages(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && (e.name == 'index.html' || e.name == '404.html')) out.push(join(e.parentPath ?? e.path, e.name));
  }
  return out;
}

test('every built page carries a policy that forbids inline script, and no page breaks it', async () => {
  const built = await pages('dist');
  assert.ok(built.length > 40, `${built.length} pages`);
  for (const file of built) {
    const html = await readFile(file, 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    assert.ok(policy, `${file}: a policy`);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'));
    assert.ok(scriptSrc && !scriptSrc.includes("'unsafe-inline'"), `${file}: ${scriptSrc}`);
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), `${file}: the policy comes before any script`);
    assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i, `${file}: an inline event handler`);
  }
  // pages of every bundle and language, a game, the workers, offline-ready, embeds: no
  // violation reported
  const { page, errors, close } = await openPage(shared.browser, 1280);
  await page.context().addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => window.__violations);
  for (const address of ['/', '/ko/', '/nl/rules/matjok', '/tiles', '/lab', '/embeds', '/embed/chart?game=matjok', '/embed/replay?record=records/jjak-mat-chu-gi-example.json&step=3']) {
    await page.goto(shared.server.url + address);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await violations(), [], address);
  }
  // a game against the computers, thinking in their worker, and the language menu
  await page.goto(shared.server.url + '/play?game=matjok');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const worker = () => page.workers().some((w) => w.url().endsWith('/computer-worker.js'));
  // (until a computer has moved: the player may be first)
  for (let i = 0; i < 20 && !worker() && (await awaitTurn(page, 120_000)); i++) await page.locator(PLAYABLE).first().click();
  assert.ok(worker(), 'the computers thought in their worker');
  assert.deepEqual(await violations(), [], 'the table');
  await page.goto(shared.server.url + '/rules');
  await page.locator('.languages a[hreflang="nl"]').first().click();
  await page.waitForURL(/\/nl\/rules$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('jjak.lang')), 'nl', 'the language menu remembers the choice');
  assert.deepEqual(await violations(), [], 'after the language menu');
  assert.deepEqual(errors, []);
  await close();
});

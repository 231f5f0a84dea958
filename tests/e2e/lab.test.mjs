// The rule lab in the browser plays its games in workers, one per core, and must give exactly
// the figures of the native lab (jjak-lab simulate) for the same choices, however many
// workers share the games (the browser is told how many cores it has).
// (The native lab is built by `make test-native` first; cargo only checks it is current.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sharedBrowser, openPage, shoot } from './support.mjs';

const shared = sharedBrowser();
const root = fileURLToPath(new URL('../../', import.meta.url));

function native(args) {
  const out = execFileSync('cargo', ['run', '--release', '--quiet', '--bin', 'jjak-lab', '--', 'simulate', ...args], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out);
}

// (7 cores: 7 workers on uneven runs of deals; 1 core: one worker plays them all)
for (const [rules, players, games, seed, cores, nativeArgs] of [
  ['game=jjak-mat-chu-gi&preset=standard', 3, 120, 7, 7, ['--game', 'jjak-mat-chu-gi']],
  ['game=kap-shap&preset=seeds-table', 2, 100, 3, 1, ['--game', 'kap-shap', '--option', 'pairs=culin-table']],
]) {
  test(`the browser lab reproduces jjak-lab simulate (${rules}, ${players} players, ${games} games, ${cores} cores)`, async () => {
    const expected = native([...nativeArgs, '--players', String(players), '--games', String(games), '--seed', String(seed)]);
    const { page, errors, close } = await openPage(shared.browser, 1280);
    await page.addInitScript((cores) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
    }, cores);
    await page.goto(`${shared.server.url}/lab`);
    await page.selectOption('[name=rules]', rules);
    await page.fill('[name=players]', String(players));
    await page.fill('[name=games]', String(games));
    await page.fill('[name=seed]', String(seed));
    // the workers play (how long the page's tasks are is measured by `make bench-browser`)
    await page.getByRole('button', { name: 'Run' }).click();
    await page.locator('.lab-result').filter({ hasText: `${games} of ${games} games played` }).waitFor({ timeout: 120_000 });
    const text = await page.locator('.lab-result').textContent();
    assert.match(text, new RegExp(`\\(${expected.draws} of ${expected.games} rounds drawn\\)`), text);
    const share = await page.locator('.bars li').allTextContents();
    assert.equal(share.length, players);
    expected.wins_by_seat.forEach((w, s) => assert.match(share[s], new RegExp(`\\(${w} wins\\)`), share[s]));
    assert.ok((await page.locator('.length-chart rect').count()) > 0, 'the length chart');
    const labWorkers = page.workers().filter((w) => w.url().endsWith('/lab-worker.js'));
    assert.equal(labWorkers.length, cores, 'the games ran in one lab worker per core');
    await shoot(page, `lab-${players}-${games}-1280`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test('bad lab choices are explained', async () => {
  const { page, errors, close } = await openPage(shared.browser, 360);
  await page.goto(`${shared.server.url}/lab`);
  await page.selectOption('[name=rules]', 'game=matjok&preset=rulebook-v15');
  await page.fill('[name=players]', '2');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('.error').filter({ hasText: '4 to 4 players' }).waitFor();
  await shoot(page, 'lab-error-360');
  assert.deepEqual(errors, []);
  await close();
});

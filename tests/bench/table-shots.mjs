// Screenshots of the table mid-round in every game, at phone and desktop widths, both themes
// (issue 51's "looked at"): SHOTS_DIR (default tests/e2e/screenshots), SHOTS_ONLY=matjok,
// SHOTS_WIDTHS=360,1280. Plays our first offered move a few times so rivers have tiles.
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { startServer, launch, openPage, awaitTurn, PLAYABLE, screenshots } from '../e2e/support.mjs';

const DIR = process.env.SHOTS_DIR ?? screenshots;
const SIZES = { 360: 740, 412: 915, 1280: 800, 1920: 1080 };
const widths = (process.env.SHOTS_WIDTHS ?? '360,412,1280,1920').split(',').map(Number);
const GAMES = [
  ['jjak-mat-chu-gi', 4, 3],
  ['three-dozen', 3, 3],
  ['kap-tai-shap', 5, 2],
  ['kap-tai-shap', 12, 1],
  ['kap-shap', 2, 3],
  ['matjok', 4, 6],
].filter(([g]) => !process.env.SHOTS_ONLY || process.env.SHOTS_ONLY.split(',').includes(g));

await mkdir(DIR, { recursive: true });
const server = await startServer();
const browser = await launch();
for (const theme of [0, 2]) {
  for (const width of widths) {
    for (const [game, players, moves] of GAMES) {
      const settings = { ai_pace_ms: 0, think_ms: 200, theme, help: 0 };
      const { page, errors, close } = await openPage(browser, width, { height: SIZES[width], settings });
      await page.goto(`${server.url}/play?game=${game}&players=${players}&seed=11`);
      await page.getByRole('button', { name: 'Start the game' }).click();
      for (let i = 0; i < moves && (await awaitTurn(page)); i++) await page.locator(PLAYABLE).first().click();
      await awaitTurn(page);
      const name = `table-${game}-${players}-${width}${theme === 2 ? '-dark' : ''}.png`;
      await page.screenshot({ path: join(DIR, name) });
      if (errors.length) console.error(name, errors);
      await close();
    }
  }
}
await browser.close();
await server.close();

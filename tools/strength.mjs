// `make strength`: each pair of AI levels against each other, in every game, for 2, 3 and 4
// players where the game allows them, on duplicate deals (each deal played once per seat
// rotation, so both levels get the same tiles). Prints a Markdown table for
// docs/PERFORMANCE.md: per level, rounds won and points a round (with its 95% margin) per
// seat, and how often a seat of that level threw the tile another won on. A margin is taken
// over deals (a deal's rotations share its tiles: the deal is the independent draw).
//
//   node tools/strength.mjs [target/release/jjak-lab]     (STRENGTH_SCALE=0.1 for a quick look)

import { execFileSync } from 'node:child_process';

const lab = process.argv[2] ?? 'target/release/jjak-lab';
const scale = Number(process.env.STRENGTH_SCALE ?? 1);

// deals for each game and player count: strong thinks in K'ap the longest; Matjok's points
// vary the most (a self-drawn hand with doubles pays thousands), so it plays the most deals
// (`seeing`: the line of strong against normal played again with strong seeing every hand,
// the ceiling of the search: not a legal player)
const games = [
  { game: 'jjak-mat-chu-gi', players: [2, 3, 4], deals: 1000, seeing: true },
  { game: 'three-dozen', players: [2, 3, 4], deals: 1000, seeing: true },
  { game: 'kap-shap', players: [2], deals: 600 },
  { game: 'kap-tai-shap', players: [2, 3, 4], deals: 200 },
  { game: 'matjok', players: [4], deals: 4000 },
];
const pairings = [
  ['normal', 'beginner'],
  ['strong', 'normal'],
  ['strong', 'beginner'],
];

/** The seats' levels: the higher level at the first seat (and the third of four). */
function seats(players, [high, low]) {
  return Array.from({ length: players }, (_, s) => (s % 2 === 0 && !(players === 3 && s === 2) ? high : low));
}

const fixed = (x, digits = 1) => x.toFixed(digits);

console.log('| game | seats | rounds | won a round, per seat | points a round, per seat (95% margin) | threw the winning tile, per 100 rounds a seat | time |');
console.log('|---|---|---|---|---|---|---|');
for (const { game, players, deals, seeing } of games) {
  for (const n of players) {
    const runs = pairings.map((pair) => ({ pair, allSeeing: false }));
    if (seeing) runs.push({ pair: ['strong', 'normal'], allSeeing: true });
    for (const { pair, allSeeing } of runs) {
      const ai = seats(n, pair);
      const games = String(Math.max(10, Math.round(deals * scale)));
      const flags = allSeeing ? ['--all-seeing'] : [];
      const out = execFileSync(lab, ['simulate', '--game', game, '--players', String(n), '--games', games, '--seed', '1', '--duplicate', '--ai', ai.join(','), ...flags]);
      const r = JSON.parse(out);
      const cell = (f) => pair.map((level) => `${level} ${f(level)}`).join(' / ');
      // each level's seats: rounds × (seats at that level)
      const seatRounds = (level) => r.games * ai.filter((a) => a === level).length;
      const sum = (list, level) => list.reduce((t, x, i) => t + (ai[i] === level ? x : 0), 0);
      const won = cell((level) => `${fixed((100 * sum(r.wins_by_ai, level)) / seatRounds(level))}%`);
      const points = cell((level) => {
        const p = r.points_by_ai.find((x) => x.ai === level);
        return `${fixed(p.mean, 2)} ± ${fixed(p.margin, 2)}`;
      });
      const dealt = cell((level) => fixed((100 * sum(r.dealt_in_by_ai, level)) / seatRounds(level)));
      const named = allSeeing ? ai.map((a) => (a === 'strong' ? 'strong (all-seeing)' : a)) : ai;
      console.log(`| ${game} | ${named.join(', ')} | ${r.games} | ${won} | ${points} | ${dealt} | ${fixed(r.elapsed_ms / 1000)} s |`);
    }
  }
}

# The teaching widgets (src/teach/): the pairing chart, the hand checker, the Matjok points
# calculator, the variants table, the rule lab and the embeds.
# Where a message's number is counted in Korean by the set (쪽 gol-pae, 개 Western
# dominoes, 장 mahjong tiles), the code picks one of the keys -golpae, -western, -mahjong:
# English and Dutch say the same in each.

# Widgets and their parameters (src/teach/mod.rs, faces.rs)
teach-no-widget = There is no widget "{ $name }"; the widgets are chart, hand, check, variants and score.
teach-no-tiles = The hand needs tiles, for example tiles=6-3 5-4 or tiles=345s678p111z.
teach-custom-rules = custom rules
teach-matjok-takes-mahjong = Matjok is played with mahjong tiles: write them like 345s678p111z.
teach-game-takes-dominoes = { $game } is played with dominoes: write them like 6-3 5-4.

# Counts inside sentences
teach-tiles-mahjong =
    { $n ->
        [one] { $n } tile
     *[other] { $n } tiles
    }
teach-kinds =
    { $n ->
        [one] { $n } kind
     *[other] { $n } kinds
    }

# Buttons' words shared by the hand checker and the points calculator
teach-take-out = take it out
teach-take-back = take it back
teach-clear-hand = Clear the hand
teach-set-aria = The set: pick a tile to add it

# The pairing chart (src/teach/chart.rs)
teach-chart-pairs = { $game } pairs
teach-chart-combinations = { $game } combinations
teach-chart-help-pairs = Pick a tile (click it, or move with the arrow keys) to see every tile it pairs with.
teach-chart-help-combinations = Pick a tile (click it, or move with the arrow keys) to see the combinations it can be part of.
teach-chart-tiles-of = The tiles of { $game }
teach-chart-all-pairs = All { $n } pairs
teach-chart-mate-note = : a mate of the picked tile
teach-chart-none-picked = No tile picked.
teach-chart-pairs-with-none = { $tile } pairs with no tile under these rules.
teach-chart-part-of = { $tile } can be part of { $n } combinations:
teach-chart-pairs-with =
    { $n ->
        [one] { $tile } pairs with { $n } tile:
     *[other] { $tile } pairs with { $n } tiles:
    }

# The hand checker (src/teach/check.rs)
teach-check-too-many-golpae = A { $game } hand has at most { $most } tiles here, not { $n }.
teach-check-too-many-western = A { $game } hand has at most { $most } tiles here, not { $n }.
teach-check-too-many-mahjong = A { $game } hand has at most { $most } tiles here, not { $n }.
teach-check-winning-hand-dot = A winning hand.
teach-check-the-eye = The eye (ngán):
teach-check-winning-size-golpae = A winning hand has { $n } tiles.
teach-check-winning-size-western = A winning hand has { $n } tiles.
teach-check-not-winning-yet = Not a winning hand yet
teach-check-not-winning = Not a winning hand
teach-check-does-not-group = it does not group
teach-check-add-more-golpae =
    { $n ->
        [one] Add { $n } more tile.
     *[other] Add { $n } more tiles.
    }
teach-check-add-more-western =
    { $n ->
        [one] Add { $n } more tile.
     *[other] Add { $n } more tiles.
    }
teach-check-no-mate = No mate in this hand for: { $tiles }.
teach-check-flower-win = A flower win
teach-check-flowers-and-seasons = { $n } flowers and seasons.
teach-check-hand-size = a hand holds 13 tiles, 14 with the one just drawn (flowers are set aside).
teach-check-winning-hand = A winning hand
teach-check-four-and-pair = four combinations and the final pair.
teach-check-ready = ready: one tile from winning
teach-check-ready-in-form-only =
    { $n ->
        [one] ready in form only: every copy of the tile it waits on is already in this hand, so it is really { $n } useful tile from a ready hand
     *[other] ready in form only: every copy of the tile it waits on is already in this hand, so it is really { $n } useful tiles from a ready hand
    }
teach-check-from-ready =
    { $n ->
        [one] { $n } useful tile from a ready hand
     *[other] { $n } useful tiles from a ready hand
    }
teach-check-distance = { $distance } (shanten { $shanten }).
teach-check-wins-on = It wins on ({ $kinds }, { $tiles } not in this hand):
teach-check-closer = Tiles that bring it closer ({ $kinds }, { $tiles } not in this hand):
teach-check-throw = Throw { $tile } (shanten { $shanten } after it); then { $kinds } of tile ({ $tiles } not in this hand) bring it closer:
teach-check-title-check = Check a { $game } hand
teach-check-title-shown = A { $game } hand
teach-check-hand-aria = The hand (pick a tile to take it out)
teach-check-empty = Empty: add tiles from the set below.
teach-check-add-help-golpae = Add tiles from the set ({ $n } at most);
teach-check-add-help-western = Add tiles from the set ({ $n } at most);
teach-check-add-help-mahjong = Add tiles from the set ({ $n } at most);
teach-check-add-tile = Add { $tile }

# The variants table (src/teach/variants.rs)
teach-variants-head = { $game } rule sets
teach-variants-rule-set = Rule set
teach-variants-what-changes = What changes
teach-variants-link = Link
teach-variants-the-defaults = the defaults
teach-variants-play-it = Play it
teach-variants-option = Option
teach-variants-default = Default
teach-variants-values = Values
teach-variants-what-it-does = What it does
teach-variants-range = { $lo } to { $hi }

# The Matjok points calculator (src/teach/score.rs)
teach-score-not-matjok = The points calculator counts Matjok hands, not "{ $game }".
teach-score-title = Matjok points calculator
teach-score-winner = The winner
teach-score-prevailing = The prevailing wind
teach-score-self-drawn = Self-drawn
teach-score-discard-of = { $wind }'s discard
teach-score-won-on = Won on
teach-score-after-kong = On the replacement after a kong
teach-score-kong-on-kong = After a second kong in a row (kong-sjong-kong)
teach-score-robbed = Robbed a kong
teach-score-extras = Extras
teach-score-east-is-jongh = East is jongh: East pays and receives double.
teach-score-concealed = Concealed tiles (pick one to take it out)
teach-score-no-concealed = No concealed tiles.
teach-score-laid-out = Laid out: melds and flowers (pick one to take it back)
teach-score-laying-out =
    { $n ->
        [one] Laying out: { $n } tile
     *[other] Laying out: { $n } tiles
    }
teach-score-winning-tile = The winning tile
teach-score-won-on-tile = Won on { $tile }
teach-score-into = Tiles from the set go to
teach-score-into-hand = The concealed tiles
teach-score-into-open = An open meld
teach-score-into-closed = A closed kong
teach-score-flowers-go = Flowers always go to the flowers.
teach-score-add = add
teach-score-item = Item
teach-score-points = Points
teach-score-doubles = Doubles
teach-score-seat = Seat
teach-score-table-payment = Table payment
teach-score-losers-settle = The losers then settle their own hands among themselves (not counted here).
teach-score-open-straight = open straight from { $tile }
teach-score-closed-straight = closed straight from { $tile }
teach-score-open-poeng = open poeng of { $tile }
teach-score-closed-poeng = closed poeng of { $tile }
teach-score-open-kong = open kong of { $tile }
teach-score-closed-kong = closed kong of { $tile }

# The embeds (src/teach/embeds.rs). A snippet's frame title is its description up to the
# first colon.
teach-embed-chart = The pairing chart of Jjak-mat-chu-gi (pagat's standard pairs): pick a tile, see its mates.
teach-embed-chart-culin = The same chart with Culin's pairing of the military tiles.
teach-embed-chart-kap = K'ap Tái Shap's pairs of ten and twenty, exactly as the seed's table prints them.
teach-embed-chart-matjok = Every Matjok combination a tile can be part of.
teach-embed-hand = A hand in domino notation: the nines of Jjak-mat-chu-gi.
teach-embed-hand-matjok = A hand in mahjong (MPSZ) notation, judged: four combinations and the final pair.
teach-embed-check = Check a hand: the learner adds and removes tiles; Matjok gives the distance to win and the tiles that help.
teach-embed-score = The Matjok points calculator, opened on the rulebook's counting example (58 points, rounded up to 60): each item, the level and the payments.
teach-embed-variants = The rule sets and options of a game, side by side.
teach-embed-replay = A game stepped through move by move: a worked example from a record on your site (docs/records.md).
teach-embed-game = A whole game against the computer with preset rules (its own save: a reload resumes it).
teach-embed-daily = A game's deal of the day: the same tiles for every player that day, its result to share (its own save: a reload resumes it).
teach-embed-drill-pairs = A drill: which tiles pair, asked tile by tile until known, the reader's accuracy kept in their browser.
teach-embed-drill-count = A drill: Matjok hands won in real games to count, answered by the points calculator item by item.
teach-embed-twice = The parameter "{ $name }" is given more than once; give it once.
teach-embed-game-once = Give the game once: record=FILE or game=….
teach-embed-not-a-record = "{ $value }" is not a record's address on this site (a path such as records/example.json).
teach-embed-bad-seat = "seat" is a seat's number from 1, not "{ $value }".
teach-embed-bad-step = "step" is a step's number, not "{ $value }".
teach-embed-replay-takes = A replay takes record, game, seat and step, not "{ $name }".
teach-embed-replay-needs-game = A replay needs its game: record=FILE (a record on this site) or game=….
teach-embed-unknown = There is no embed "{ $name }"; the embeds are chart, hand, check, variants, score, game and replay.
teach-embed-none = This address names no embed; the embeds are chart, hand, check, variants, score, game and replay (embed/chart?game=matjok, for example).
teach-embeds-lead = Any of these can go on another site in an iframe: one widget alone, sized to its content, without the site around it. Parameters are checked; a wrong one shows a message in the frame. Paste this script once on a page so the frames take the height of their content:
teach-embeds-parameters = Parameters
# (markup: the parameter names and values in <code> stay as they are)
teach-embeds-param-game = <code>game</code>: jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap or matjok.
teach-embeds-param-preset = <code>preset</code>: a named rule set, as on the game's rules page; any rule option by its name (<code>military=culin-alternate</code>, <code>pickup=last</code>).
teach-embeds-param-tiles = <code>tiles</code>: dominoes as <code>6-3 5-4</code> (spaces may be written <code>+</code>), mahjong tiles as <code>345s678p111z</code>.
teach-embeds-param-caption = <code>caption</code>: a title for a hand.
teach-embeds-param-for-game = For a game: <code>players</code>, <code>ai</code> (beginner, normal, strong) and <code>seed</code>.

# The rule lab (src/teach/rule_lab.rs)
teach-lab-bad-games = The number of games must be a whole number from 1 to { $most }, not "{ $value }".
teach-lab-played = { $done } of { $target } games played
teach-lab-draw-rate = Draw rate: { $rate }
teach-lab-drawn = ({ $drawn } of { $rounds } rounds drawn)
teach-lab-mean-length = mean length { $turns } turns
teach-lab-win-share = Win share by seat
teach-lab-seat = Seat { $n }
teach-lab-share = { $share } ({ $wins } wins)
teach-lab-game-length = Game length
teach-lab-chart-aria = Rounds by length in turns: { $summary }
# (English keeps "rounds" for one too, as the lab has always written it)
teach-lab-bar-title = { $range }: { $n } rounds
teach-lab-turns = { $n } turns
teach-lab-turns-or-more = { $lo } turns or more
teach-lab-turns-range = { $lo }-{ $hi } turns
teach-lab-rules = Game and rule set
teach-lab-players = Players
teach-lab-computer-level = Computer level
teach-lab-beginner = Beginner
teach-lab-normal = Normal
teach-lab-strong = Strong (slow)
teach-lab-games = Games
teach-lab-seed = Seed

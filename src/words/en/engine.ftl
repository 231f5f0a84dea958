# The rules engine's words (src/engine/): games, options, named rule sets, errors,
# round results, moves and tile names. $who, $from: a seat, written by the app as the
# player's name.

# The games (games.rs)
eng-game-jjak = Jjak-mat-chu-gi
eng-game-three-dozen = Three Dozen
eng-game-kap-tai-shap = K'ap Tái Shap
eng-game-kap-shap = K'ap Shap
eng-game-matjok = Matjok
eng-also-jjak = Korean dominoes; Culin's Tjak-ma-tchi-ki, "making pairs"
eng-also-three-dozen = Joe Celko's Western adaptation of the Korean game
eng-also-kap-tai-shap = Kim Tái Shap, Ch'i Tái Shap: "to complete many tens"
eng-also-kap-shap = K'ím Shap, Shap Tsai: "to complete tens"
eng-also-matjok = Surinamese mahjong
eng-summary-jjak = Draw from a hidden row of Korean dominoes or take the last discard; the first to lay down three pairs wins.
eng-summary-three-dozen = The same race to three pairs with a Western double-six set: consecutive doubles, or two tiles that total twelve.
eng-summary-kap-tai-shap = A gambling-house favourite for up to twenty players: an eye and four pairs worth ten or twenty, from a saw-toothed wall.
eng-summary-kap-shap = K'ap Tái Shap for two with a single set: an eye and three pairs worth ten or twenty.
eng-summary-matjok = Mahjong as played in Suriname: four combinations and a final pair, with its own counting and settlement.
eng-aim-pairs = Be the first to lay down three pairs. Each turn: take the last discard if it pairs with a tile of yours, or draw; then throw a tile.
eng-aim-kap = Complete a hand of one identical pair (the eye) and pairs worth ten or twenty (4-2 counts three). Each turn: you may pick up a face-up tile, then you draw from the wall; throw a tile after each.
eng-aim-matjok = Complete four combinations (straights or sets) and a final pair. Each turn: draw (or claim the discard), then throw a tile; claim a discard for a set, a straight or the win.
eng-tiles-chinese-set = one Chinese domino set (32 tiles)
eng-tiles-double-six = Western double-six dominoes (28 tiles)
eng-tiles-chinese-sets = several Chinese domino sets
eng-tiles-mahjong = mahjong set (144 tiles)
eng-example-jjak = A winning hand: a civil pair, the nines and the supreme pair
eng-example-three-dozen = A winning hand: 0-0 with 6-6, and two pairs totalling twelve
eng-example-kap-tai-shap = Part of a hand: the eye, a ten and a twenty
eng-example-kap-shap = Part of a hand: the eye and a ten (the 4-2 counts three)
eng-example-matjok = Part of a hand: a straight, a matching set and the final pair
eng-unknown-game = unknown game "{ $id }": choose one of jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap, matjok

# Rule options (options.rs): the option's label, then its explanation
eng-opt-military = Single military tiles pair
eng-opt-military-about = How the single military tiles pair: by equal totals (6-3 with 5-4 …), or Culin's Korean pairing (6-3 with 6-2 …).
eng-opt-final-six-six = 6-6 may not be the winning pair (2 or 3 players)
eng-opt-final-six-six-about = With 2 or 3 players the 6-6 pair may not be the third, winning pair.
eng-opt-draw-from-end = Draw only from the end of the reserve
eng-opt-draw-from-end-about = Always draw the end tile of the reserve row instead of picking any face-down tile.
eng-opt-polovinkin = Take a discard out of turn (Polovinkin)
eng-opt-polovinkin-about = Any player may take the latest discard out of turn to complete a pair; play continues from the taker.
eng-opt-no-win-on-discard = No win on a discard
eng-opt-no-win-on-discard-about = The third pair must be completed with a tile from the reserve, never with a discard.
eng-opt-identical-pair-doubling = Identical pairs double the payment
eng-opt-identical-pair-doubling-about = The payment doubles for each identical (civil) pair in the winning hand.
eng-opt-take-any-discard = Take the discard even when it pairs with nothing
eng-opt-take-any-discard-about = The previous discard may be taken even when it completes no pair.
eng-opt-payments = Payments
eng-opt-payments-about = Stakes per hand (pagat), or 3 points per opponent with drawn rounds scoring 1 per pair (onlinedominogames); by match: points in a match of several rounds, stakes for a single hand.
eng-opt-rounds = Rounds in a match
eng-opt-rounds-about-jjak = Rounds in a match; most points wins.
eng-opt-rounds-about-three-dozen = Hands in a match; most stakes won wins.
eng-opt-rounds-about-kap = Hands in a match.
eng-opt-set = Domino set
eng-opt-set-about = The domino set; pairs total twice its highest double (12, 18 or 24).
eng-opt-reshuffle-limit = Reshuffles allowed
eng-opt-reshuffle-limit-about = How often the discards may be reshuffled into a new boneyard before the hand is drawn; with no limit (seed 002) a hand is drawn only when there is nothing left to reshuffle or it has stopped changing (six reshuffles in a row with no hand changing: every tile drawn thrown straight back, no discard taken, no pair laid).
eng-opt-sets = Domino sets in play
eng-opt-sets-about = Domino sets shuffled together; by default the fewest with 32 per set ≥ 10 per player + 40.
eng-opt-pairs = Which tiles pair
eng-opt-pairs-about = Every two tiles worth 10 or 20 (4-2 counts 3), or exactly the pairs in the seed's table.
eng-opt-pickup = Face-up tiles that may be picked up
eng-opt-pickup-about = Before drawing, a player may pick up any face-up tile (Culin), or only the latest discard.
eng-opt-maximum = Maximum payout (Man Kong)
eng-opt-maximum-about = The maximum outcome (Man Kong) each loser pays; jongh pays and receives double. No hand costs a payer more, except the thrower who pays for everyone under sole liability. The rulebook gives only the traditional 500.
eng-opt-general-cap = No hand worth more than the maximum
eng-opt-general-cap-about = Traditional: no hand is worth more than the maximum after adding, doubling and rounding. Payments to the winner stop at the maximum anyway; what this caps is each loser's own value in the settlement between losers.
eng-opt-eight-flowers = Eight flowers win
eng-opt-eight-flowers-about = Eight flowers win the maximum (modern), or Sie Van, four multipliers (traditional).
eng-opt-koe-van = Koe van (no point counting)
eng-opt-koe-van-about = Koe van: no point counting (a win is worth 10, doubled by its multipliers), no loser settlement, no jongh double, no prevailing wind; the winner becomes jongh.
eng-opt-wiel = Wiel from Sam Van up
eng-opt-wiel-about = Each payer adds a wiel of 500 when the win is Sam Van or more (three multipliers or more, or Man Kong).
eng-opt-sole-liability = Sole liability for dragons and winds
eng-opt-sole-liability-about = A side rule: who throws the tile that wins a hand of at least Sam Van with two open dragon sets (a dragon) or three open wind sets (a wind) pays for everyone, four times the value.
eng-opt-jongh-double = Jongh pays and receives double
eng-opt-jongh-double-about = Jongh (East) pays and receives double in every payment, the loser settlement included.
eng-opt-invalid-tjok = Allow an invalid tjok (and its penalty)
eng-opt-invalid-tjok-about = Let players declare tjok on a hand that is not complete, and pay the invalid-tjok penalty (off: a wrong tjok is refused).
eng-opt-winds = Prevailing winds in a game
eng-opt-winds-about = Prevailing winds a game runs through: 4 is East to North (the full cycle), 1 is the East round only.
# A bad NAME=VALUE ($setting, $name, $value, $known, $values: as typed, not translated)
eng-option-syntax = "{ $setting }" is not NAME=VALUE
eng-option-unknown = { $game } has no option "{ $name }"; its options are: { $known }
eng-option-value = option { $name } takes { $expected }, not "{ $value }"
eng-option-on-off = on or off
eng-option-one-of = one of { $values }
eng-option-number-range = a whole number from { $lo } to { $hi }
eng-option-number = a whole number

# Named rule sets (presets.rs): the name, then where it comes from
eng-preset-standard = Standard
eng-preset-standard-about = Pairs as pagat.com gives them; a match scored as onlinedominogames scores it: 3 points from each opponent for a win, 1 point per laid pair when a round is drawn.
eng-preset-pagat-stakes = Pagat stakes
eng-preset-pagat-stakes-about = Pagat's payments: each opponent pays the winner a stake (on a discard, the discarder pays for all); a drawn round pays nothing.
eng-preset-culin = Culin
eng-preset-culin-about = Stewart Culin's Korean pairing of the military tiles (1895).
eng-preset-polovinkin = Polovinkin
eng-preset-polovinkin-about = Any player may snatch the latest discard out of turn to complete a pair.
eng-preset-double-six = Double-six
eng-preset-double-six-about = The standard game: 28 tiles, pairs totalling twelve.
eng-preset-double-nine = Double-nine
eng-preset-double-nine-about = 55 tiles, pairs totalling eighteen, room for more players.
eng-preset-double-twelve = Double-twelve
eng-preset-double-twelve-about = 91 tiles, pairs totalling twenty-four.
eng-preset-culin-any = Culin, any face-up tile
eng-preset-culin-any-about = Any ten or twenty pairs; any face-up tile may be picked up.
eng-preset-seeds-table = Seed's table
eng-preset-seeds-table-about = Exactly the pairs listed in the seed's table.
eng-preset-latest-only = Latest discard only
eng-preset-latest-only-about = Only the latest discard may be picked up, as in most draw-and-discard games.
eng-preset-rulebook = Rulebook v1.5
eng-preset-rulebook-about = The Matjok rulebook's modern rules, jongh paying and receiving double.
eng-preset-traditional = Traditional
eng-preset-traditional-about = The general cap at the maximum, Sie Van for eight flowers, a wiel from Sam Van up.
eng-preset-koe-van = Koe van
eng-preset-koe-van-about = No point counting: a win is worth 10, doubled by its multipliers; the winner becomes jongh.
eng-preset-east-only = East round only
eng-preset-east-only-about = A short game: one prevailing wind.

# Errors a player reads (core.rs, setup.rs, matches.rs, pair_game.rs)
eng-round-over = the round is over
eng-no-such-seat = there is no seat { $seat } at this table
eng-not-your-turn = it is not seat { $seat }'s turn to act
eng-not-in-hand = { $tile } is not in your hand
eng-not-a-pair = { $a } and { $b } do not pair
eng-no-reserve-tile = there is no tile { $index } in the reserve (it has { $len })
eng-setup-players = { $game } is played by { $min } to { $max } players, not { $players }
eng-setup-not-enough-tiles = { $players } players need at least { $needed } domino sets, not { $sets }
eng-setup-bad-deal = the deal does not hold exactly the game's tiles, 6 for the first player and 5 for each other
eng-setup-bad-wall = the wall does not hold exactly the tiles of { $sets } domino sets
eng-setup-tiles = the tiles given for the deal are not the game's: { $detail }
eng-setup-bad-dice = four dice showing 1 to 6 are thrown, not { $dice }
eng-setup-no-such-seat = there is no seat { $seat } to start
eng-setup-wrong-engine = { $game } is not played with this engine
eng-setup-tiles-count = { $given } tiles given; the game's { $set } are each of its tiles once
eng-setup-not-a-tile = tile { $number } ("{ $tile }") is not a tile
eng-another-game = that is a move of another game
eng-match-round-not-over = the round is still being played
eng-match-over = the match is over
eng-replay-setup = the game could not be set up: { $error }
eng-replay-action = action { $index } of the log was refused: { $error }
eng-not-a-domino = "{ $text }" is not a domino: write its two ends like 6-3 (each 0 to 18)
eng-not-mahjong = "{ $text }" is not mahjong notation: write digits then a suit letter, like 345s678p111z (m p s 1-9, z 1-7, f 1-8)

# Checking a hand (catalog.rs); $set: one of the set names below
eng-set-chinese = the Chinese set
eng-set-western = this Western set
eng-set-chinese-sets = { $n } Chinese set(s)
eng-check-matjok = matjok is played with mahjong tiles
eng-check-size = a winning hand is { $size } tiles, not { $count }
eng-check-no-ngan = no identical pair (ngán) leaves the rest in pairs of ten or twenty
eng-check-no-three-pairs = the tiles do not split into three pairs
eng-check-not-in-set = { $tile } is not in { $set }
eng-check-too-many = { $set } has only { $have } of { $tile }, not { $want }
eng-check-flowers = the set has only one of each flower

# Jjak-mat-chu-gi and Three Dozen (pair_game.rs): moves, who starts, refusals, results
eng-pairs-take-with = take the discard to pair with { $tile }
eng-pairs-take = take the discard
eng-pairs-draw = draw a face-down tile
eng-pairs-lay = lay down { $a } and { $b }
eng-throw = throw { $tile }
eng-pairs-claim = claim the discard to pair with { $tile }
eng-pairs-pass = let the discard go
eng-first-random = chosen at random
eng-first-koan-a = drew 5-2, koan-a
eng-first-most-spots = drew the most spots ({ $pips })
eng-pairs-no-discard = there is no discard to take
eng-pairs-only-previous = only the previous player's discard can be taken
eng-pairs-no-win-on-discard = { $tile } would complete your hand, and the third pair may not come from a discard
eng-pairs-final-six-six = with fewer than four players the 6-6 pair may not be your third pair
eng-pairs-take-to-pair = a discard may only be taken to complete a pair
eng-pairs-reserve-empty = with the reserve empty, a discard may only be taken to complete a pair
eng-pairs-forbidden-pair = { $tile } would make a pair you may not make with it now: take it to complete a pair the rules allow, or draw
eng-pairs-cannot-take = that discard cannot be taken now
eng-pairs-laid-for-you = pairs are laid down for you in this game
eng-pairs-draw-end = you must draw the tile at the end of the row
eng-pairs-claims-only = claims are made only just after a discard, with the polovinkin rule
eng-pairs-acquire-first = first take the last discard or draw a tile
eng-pairs-have-tile = you have your tile: lay pairs or discard
eng-not-possible = that is not possible now
eng-points =
    { $n ->
        [one] { $n } point
     *[other] { $n } points
    }
eng-stakes =
    { $n ->
        [one] { $n } stake
     *[other] { $n } stakes
    }
eng-pairs-won-dealt = { $who } completed three pairs with the tiles dealt: every opponent pays { $amount }.
eng-pairs-won-drawn = { $who } completed three pairs with a tile from the reserve: every opponent pays { $amount }.
eng-pairs-won-discard =
    { $who } completed three pairs with { $from ->
        [you] your discard, and you pay
     *[other] the discard of { $from }, who pays
    } { $amount }.
eng-pairs-doubled = Doubled for each identical pair: ×{ $times }.
eng-pairs-none-points = No one completed three pairs: each player scores 1 point per pair laid down.
eng-pairs-none-stakes = No one completed three pairs: the round is drawn and nothing is paid.

# K'ap Tái Shap and K'ap Shap (kap.rs)
eng-kap-pick-up = pick up { $tile }
eng-kap-draw = draw from the wall
eng-kap-how-dealt = with the tiles dealt
eng-kap-how-wall = with a tile from the wall
eng-kap-how-face-up =
    with a tile { $from ->
        [you] you
     *[other] { $from }
    } put face up
eng-kap-won =
    { $who ->
        [you] You completed the hand { $how } and collect
     *[other] { $who } completed the hand { $how } and collects
    } the pot: one ante from each player.
eng-kap-won-carried =
    { $who ->
        [you] You completed the hand { $how } and collect
     *[other] { $who } completed the hand { $how } and collects
    } the pot: { $stake } antes from each player, { $carried } of them left by drawn hands.
eng-kap-none = The wall ran out before anyone completed a hand: the hand is drawn and the antes stay in the pot for the next hand.
eng-kap-only-latest = only the latest discard may be picked up, not { $tile }
eng-kap-not-face-up = { $tile } is not face up on the table
eng-kap-just-picked = { $tile } was just picked up and may not go straight back
eng-kap-pick-or-draw = pick up a face-up tile or draw from the wall
eng-kap-discard = discard a tile face up

# Tiles (tiles/domino.rs, tiles/mahjong.rs): what a screen reader says, and their names
eng-domino = domino { $tile }
# A Chinese (gol-pae) tile's traditional name, shown beside it; empty: none is shown
eng-golpae-6-6 = Heaven
eng-golpae-1-1 = Earth
eng-golpae-4-4 = Man
eng-golpae-3-1 = Harmony
eng-golpae-5-5 = Plum flower
eng-golpae-3-3 = Long three
eng-golpae-2-2 = Bench
eng-golpae-6-5 = Axe
eng-golpae-6-4 = Red-head ten
eng-golpae-6-1 = Long-leg seven
eng-golpae-5-1 = Red mallet six
eng-golpae-6-3 = { "" }
eng-golpae-5-4 = { "" }
eng-golpae-6-2 = { "" }
eng-golpae-5-3 = { "" }
eng-golpae-5-2 = Koan-a
eng-golpae-4-3 = { "" }
eng-golpae-4-2 = Supreme
eng-golpae-4-1 = { "" }
eng-golpae-3-2 = { "" }
eng-golpae-2-1 = Supreme
eng-suit-characters = characters
eng-suit-circles = circles
eng-suit-bamboo = bamboo
eng-wind-east = East
eng-wind-south = South
eng-wind-west = West
eng-wind-north = North
eng-dragon-white = white
eng-dragon-green = green
eng-dragon-red = red
eng-tile-characters = { $rank } characters
eng-tile-circles = { $rank } circles
eng-tile-bamboo = { $rank } bamboo
eng-tile-east = East wind
eng-tile-south = South wind
eng-tile-west = West wind
eng-tile-north = North wind
eng-tile-white = white dragon
eng-tile-green = green dragon
eng-tile-red = red dragon
eng-flower-plum = plum
eng-flower-orchid = orchid
eng-flower-chrysanthemum = chrysanthemum
eng-flower-bamboo = bamboo flower
eng-flower-spring = spring
eng-flower-summer = summer
eng-flower-autumn = autumn
eng-flower-winter = winter
eng-tile-flower = { $name } (flower { $n })
eng-tile-season = { $name } (season { $n })

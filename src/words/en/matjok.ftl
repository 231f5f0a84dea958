# Matjok (src/engine/matjok): moves, the count of a hand, the settlement, the round's
# result, the calculator and the errors a player sees.

# A move as the table shows it ($tile: a tile, written out by the app)
mj-do-throw = throw { $tile }
mj-do-kong = declare a kong of { $tile }
mj-do-tjok = declare tjok
mj-do-poeng = claim the discard for a poeng
mj-do-claim-kong = claim the discard for a kong
mj-do-straight = claim the discard for the straight from { $tile }
mj-do-pass = let the tile go

# A move refused
mj-no-after-claim = after claiming a discard for a poeng or straight, discard a tile
mj-no-tjok = the hand is not complete: it needs four combinations and a final pair
mj-no-kong = a kong of { $tile } needs all four in your hand, or the 4th and your open poeng
mj-no-on-turn = on your turn: discard, declare a kong, or tjok
mj-no-straight = a straight may only be claimed from the player on your left, with the two other tiles in hand
mj-no-claim-tjok = this tile does not complete your hand
mj-no-poeng = a poeng needs two, a kong three of the tile in your hand
mj-no-claim-or-pass = claim the tile or pass

# Errors: a deal, a replay, tiles and melds as written
mj-setup-tiles = { $count } tiles given; Matjok's 144 are each of its tiles (flowers too) once
mj-replay-refused = action { $index } was refused: { $error }
mj-hand-flower = flowers never belong to a hand: they are laid open and replaced ({ $tile })
mj-hand-too-many = the set has only four of { $tile }
mj-meld-not-combination = "{ $written }" is not a combination: write three or four identical tiles (111z, 7777p) or three in a row of one suit (345s)

# The waits
mj-wait-two-sided = two-sided (2 chances)
mj-wait-middle = middle wait
mj-wait-edge = edge wait
mj-wait-tan-tjauw = tan tjauw (final pair)
mj-wait-paar-paar = paar-paar staan (two pairs)

# The levels, as the rulebook writes them
mj-level-liong-van = Liong Van
mj-level-sam-van = Sam Van
mj-level-sie-van = Sie Van
mj-level-man-kong = Man Kong

# A hand's value in words: "Sam Van: 12 points doubled 3 times = 96, rounded up to 100"
mj-value-man-kong = Man Kong, the maximum: { $value }
mj-value-points = { $points } points
mj-value-koe-van = koe van, { $unit }
mj-value-doubled =
    { $n ->
        [one] { $base } doubled once = { $doubled }
     *[other] { $base } doubled { $n } times = { $doubled }
    }
mj-value-rounded = { $value }, rounded up to { $rounded }
mj-value-paid-as = { $value }, paid as { $paid }
mj-value-level = { $level }: { $value }

# How a hand was counted: "Counted as 555p [9999m] 234s 678s and the pair 55s: ordinary
# winning hand 20; …" ($items begins with its own space)
mj-counted-as = Counted as { $sets } and the pair { $pair }:{ $items }.
mj-counted = Counted:{ $items }.

# A set in a count: "open poeng of 5 circles (small tile)"
mj-set-open = open
mj-set-closed = closed
mj-set-large = large tile
mj-set-small = small tile
mj-set-straight = { $state } straight from { $tile } ({ $size })
mj-set-poeng = { $state } poeng of { $tile } ({ $size })
mj-set-kong = { $state } kong of { $tile } ({ $size })

# The items of a count
mj-item-piang-voe = piang-voe: straights and a plain pair
mj-item-ordinary = ordinary winning hand
mj-item-dragon-set = { $tile } set
mj-item-own-wind-set = own wind set ({ $wind }) (classical)
mj-item-prevailing-wind-set = prevailing wind set ({ $wind }) (classical)
mj-item-flowers = { $n } flower(s)
mj-item-own-flowers = { $n } own flower(s)
mj-item-classical = { $what } (classical)
mj-item-self-drawn = self-drawn winning tile (classical)
mj-item-after-kong = won with the replacement tile after a kong
mj-item-robbed = robbed the 4th tile of an open poeng
mj-item-closed-self-drawn = self-drawn with every other tile closed
mj-item-only-poengs = only poengs and kongs (classical)
mj-item-one-suit = one suit, no honours (classical)
mj-item-one-suit-honours = one suit with honours (classical)
mj-item-kong-sjong-kong = kong-sjong-kong: Man Kong
mj-item-pair-dragons = pair of dragons (classical)
mj-item-pair-own-wind = pair of own wind (classical)
mj-item-pair-prevailing-wind = pair of prevailing wind (classical)
mj-item-flower-count = { $count } flowers
mj-item-seven-at-deal = 7 flowers at the deal: Man Kong
mj-item-eight-man-kong = 8 flowers: Man Kong
mj-item-eight-sie-van = 8 flowers: Sie Van (traditional)
mj-item-seven-own = 7 flowers with both own flowers: Sam Van
mj-item-seven = 7 flowers: Liong Van

# A payment: "South (seat 1) pays East (seat 0) 160 (discarded the winning tile: double)"
mj-pays = { $from } pays { $to } { $amount } ({ $why })
mj-why-jongh = { $why }, doubled for jongh
mj-why-wiel = { $why }, and a wiel
mj-why-man-kong = Man Kong: the maximum
mj-why-cause = { $cause }: { $share }
mj-why-liable = sole liability: pays for everyone
mj-why-robbed = added the tile the winner robbed
mj-why-discarded = discarded the winning tile
mj-why-flower-win = a flower win
mj-why-self-drawn = self-drawn win
mj-why-double = double
mj-why-capped = capped at Man Kong
mj-why-four-times = 4 times
mj-why-twice-man-kong = twice Man Kong
mj-why-invalid-jongh = invalid tjok: the maximum, doubled for jongh
mj-why-invalid = invalid tjok: the maximum
mj-why-losers = difference between losers

# A seat by its wind: "East (Ann)" at the table
mj-seat-wind =
    { $wind } ({ $seat ->
        [you] you
     *[other] { $seat }
    })

# The round's end
mj-end-exhausted = The wall ran out without a winner: no payments; jongh stays.
mj-end-invalid-tjok = { $offender } declared tjok with an incomplete hand and pays the maximum to each player.
mj-end-win = { $winner } wins with { $value }. { $counted }

# The points calculator: a seat, and why a win cannot be counted
mj-calc-seat = { $wind } (seat { $seat })
mj-calc-seat-range = seats are 0 to 3 (East, South, West, North); { $seat } is none of them
mj-calc-own-discard = the winner cannot have thrown the winning tile: choose another seat or self-drawn
mj-calc-size = a winning hand holds 14 tiles (each meld counts 3) and here there are { $count }; a win on flowers alone needs seven flowers and no tiles
mj-calc-winning-tile = name the winning tile: it must be one of the concealed tiles
mj-calc-not-complete = not a winning hand: the tiles do not make four combinations and a pair
mj-calc-robbed-self = a robbed kong tile comes from the player who added it: choose that seat, not self-drawn
mj-calc-after-kong-discard = a replacement tile after a kong is drawn by the winner: choose self-drawn, not a seat that threw the tile
mj-calc-robbed-after-kong = a robbed tile is not a replacement tile: a win cannot be both
mj-calc-after-kong-without-kong = a replacement tile is drawn after a kong: lay the kong out among the melds
mj-calc-flowers-only = a win on flowers alone comes with the seventh or eighth flower drawn: it is self-drawn, with no discard, robbed kong or replacement tile
mj-calc-kong-on-kong = kong-sjong-kong is a win with the replacement tile after a second kong in a row: tick the replacement tile too, and lay out at least two kongs

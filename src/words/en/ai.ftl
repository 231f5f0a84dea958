# The computer players (src/ai): their level, and their reasons for their moves, which a
# game keeps and the log, the guide and the hints show in brackets after the move.
ai-unknown-level = unknown AI level "{ $level }": choose beginner, normal or strong

# The pair games' normal player (src/ai/simple.rs); $tile and $mate are dominoes (6-3)
ai-pair-took = took { $tile }: it pairs with { $mate } in my hand
ai-pair-drew = drew a tile: the last discard pairs with nothing I hold
ai-pair-passed = let the discard go: it completes no pair for me
ai-pair-threw-all-out = threw { $tile }: all its mates are already out
ai-pair-threw-unseen = threw { $tile }: only { $n } of its mates are still unseen
ai-pair-threw-all-paired = threw { $tile }: every tile I hold has a partner

# K'ap's normal player (src/ai/simple_kap.rs): $short is what the hand lacks
# (ai-kap-tiles), $n how many unseen tiles would help it
ai-kap-tiles =
    { $n ->
        [one] { $n } tile
     *[other] { $n } tiles
    }
ai-kap-picked-up-complete = picked up { $tile }: it completes my hand
ai-kap-picked-up-one-short =
    { $n ->
        [one] picked up { $tile }: with it my hand lacks { $short }, and { $n } tile I have not seen would complete it
     *[other] picked up { $tile }: with it my hand lacks { $short }, and { $n } tiles I have not seen would complete it
    }
ai-kap-picked-up =
    { $n ->
        [one] picked up { $tile }: with it my hand lacks { $short }, and { $n } tile I have not seen would bring it closer
     *[other] picked up { $tile }: with it my hand lacks { $short }, and { $n } tiles I have not seen would bring it closer
    }
ai-kap-drew-one-short = drew from the wall: no face-up tile completes my hand
ai-kap-drew = drew from the wall: no face-up tile would bring my hand closer (it lacks { $short })
ai-kap-threw-one-short =
    { $n ->
        [one] threw { $tile }: without it my hand lacks { $short }, and { $n } tile I have not seen would complete it
     *[other] threw { $tile }: without it my hand lacks { $short }, and { $n } tiles I have not seen would complete it
    }
ai-kap-threw =
    { $n ->
        [one] threw { $tile }: without it my hand lacks { $short }, and { $n } tile I have not seen would bring it closer
     *[other] threw { $tile }: without it my hand lacks { $short }, and { $n } tiles I have not seen would bring it closer
    }

# Matjok's normal player (src/ai/simple_matjok.rs). A hand's distance to win ($distance,
# $before, $after): complete, ready (one tile from winning: tenpai), or $count (2 or
# more) useful tiles from ready. $tile is a mahjong tile.
ai-distance-complete = complete
ai-distance-ready = ready (one tile from winning)
ai-distance-one = one useful tile from ready
ai-distance-many = { $count } useful tiles from ready
ai-matjok-tjok = declared tjok: the hand is complete
ai-matjok-threw = threw { $tile }: what is left is { $distance }
ai-matjok-kong = declared a kong of { $tile }: it keeps the hand { $distance } and scores
ai-matjok-passed = let the tile go: claiming it would not bring my hand ({ $distance }) closer
ai-matjok-claimed = claimed the discard: the hand goes from { $before } to { $after }
# the strong player's throw (src/ai/search.rs), by looking one draw ahead; $n unseen tiles
ai-matjok-lookahead-complete = threw { $tile }: what is left is { $distance }, and { $n } unseen tiles would complete it (no throw that keeps the hand as close leaves more)
ai-matjok-lookahead-closer = threw { $tile }: what is left is { $distance }, and { $n } unseen tiles would bring it closer (no throw that keeps the hand as close leaves more)
# The strong player folds (src/ai/search.rs): $kept the tile it would have thrown, $seat the seat it fears.
ai-matjok-fold =
    threw { $tile } and kept { $kept }: { $seat ->
        [you] you look close to winning, and my hand is too far from it to risk feeding yours
     *[other] { $seat } looks close to winning, and my hand is too far from it to risk feeding theirs
    }
ai-matjok-safer =
    { $n ->
        [one] threw { $tile }: what is left is { $distance }, and { $n } unseen tile would bring it closer, nearly as many as throwing { $kept } leaves, and { $seat ->
            [you] you are
         *[other] { $seat } is
        } less likely to win on it
     *[other] threw { $tile }: what is left is { $distance }, and { $n } unseen tiles would bring it closer, nearly as many as throwing { $kept } leaves, and { $seat ->
            [you] you are
         *[other] { $seat } is
        } less likely to win on it
    }

# The strong player (src/ai/search.rs): $n imagined deals, $moves moves tried (2 or
# more), $action the move chosen as the game words a move ("throw 6-3"), $percent a
# whole number
ai-strong-searched = imagined { $n } deals of the hidden tiles and played each to the end for { $moves } moves: to { $action } came out best ({ $percent }% of the best result)
# The same in a game played for points (Matjok): $points the mean points of the imagined rounds, a whole number, maybe negative
ai-strong-searched-points = imagined { $n } deals of the hidden tiles and played each to the end for { $moves } moves: to { $action } came out best ({ $points } points a round on average)
ai-strong-one-move = only one move made sense
# the beginner's mistake: a random throw, or letting a useful tile go
ai-hunch = went with a hunch

# The Matjok points calculator's questions (src/points.rs), wrong ones: the score widget
# shows these with a capital first letter. $what is one of the three seat labels below or
# the word jongh; $value and $tile are what was written.
ai-points-not-a-seat = { $what } is a seat from 0 to 3 (East, South, West, North), not "{ $value }"
ai-points-winner-seat = the winner's seat
ai-points-thrower-seat = the seat that threw the winning tile
ai-points-prevailing-wind = the prevailing wind
ai-points-jongh-is-east = jongh is East (seat 0): the seats are named by their winds, and jongh sits East (glossary: "jongh | East"); name the winner and the thrower by their winds
ai-points-flowers-apart = put the flowers in their own field, not among the tiles
ai-points-not-a-flower = { $tile } is not a flower: flowers are 1f to 8f
ai-points-one-winning-tile = the winning tile is one tile, not "{ $tile }"

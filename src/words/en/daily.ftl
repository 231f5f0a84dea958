# The deal of the day (src/play/daily.rs): the result a player shares, which names no tile

daily-share-head = Jjak { $game } · day { $number }
daily-share-points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

# The deals of the day's page (src/ui/pages/daily.rs) and the end of a day's match
daily-title = Deals of the day
daily-lead = Day { $number } ({ $date }, UTC): everyone who plays today gets the same tiles and the same computer opponents, who decide the same way. A new deal comes at midnight UTC.
daily-replaces-game = Starting a deal of the day ends the game in progress.
daily-table =
    { $n ->
        [one] { $n } player: you.
       *[other] { $n } players: you and normal computers.
    }
daily-go-on = Go on with today's deal
daily-go-on-yesterday = Go on with yesterday's deal
daily-left = You began this deal and left it before the end: a deal of the day is played once.
daily-play = Play today's { $game }
daily-streak =
    { $days ->
        [0] No streak yet.
        [one] Streak: { $days } day.
       *[other] Streak: { $days } days in a row.
    }
daily-yesterday-result =
    { $points ->
        [one] Yesterday: { $squares }, { $points } point.
       *[other] Yesterday: { $squares }, { $points } points.
    }
daily-review-yesterday = Replay and review yesterday's deal
daily-catch-up = Play yesterday's deal (not counted in the streak)
daily-share-label = Your result, to share
daily-copy = Copy the result
daily-copied = Copied.
daily-copy-by-hand = This browser did not let the page copy: select the lines above and copy them.
daily-all-deals = All the deals of the day

# The deal of the day (src/play/daily.rs): the result a player shares, which names no tile

daily-share-head = Jjak { $game } · day { $number }
daily-share-points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

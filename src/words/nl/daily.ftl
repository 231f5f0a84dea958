# De deal van de dag (src/play/daily.rs): de uitslag die een speler deelt, zonder stenen

daily-share-head = Jjak { $game } · dag { $number }
daily-share-points =
    { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }

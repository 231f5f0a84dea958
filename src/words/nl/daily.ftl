# De deal van de dag (src/play/daily.rs): de uitslag die een speler deelt, zonder stenen

daily-share-head = Jjak { $game } · dag { $number }
daily-share-points =
    { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }

# De pagina met de deals van de dag (src/ui/pages/daily.rs) en het einde van een dagpartij
daily-title = Deals van de dag
daily-lead = Dag { $number } ({ $date }, UTC): iedereen die vandaag speelt, krijgt dezelfde stenen en dezelfde computertegenstanders, die op dezelfde manier beslissen. Om middernacht UTC komt er een nieuwe deal.
daily-replaces-game = Een deal van de dag beginnen beëindigt het lopende spel.
daily-table =
    { $n ->
        [one] { $n } speler: jij.
       *[other] { $n } spelers: jij en normale computers.
    }
daily-go-on = Verder met de deal van vandaag
daily-go-on-yesterday = Verder met de deal van gisteren
daily-play = Speel de { $game } van vandaag
daily-streak =
    { $days ->
        [0] Nog geen reeks.
        [one] Reeks: { $days } dag.
       *[other] Reeks: { $days } dagen op rij.
    }
daily-yesterday-result =
    { $points ->
        [one] Gisteren: { $squares }, { $points } punt.
       *[other] Gisteren: { $squares }, { $points } punten.
    }
daily-review-yesterday = De deal van gisteren naspelen en bespreken
daily-catch-up = Speel de deal van gisteren (telt niet mee voor de reeks)
daily-share-label = Je uitslag, om te delen
daily-copy = Kopieer de uitslag
daily-copied = Gekopieerd.
daily-copy-by-hand = Deze browser liet de pagina niet kopiëren: selecteer de regels hierboven en kopieer ze.
daily-all-deals = Alle deals van de dag

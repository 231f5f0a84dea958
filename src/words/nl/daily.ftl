# De partij van de dag (src/play/daily.rs): de uitslag die een speler deelt, zonder stenen

daily-share-head = Jjak { $game } · dag { $number }
daily-share-points =
    { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }

# De pagina met de partijen van de dag (src/ui/pages/daily.rs) en het einde van een dagpartij
daily-title = Partijen van de dag
daily-lead = Dag { $number } ({ $date }, UTC): iedereen die vandaag speelt, krijgt dezelfde stenen en dezelfde computertegenstanders, die op dezelfde manier beslissen. Om middernacht UTC komt er een nieuwe partij.
daily-replaces-game = Als je een partij van de dag begint, eindigt het lopende spel.
daily-table =
    { $n ->
        [one] { $n } speler: jij.
       *[other] { $n } spelers: jij en normale computers.
    }
daily-go-on = Verder met de partij van vandaag
daily-go-on-yesterday = Verder met de partij van gisteren
daily-left = Je bent aan deze partij begonnen en hebt haar niet uitgespeeld: een partij van de dag speel je één keer.
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
daily-review-yesterday = Partij van gisteren terugkijken en analyseren
daily-catch-up = Speel de partij van gisteren (telt niet mee voor de reeks)
daily-share-label = Je uitslag, om te delen
daily-copy = Uitslag kopiëren
daily-copied = Gekopieerd.
daily-copy-by-hand = Deze browser liet de pagina niet kopiëren: selecteer de regels hierboven en kopieer ze zelf.
daily-all-deals = Alle partijen van de dag

# De computerspelers (src/ai): hun niveau, en hun reden voor elke zet. Een spel bewaart de
# redenen; het verslag, de gids en de tips tonen ze tussen haakjes na de zet. Geen
# onderwerp, verleden tijd, zoals een aantekening ("legde 6-3 af: ...").
ai-unknown-level = onbekend computerniveau "{ $level }": kies beginner, normal (normaal) of strong (sterk)

# De normale speler van de paarspellen (src/ai/simple.rs); $tile en $mate zijn
# dominostenen (6-3)
ai-pair-took = nam { $tile }: die vormt een paar met { $mate } in mijn hand
ai-pair-drew = pakte een steen: de laatst afgelegde steen vormt met geen enkele steen in mijn hand een paar
ai-pair-passed = liet de afgelegde steen liggen: hij maakt voor mij geen paar compleet
ai-pair-threw-all-out = legde { $tile } af: al zijn partners zijn al gezien
ai-pair-threw-unseen =
    { $n ->
        [one] legde { $tile } af: nog maar { $n } van zijn partners is ongezien
     *[other] legde { $tile } af: nog maar { $n } van zijn partners zijn ongezien
    }
ai-pair-threw-all-paired = legde { $tile } af: elke steen in mijn hand heeft een partner

# De normale speler van K'ap (src/ai/simple_kap.rs): $short is wat de hand mist
# (ai-kap-tiles), $n hoeveel ongeziene stenen hem zouden helpen
ai-kap-tiles =
    { $n ->
        [one] { $n } steen
     *[other] { $n } stenen
    }
ai-kap-picked-up-complete = pakte { $tile } op: die maakt mijn hand compleet
ai-kap-picked-up-one-short =
    { $n ->
        [one] pakte { $tile } op: daarmee mist mijn hand nog { $short }, en { $n } steen die ik nog niet heb gezien zou hem compleet maken
     *[other] pakte { $tile } op: daarmee mist mijn hand nog { $short }, en { $n } stenen die ik nog niet heb gezien zouden hem compleet maken
    }
ai-kap-picked-up =
    { $n ->
        [one] pakte { $tile } op: daarmee mist mijn hand nog { $short }, en { $n } steen die ik nog niet heb gezien zou hem dichterbij brengen
     *[other] pakte { $tile } op: daarmee mist mijn hand nog { $short }, en { $n } stenen die ik nog niet heb gezien zouden hem dichterbij brengen
    }
ai-kap-drew-one-short = pakte een steen van de muur: geen open steen maakt mijn hand compleet
ai-kap-drew = pakte een steen van de muur: geen open steen zou mijn hand dichterbij brengen (hij mist nog { $short })
ai-kap-threw-one-short =
    { $n ->
        [one] legde { $tile } af: zonder die steen mist mijn hand nog { $short }, en { $n } steen die ik nog niet heb gezien zou hem compleet maken
     *[other] legde { $tile } af: zonder die steen mist mijn hand nog { $short }, en { $n } stenen die ik nog niet heb gezien zouden hem compleet maken
    }
ai-kap-threw =
    { $n ->
        [one] legde { $tile } af: zonder die steen mist mijn hand nog { $short }, en { $n } steen die ik nog niet heb gezien zou hem dichterbij brengen
     *[other] legde { $tile } af: zonder die steen mist mijn hand nog { $short }, en { $n } stenen die ik nog niet heb gezien zouden hem dichterbij brengen
    }

# De normale speler van Matjok (src/ai/simple_matjok.rs). Hoe ver een hand van winst is
# ($distance, $before, $after): compleet, staan (nog één steen tot de winst: tenpai), of
# $count (2 of meer) nuttige stenen van staan af. $tile is een mahjongsteen.
ai-distance-complete = compleet
ai-distance-ready = staan (nog één steen tot de winst)
ai-distance-one = één nuttige steen van staan af
ai-distance-many = { $count } nuttige stenen van staan af
ai-matjok-tjok = riep tjok: de hand is compleet
ai-matjok-threw = legde { $tile } af: wat overblijft is { $distance }
ai-matjok-kong = meldde een kong van { $tile }: de hand blijft { $distance }, en de kong levert punten op
ai-matjok-passed = liet de steen liggen: claimen zou mijn hand ({ $distance }) niet dichterbij brengen
ai-matjok-claimed = claimde de afgelegde steen: de hand gaat van { $before } naar { $after }
# de worp van de sterke speler (src/ai/search.rs), die één pakbeurt vooruit kijkt; $n ongeziene stenen
ai-matjok-lookahead-complete =
    { $n ->
        [one] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene steen zou de hand compleet maken (van de stenen die de hand even dichtbij houden, laat geen andere er meer over)
     *[other] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene stenen zouden de hand compleet maken (van de stenen die de hand even dichtbij houden, laat geen andere er meer over)
    }
ai-matjok-lookahead-closer =
    { $n ->
        [one] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene steen zou de hand dichterbij brengen (van de stenen die de hand even dichtbij houden, laat geen andere er meer over)
     *[other] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene stenen zouden de hand dichterbij brengen (van de stenen die de hand even dichtbij houden, laat geen andere er meer over)
    }
# De sterke speler speelt verdedigend (src/ai/search.rs): $kept de steen die hij anders had afgelegd, $seat de plaats die hij vreest.
ai-matjok-fold =
    legde { $tile } af en hield { $kept }: { $seat ->
        [you] jij
     *[other] { $seat }
    } lijkt dicht bij de winst, en mijn hand is nog te ver weg om het risico te lopen een winnende steen af te leggen
ai-matjok-safer =
    { $n ->
        [one] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene steen zou de hand dichterbij brengen, bijna evenveel als na het afleggen van { $kept }, en de kans dat { $seat ->
            [you] jij
         *[other] { $seat }
        } ermee wint is kleiner
     *[other] legde { $tile } af: wat overblijft is { $distance }, en { $n } ongeziene stenen zouden de hand dichterbij brengen, bijna evenveel als na het afleggen van { $kept }, en de kans dat { $seat ->
            [you] jij
         *[other] { $seat }
        } ermee wint is kleiner
    }

# De sterke speler (src/ai/search.rs): $n bedachte verdelingen, $moves vergeleken zetten
# (2 of meer), $action de gekozen zet zoals het spel een zet noemt ("6-3 afleggen"),
# $percent een heel getal
ai-strong-searched =
    { $n ->
        [one] bedacht { $n } verdeling van de verborgen stenen en speelde die voor elk van de { $moves } zetten tot het eind uit: { $action } kwam er het best uit ({ $percent }% van het beste resultaat)
     *[other] bedacht { $n } verdelingen van de verborgen stenen en speelde elke verdeling voor elk van de { $moves } zetten tot het eind uit: { $action } kwam er het best uit ({ $percent }% van het beste resultaat)
    }
# Hetzelfde in een spel om punten (Matjok): $points de gemiddelde punten van de bedachte rondes, een heel getal, soms negatief
ai-strong-searched-points =
    { $n ->
        [one] bedacht { $n } verdeling van de verborgen stenen en speelde die voor elk van de { $moves } zetten tot het eind uit: { $action } kwam er het best uit (gemiddeld { $points } punten per ronde)
     *[other] bedacht { $n } verdelingen van de verborgen stenen en speelde elke verdeling voor elk van de { $moves } zetten tot het eind uit: { $action } kwam er het best uit (gemiddeld { $points } punten per ronde)
    }
ai-strong-one-move = maar één zet was zinvol
# de fout van de beginner: een willekeurige steen afleggen, of een nuttige steen laten liggen
ai-hunch = ging op mijn gevoel af

# Verkeerde vragen aan de puntenteller van Matjok (src/points.rs); de scorewidget zet er
# een hoofdletter voor. $what is een van de drie plaatsen hieronder of het woord jongh;
# $value en $tile zijn wat er stond.
ai-points-not-a-seat = { $what } is een plaats van 0 tot en met 3 (Oost, Zuid, West, Noord), niet "{ $value }"
ai-points-winner-seat = de plaats van de winnaar
ai-points-thrower-seat = de plaats die de winnende steen aflegde
ai-points-prevailing-wind = de wind van de ronde
ai-points-jongh-is-east = jongh is Oost (plaats 0): de plaatsen heten naar hun wind, en jongh zit op Oost (woordenlijst: "jongh | Oost"); geef de winnaar en wie de winnende steen aflegde aan met hun wind
ai-points-flowers-apart = zet de bloemen in hun eigen veld, niet tussen de stenen
ai-points-not-a-flower = { $tile } is geen bloem: bloemen zijn 1f tot en met 8f
ai-points-one-winning-tile = de winnende steen is één steen, niet "{ $tile }"

# Een spel spelen (src/play): de tafel, de gids, het formulier voor een nieuw spel, opslaan, spelverslagen.

# Namen (words.rs, session.rs)
play-you = Jij
play-computer-name = Computer { $seat }
play-seat = Plaats { $seat }

# De tafel (table.rs)
play-dealt = Stenen verdeeld: { $counts }.
play-idle-not-a-throw = Deze steen mag je nu niet afleggen
play-idle-take-first = Nog niet: pak eerst een steen (zie de zetten hieronder)
play-idle-not-your-turn =
    Niet jouw beurt: { $name ->
        [you] de speler "Jij"
     *[other] { $name }
    } is aan zet
play-idle-claim-or-pass = Je kunt nu alleen claimen of passen
play-idle-nothing = Nu valt er niets te spelen
play-draw-this-tile = deze omgekeerde steen pakken
play-lot-drawn =
    { $name ->
        [you] jij
     *[other] { $name }
    } trok { $tile }
play-lots = Loten wie begint: { $draws }.
play-first-player =
    Begint: { $name ->
        [you] jij
     *[other] { $name }
    } ({ $reason }).
play-dice-thrown =
    Dobbelstenen gegooid door { $thrower ->
        [you] jou
     *[other] { $thrower }
    }: { $dice } = { $total }. Begint: { $first ->
        [you] jij
     *[other] { $first }
    }.
play-four = vier
play-five = vijf
play-wall-built = De muur: { $tiles } stenen in stapels van { $high }.
play-wall-one-moved = De bovenste steen van de derde stapel vanaf het eind ging naar het andere eind: één stapel van { $low } tussen stapels van { $high }.
play-wall-moved = De bovenste stenen van { $moved } stapels, de derde vanaf het eind en daarna om de andere, gingen naar het andere eind: een zaagtand van stapels van { $high } en { $low }.
play-wall-reserve =
    { $n ->
        [one] { $n } omgekeerde steen in de voorraad
     *[other] { $n } omgekeerde stenen in de voorraad
    }
play-wall-stacks =
    { $n ->
        [one] { $n } steen in de muur (stapels: { $stacks })
     *[other] { $n } stenen in de muur (stapels: { $stacks })
    }
play-wall-mahjong =
    { $n ->
        [one] { $n } steen om te pakken, { $dead } in de bloemen- of kongmuur
     *[other] { $n } stenen om te pakken, { $dead } in de bloemen- of kongmuur
    }
play-wind-east = Oost
play-wind-south = Zuid
play-wind-west = West
play-wind-north = Noord
play-jongh =
    { $name ->
        [you] Jij bent
     *[other] { $name } is
    } jongh (Oost).
play-jongh-wind =
    { $name ->
        [you] Jij bent
     *[other] { $name } is
    } jongh (Oost); de wind van de ronde is { $wind }.
play-wall-broken =
    { $n ->
        [one] De dobbelstenen gaven { $a } + { $b } + { $c } = { $total }: { $name ->
            [you] jouw muur
         *[other] de muur van { $name }
        } werd na { $n } stapel geopend, en daar begon het verdelen.
     *[other] De dobbelstenen gaven { $a } + { $b } + { $c } = { $total }: { $name ->
            [you] jouw muur
         *[other] de muur van { $name }
        } werd na { $n } stapels geopend, en daar begon het verdelen.
    }

# Een zet verteld (told.rs): $who is een speler, $tile een steen
play-told-drew = { $who } pakte { $tile }
play-told-drew-face-down = { $who } pakte een omgekeerde steen
play-told-took-discard = { $who } nam de afgelegde steen { $tile }
play-told-laid-pair = { $who } legde { $a } en { $b } neer
play-told-threw = { $who } legde { $tile } af
play-told-reshuffled = De afgelegde stenen werden geschud tot een nieuwe voorraad van { $tiles } stenen
play-told-round-over = De ronde is voorbij
play-told-picked-up = { $who } pakte { $tile } op
play-told-drew-from-wall = { $who } pakte { $tile } van de muur
play-told-drew-hidden-from-wall = { $who } pakte een steen van de muur
play-told-put-face-up = { $who } legde { $tile } open
play-told-claimed-to-win = { $who } claimde { $tile } om te winnen
play-told-claimed-kong = { $who } claimde { $tile } voor een kong
play-told-claimed-poeng = { $who } claimde { $tile } voor een poeng
play-told-claimed-straight = { $who } claimde { $tile } voor een straat
play-told-drew-replacement = { $who } pakte een vervangende steen
play-told-drew-a-tile = { $who } pakte een steen
play-told-flower = { $who } legde de bloem { $tile } open
play-told-closed-kong = { $who } legde een dichte kong van { $tile } neer
play-told-open-kong = { $who } maakte een open kong van { $tile }
play-told-robbed =
    { $who } roofde { $tile } van { $from ->
        [you] jou
     *[other] { $from }
    }

# De gids en de tips (guide.rs, hints.rs)
play-or = of
play-guide-pick-up = { $tiles } van de open stenen oppakken
play-guide-throw-only = je enige steen afleggen die weg mag
play-guide-throw-one = een van je stenen afleggen (klik erop in je hand)
play-guide = Gids
play-hint = Tip
play-guide-the-goal = Het doel:
play-guide-just-now = Zojuist:
play-guide-chose = { $name } koos: { $action }
play-guide-your-move = Jouw zet:
play-guide-you-may = je kunt { $choices }.
play-guide-now = Nu:
play-guide-the-hint = De tip:
play-guide-hint = { $action } ({ $reason }). Je ziet hem aan de gestippelde ring.
play-guide-legend = Het getal onder elk van je stenen telt de { $what }: stenen die erbij zouden passen en nog kunnen komen.
play-unseen-copies = ongeziene exemplaren
play-unseen-mates = ongeziene partners

# De stand en de gespeelde spellen (markup.rs)
play-standings-round = Ronde
play-history-rounds =
    { $n ->
        [one] { $n } ronde
     *[other] { $n } rondes
    }
play-history-replay = Terugkijken
play-history-replay-label = Spel { $number } terugkijken: { $game }
play-history-download = Downloaden
play-history-download-label = Het spelverslag van spel { $number } downloaden: { $game }

# Het formulier voor een nieuw spel (setup_form.rs)
play-value-auto = hangt af van het aantal spelers
play-value-none = geen limiet
play-value-on = Aan
play-value-off = Uit
play-value-standard = Standaard
play-value-culin-alternate = Culins indeling
play-value-by-match = Afhankelijk van de partij
play-value-stakes = Inzetten
play-value-points-match = Partij op punten
play-value-double-six = Dubbele zes
play-value-double-nine = Dubbele negen
play-value-double-twelve = Dubbele twaalf
play-value-any-ten-or-twenty = Elke tien of twintig
play-value-culin-table = Tabel van Culin
play-value-any = Elke
play-value-last = Alleen de laatste
play-value-man-kong = Man Kong
play-value-sie-van = Sie Van
play-setup-link-not-used = Sommige instellingen in de link zijn niet gebruikt: { $problems }
play-setup-option-range = { $name } moet een getal van { $lo } tot en met { $hi } zijn.
play-setup-option-value = { $name } kan niet "{ $value }" zijn.
play-setup-seed-error = De seed moet een geheel getal zijn, of leeg blijven.
play-setup-new-game = Nieuw spel
play-setup-game = Spel
play-setup-rules = Regels
play-setup-deal = Verdeling
play-setup-seed = Seed (startgetal, optioneel, om een verdeling opnieuw te spelen of te delen)
play-setup-players = Spelers
play-setup-number-of-players = Aantal spelers
play-setup-seat-name = Naam van plaats { $seat }
play-setup-seat-player = Wie speelt plaats { $seat }
play-setup-human = Mens
play-setup-computer-beginner = Computer (beginner)
play-setup-computer-normal = Computer (normaal)
play-setup-computer-strong = Computer (sterk)
play-setup-friend = Een vriend op een ander apparaat
play-setup-friends-need-you = Een spel met vrienden op andere apparaten heeft precies één speler op dit apparaat nodig: jij, de gastheer.
# Wat elk niveau betekent, onder de plaatsen (src/play/setup_form.rs), uit de cijfers van het lab
# (src/ai/measured.rs). $n, $strong, $normal: hele getallen op 100.
play-levels = Wat de niveaus van de computer betekenen
play-level-beginner = Beginner speelt zoals Normaal, met de fouten van een beginner: Normaal wint ongeveer { $n } van 100 beslechte rondes ertegen.
play-level-normal = Normaal speelt de eigen hand degelijk: elke zet brengt de hand zo dicht mogelijk bij winst.
play-level-strong = Sterk stelt zich de verborgen stenen voor en speelt elke keuze tot het eind uit: Sterk wint ongeveer { $n } van 100 beslechte rondes tegen Normaal.
play-level-strong-points = Tegen Normaal haalt Sterk gemiddeld { $mean } punten per ronde, met een marge van { $margin }.
play-level-strong-defends = Sterk let ook op gevaar: in 100 rondes legt Sterk ongeveer { $strong } keer de steen af waarmee een ander wint, Normaal ongeveer { $normal } keer.
play-setup-rule-set = Regelset
play-setup-named-rule-sets = Regelsets met een naam
play-setup-usually = (meestal: { $value })
play-setup-guided = Een spel met gids: als je het start, gaat de gids aan (Hulp: Help me).
play-setup-start = Start het spel
play-setup-link = Link naar deze opzet:

# De parameters van een link (setup_url.rs)
play-url-repeated = De parameter "{ $name }" staat er meer dan eens in; de eerste wordt gebruikt.
play-url-no-game = Er is geen spel "{ $value }"; de spellen zijn { $games }.
play-url-no-preset = { $game } heeft geen regelset "{ $preset }"; de regelsets zijn { $presets }.
play-url-players = { $game } wordt gespeeld door { $lo } tot en met { $hi } spelers, niet door "{ $value }".
play-url-seed = De seed moet een geheel getal zijn, niet "{ $value }".
play-url-guide = De gids is "on" of "off", niet "{ $value }".
play-url-level = Het niveau van de computerspelers: { $why }.

# Instellingen, opslaan en bewaarde spellen (save.rs)
play-pace-instant = Direct
play-pace-fast = Snel
play-pace-normal = Normaal
play-pace-slow = Langzaam
play-thinking-half-second = Een halve seconde
play-thinking-one-second = 1 seconde
play-thinking-two-seconds = 2 seconden
play-thinking-five-seconds = 5 seconden
play-theme-system = Zoals het systeem
play-theme-light = Licht
play-theme-dark = Donker
play-help-off = Geen
play-help-hints = Tips
play-help-guide = Help me
play-kept-too-many-moves = Het gegeven spel heeft { $moves } zetten; een spelverslag mag er hoogstens { $max } hebben.
play-kept-version = Het gegeven spel is van versie { $version }, die deze versie van Jjak niet leest.
play-kept-move = Stap { $number } ("{ $word }") is geen SEAT: MOVE en geen -.
play-kept-budget = Het gegeven spel laat de sterke computer { $budget } verdelingen per zet doordenken; hoogstens { $max }.
play-kept-step = Stap { $number } ("{ $word }") is geen SEAT.CHOICE en geen -.
play-kept-too-long = Het gegeven spel is { $bytes } bytes lang; er wordt hoogstens 4 MB gelezen.
play-kept-unreadable = Het gegeven spel kan niet worden gelezen: { $why }.
play-load-corrupt = het opgeslagen spel is beschadigd en kan niet worden gelezen ({ $why })
play-load-newer = het opgeslagen spel is geschreven door een nieuwere versie van Jjak (opslagformaat { $format }; deze versie leest formaat 1 tot en met { $current })
play-load-no-format = geen opslagformaat { $format }
play-load-no-format-number = geen nummer van het opslagformaat
play-left-out-history = de geschiedenis
play-left-out-history-entry = item { $number } van de geschiedenis
play-left-out-game = het lopende spel
play-left-out-daily = uitslag { $number } van de partijen van de dag
play-left-out-drill = de oefening { $drill }
play-practice-would-lose = je oefenresultaten konden niet helemaal worden gelezen en er is geen ruimte om er een kopie van te bewaren, dus ze zijn niet overschreven
play-practice-left-out = een deel van je oefenresultaten kon niet worden gelezen en is weggelaten ({ $parts }); voordat ze weer worden opgeslagen, wordt er een kopie apart bewaard
play-practice-unreadable = je oefenresultaten kunnen niet worden gelezen ({ $why }); voordat ze weer worden opgeslagen, wordt er een kopie apart bewaard
play-practice-newer = je oefenresultaten zijn opgeslagen door een nieuwere versie van Jjak (formaat { $format }); voordat deze versie ze opslaat, wordt er een kopie apart bewaard
play-practice-newer-kept = je oefenresultaten zijn opgeslagen door een nieuwere versie van Jjak (formaat { $format }), dus deze pagina, een oudere versie, overschrijft ze niet; herlaad de pagina om daar verder te gaan
play-storage-blocked = deze browser blokkeert opslag hier, dus het spel kan niet worden opgeslagen
play-storage-full = de opslag van de browser is vol, dus het spel kon niet worden opgeslagen
play-save-conflict = dit spel is in een ander tabblad of venster veranderd; laad de pagina opnieuw om daar verder te gaan
play-save-newer = een nieuwere versie van Jjak heeft hier een spel opgeslagen (opslagformaat { $format }), dus deze pagina, een oudere versie, schrijft er niet overheen; laad de pagina opnieuw om daar verder te gaan
play-save-would-lose = de opgeslagen gegevens die niet gelezen konden worden staan nog in de opslag van deze browser en er is geen ruimte voor een kopie, dus ze worden niet overschreven en er is niets opgeslagen; maak wat opslagruimte vrij voor deze site om weer op te slaan

# Fouten bij een spel (session.rs, replay.rs)
play-restore-step = opgeslagen stap { $index } is geen geldige zet volgens de regels van deze versie (de regels zijn misschien veranderd sinds hij gespeeld werd, of de opslag is beschadigd): { $error }
play-restore-format = het opgeslagen spel heeft een vorm die deze versie niet leest ({ $why })
play-restore-no-move-number = plaats { $seat } heeft geen zet nummer { $number }
play-restore-cannot = plaats { $seat } kan hier niet "{ $words }"
play-error-not-human = plaats { $seat } wordt door de computer gespeeld
play-error-no-computer = er is geen computerspeler aan zet
play-error-stale = het spel veranderde terwijl de computer nadacht
play-error-worker = de beslissing van de computer kon niet worden verstuurd: { $why }
play-not-this-players-turn = deze speler is niet aan de beurt

# De opdrachten voor de computer (remote.rs)
play-remote-unread = de opdracht voor de computer kon niet worden gelezen ({ $why })
play-remote-not-to-move = plaats { $seat } is in de opdracht niet aan zet
play-remote-not-legal = de zet "{ $notation }" hoort niet bij de geldige zetten ({ $moves })
play-remote-unwritten = de beslissing kon niet worden geschreven ({ $why })
play-remote-no-decision = er wordt geen beslissing genomen

# Spelverslagen (record.rs); de notatie ("2: throw 5p") blijft zoals verslagen die schrijven
play-record-too-long = Het spelverslag is { $bytes } bytes lang; een spelverslag is hoogstens 4 MB.
play-record-unreadable = Het spelverslag is niet leesbaar op regel { $line }, kolom { $column }: { $why }.
play-record-not-a-record = Dit is geen spelverslag van Jjak (er staat geen "jjak-record"-versie in).
play-record-version = Het spelverslag heeft formaat { $format }; deze versie van Jjak leest formaat 1.
play-record-too-many-moves = Het spelverslag bevat { $moves } zetten; een spelverslag bevat hoogstens 50.000 zetten.
play-record-budget = Het spelverslag laat de sterke computer { $budget } verdelingen per zet doordenken; hoogstens 5.000.
play-record-setup = Met de opzet van het spelverslag kan niet gespeeld worden: { $why }
play-record-unwritten = Ronde { $round }, zet { $number } ("{ $text }") is niet geschreven als SEAT: MOVE ("2: throw 5p").
play-record-illegal = Ronde { $round }, zet { $number } ("{ $text }") kan niet gespeeld worden: { $why }.
play-record-after-the-end = Ronde { $round } heeft zetten nadat hij voorbij was.
play-record-match-over = De partij was voorbij na ronde { $round }, maar het spelverslag gaat verder.
play-record-round-not-over = Na ronde { $round } komt nog een ronde, maar ronde { $round } is niet voorbij.
play-record-no-such-seat = Er is geen plaats { $seat } aan de tafel van dit spelverslag.
play-record-result-differs = Volgens het spelverslag is het resultaat { $said }, maar de zetten geven { $got }.
play-record-result =
    { $n ->
        [one] { $n } ronde geteld, stand { $scores }
     *[other] { $n } rondes geteld, stand { $scores }
    }
play-record-result-over =
    { $n ->
        [one] { $n } ronde geteld, stand { $scores }, de partij voorbij
     *[other] { $n } rondes geteld, stand { $scores }, de partij voorbij
    }
play-record-not-its-turn = plaats { $seat } is niet aan de beurt
play-record-cannot = plaats { $seat } kan dat hier niet doen; de zetten zijn: { $moves }
play-json-at = { $what } op regel { $line }, kolom { $column }
play-json-ends-early = de tekst houdt te vroeg op
play-json-syntax = een syntaxfout
play-json-data = een waarde die ontbreekt of van de verkeerde soort is
play-json-data-named = een waarde die ontbreekt of van de verkeerde soort is ({ $name })

# De tafel, de pagina Terugkijken, instellingen, meldingen, de computerspelers en de
# insluitingen (src/ui/table/*, src/ui/pages/replay.rs, src/ui/play_state.rs,
# src/ui/computer.rs, src/ui/embed.rs, src/ui/settings.rs)

# De tafelpagina (src/ui/table/mod.rs)
tbl-title = Tafel
tbl-no-game = <h1>Er is geen spel bezig</h1><p><a href="play">Begin een nieuw spel</a></p>
tbl-opening = Je spel wordt geopend…
tbl-linked-game = <h1>Een spel met vrienden</h1><p>Het lopende spel speel je met vrienden op andere apparaten: <a href="together">naar de tafel van dat spel</a>.</p>
tbl-pass-device = Geef het apparaat aan { $name }
tbl-look-away = De andere spelers moeten wegkijken zolang de stenen te zien zijn.
tbl-show-my-tiles = Ik ben { $name }: toon mijn stenen
tbl-thinking-on-page = De computerspelers denken op deze pagina na, wat kan haperen: { $why }.
tbl-drawer-toggle = Verslag, tip, instellingen
tbl-waiting-others = Wachten op de andere spelers…
tbl-the-computer = De computer
tbl-thinking = { $name } denkt na…
tbl-thinking-deals =
    { $n ->
        [one] { $name } denkt na… ({ $n } denkbeeldige verdeling tot nu toe)
     *[other] { $name } denkt na… ({ $n } denkbeeldige verdelingen tot nu toe)
    }
tbl-wins-match =
    { $name ->
        [you] Je wint
     *[other] { $name } wint
    } de partij
tbl-tie = Gelijkspel: { $names }
tbl-match-over = { $game }: de partij is voorbij
tbl-play-again = Opnieuw spelen
tbl-new-game = Nieuw spel
tbl-replay-game = Dit spel terugkijken

# De uitslag van de ronde (src/ui/table/board.rs)
tbl-winning-hand =
    { $name ->
        [you] Je winnende hand:
     *[other] Winnende hand van { $name }:
    }
tbl-result = Uitslag
tbl-player = Speler
tbl-this-round = Deze ronde
tbl-score-before = Stand vooraf
tbl-final-result = Bekijk de einduitslag
tbl-next-round = Volgende ronde
tbl-replay-so-far = Tot nu toe terugkijken

# Je hand (src/ui/table/hand.rs)
tbl-hinted = { $label } (de tip)
tbl-your-hand = Je hand
tbl-name-score = { $name }: stand { $score }
tbl-your-tiles = Je stenen (met de pijltjestoetsen ga je van de ene naar de andere)
tbl-choose-throw = Jouw beurt: kies een steen om af te leggen.
tbl-choose-throw-or-move = Jouw beurt: kies een steen om af te leggen, of een zet hieronder.
tbl-pick-up = Jouw beurt: pak een open steen op (klik erop waar hij ligt), of kies een zet hieronder.
# het getal onder elke steen: de tooltip, en wat een schermlezer zegt
tbl-mates-title = { $count } { $what }
tbl-mates-said = { $tile } heeft { $count } { $what }

# De plaatsen (src/ui/table/seats.rs)
tbl-your-discards = Je afgelegde stenen
tbl-discards-of =
    { $name ->
        [you] Je afgelegde stenen
     *[other] Afgelegde stenen van { $name }
    }
tbl-no-discards = Nog geen afgelegde stenen
tbl-latest-discard = De laatst afgelegde steen
tbl-latest-discard-note = (de laatst afgelegde steen)
tbl-in-hand = { $count } in de hand · stand { $score }
tbl-picked-up = Opgepakt en gehouden

# De muur (src/ui/table/wall.rs)
tbl-tiles-to-draw = Stenen om te pakken
tbl-prevailing = Wind van de ronde: { $wind }
tbl-seat-wind-jongh = { $wind }, jongh
tbl-wall-title = De muur; de gestippelde stapels zijn de bloemen- of kongmuur
tbl-draw-face-down = Omgekeerde steen { $number } pakken
tbl-reserve =
    { $n ->
        [one] De omgekeerde voorraad, { $n } steen: kies er een om te pakken
     *[other] De omgekeerde voorraad, { $n } stenen: kies er een om te pakken
    }

# Het zijpaneel (src/ui/table/panel.rs)
tbl-drawer = Verslag, tip en instellingen
tbl-drawer-close = Sluiten
tbl-undo = Laatste zet ongedaan maken
tbl-settings-summary = Instellingen: hulp, tempo van de computerspelers
tbl-how-began = Hoe deze ronde begon
tbl-built-wall = De muur zoals hij werd gebouwd, de eerste stapels links:

# De kopregel (src/ui/table/store.rs)
tbl-hand-number = Ronde { $number }
tbl-round-of = Ronde { $number } van { $rounds }
tbl-to-play =
    Aan de beurt: { $name ->
        [you] jij
     *[other] { $name }
    }
tbl-round-over = De ronde is voorbij
tbl-waiting-claims = Wachten op claims

# Instellingen (src/ui/settings.rs)
tbl-help = Hulp
tbl-computer-moves = Zetten van de computer
tbl-strong-thinks = Denktijd van de sterke computer
tbl-theme = Thema

# Een insluiting die niet getoond kan worden (src/ui/embed.rs)
tbl-embed-no-language = Deze site heeft geen taal “{ $asked }”: getoond in het { $shown }.
tbl-embed-refused = Deze Jjak-insluiting kan niet worden getoond.
# (de zin rond de link: ervoor, de woorden van de link, erna)
tbl-embed-list-before = De lijst met insluitingen en hun parameters staat op
tbl-embed-list-link = de pagina met insluitingen
tbl-embed-list-after = .

# Opslaan en laden (src/ui/play_state.rs)
tbl-kept-as = De gegevens zijn in de opslag van deze browser bewaard als "{ $key }".
tbl-no-room-kept = Er was geen ruimte om een kopie te bewaren, dus de opgeslagen gegevens blijven zoals ze waren en worden pas overschreven als er ruimte is.
tbl-continue-other-tab = Verder in het andere tabblad
tbl-dismiss = Sluiten
tbl-save-upgraded = Het opgeslagen spel is geschreven door een oudere versie van Jjak (opslagformaat { $schema }) en is bijgewerkt.
tbl-save-left-out = Een deel van de opslag kon niet worden gelezen en is weggelaten: { $parts }.
tbl-start-new = Je kunt een nieuw spel beginnen.
tbl-still-play = Je kunt gewoon spelen.
tbl-cannot-continue = Het opgeslagen spel kan niet worden voortgezet: { $error }.
tbl-save-damaged = Het opgeslagen spel is beschadigd en kan niet worden voortgezet ({ $error }).
tbl-storage-full =
    { $n ->
        [one] De opslag van de browser was vol: de zetten van het oudste afgelopen spel zijn gewist om dit spel op te slaan (de scores blijven in de geschiedenis).
     *[other] De opslag van de browser was vol: de zetten van de { $n } oudste afgelopen spellen zijn gewist om dit spel op te slaan (de scores blijven in de geschiedenis).
    }

# De computerspelers (src/ui/computer.rs; redenen na "wat kan haperen:")
tbl-no-app-files = de pagina noemt de bestanden van de app niet
tbl-worker-broke = hij kon niet worden geladen of stopte met een fout
tbl-worker-failed = hun worker werkte niet ({ $why })
tbl-worker-no-decision = hij nam de beslissing niet aan
tbl-worker-not-running = hij draait niet
tbl-answer-not-read = zijn antwoord kon niet worden gelezen ({ $error })

# De pagina Terugkijken (src/ui/pages/replay.rs)
tbl-replay-title = Terugkijken
tbl-link-not-encoded = Het spel in de link is niet gecodeerd zoals een link het codeert.
tbl-no-game-to-replay = Er is geen spel bezig om terug te kijken.
tbl-not-history-number = "{ $value }" is geen nummer van een spel in de geschiedenis.
tbl-history-no-game = De geschiedenis heeft geen spel { $number }.
tbl-not-kept = Dit spel is afgelopen voordat spellen werden bewaard om terug te kijken.
tbl-choose-game = Kies een spel om terug te kijken uit de afgelopen spellen op de pagina voor een nieuw spel, of open hieronder een spelverslag.
tbl-start-of-game = Het begin van het spel.
tbl-step-said = Stap { $step } van { $total }: { $said }
tbl-cannot-replay = Dit spel kan niet worden teruggekeken: { $error }.
tbl-no-seat = Dit spel heeft geen plaats { $seat }.
tbl-record-not-shown = Het spelverslag { $path } kan niet worden getoond: { $error }
tbl-record-missing = Op deze site is er geen spelverslag op { $path }: controleer het adres.
tbl-record-not-loaded = Het spelverslag { $path } kon niet worden geladen ({ $why }): controleer de verbinding en laad opnieuw.
tbl-file-not-read = de browser heeft het bestand niet gelezen
tbl-no-difference = Tot nu toe geen verschil gevonden.
tbl-no-choice = Deze speler had niets te kiezen: er valt niets te analyseren.
tbl-reviewing =
    { $n ->
        [one] { $n } beslissing analyseren…
     *[other] { $n } beslissingen analyseren…
    }
tbl-review-not-started = De analyse kon niet beginnen: { $why }.
tbl-cannot-take-over = Het spel kan hier niet worden overgenomen: { $error }.
tbl-take-over-not-saved = Het spel is niet overgenomen: { $why }. Er is niets veranderd.
tbl-not-downloaded = Het spelverslag kon niet worden gedownload: { $why }.
tbl-not-written = Het spelverslag kon niet worden geschreven: { $error }.
tbl-opened = { $name } geopend.
tbl-cannot-open = { $name } kan niet worden geopend: { $error }
tbl-link-copied = De link is gekopieerd.
tbl-select-link = Selecteer de link en kopieer hem.
tbl-replay-of = Terugkijken: { $title }
tbl-round-start = Begin van de ronde
tbl-back = Terug
tbl-forward = Vooruit
tbl-round-end = Einde van de ronde
tbl-step-of = Stap { $step } van { $total }
tbl-show = Toon
tbl-every-hand = alle handen
tbl-as-seen-by =
    de tafel zoals { $name ->
        [you] jij
     *[other] { $name }
    } hem zag
tbl-played = Gespeeld:
tbl-strong = Sterke computer:
tbl-normal = Normale computer:
tbl-moves = Zetten
tbl-the-deal = De verdeling
tbl-review = Analyse
tbl-review-start = Analyseren
tbl-review-lead = Elke beslissing van één speler naast de keuze van de sterke computer en die van de normale.
tbl-next-difference = Volgend verschil
tbl-keep-share = Bewaren en delen
tbl-download = Spelverslag downloaden
tbl-link-label = Link naar dit spel
tbl-copy-link = Link kopiëren
tbl-on-your-site = Om het op je site te tonen
tbl-play-on = Vanaf hier verderspelen
tbl-as = Als
tbl-take-over = Vanaf hier overnemen
tbl-take-over-hint = Een nieuw spel vanaf deze stand tegen de computers; een spel dat bezig is, wordt in de geschiedenis bewaard.
tbl-open-record = Een spelverslag openen
tbl-record-file = Een spelverslag (JSON-bestand), of sleep er een naar deze pagina
tbl-iframe-title = Een spel Jjak, stap voor stap
tbl-match-over-step = De partij is voorbij
tbl-round-dealt = Ronde { $round } verdeeld
tbl-browser-refused = de browser weigerde het bestand
tbl-no-address = er kwam geen adres voor
tbl-no-link = geen link
tbl-game-gone = het spel is weg
tbl-worker-refused = de worker nam het niet aan
tbl-review-stopped = De analyse is gestopt: { $why }.
tbl-reviewed-so-far = { $done } van { $total } beslissingen geanalyseerd; verschillen tot nu toe: { $differ }…
tbl-reviewed-all = Alle { $total } beslissingen geanalyseerd: de sterke computer had er { $differ } anders gespeeld.

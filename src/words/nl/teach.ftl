# De leerwidgets (src/teach/): de parentabel, de handcontrole, de Matjok-puntencalculator,
# de tabel met varianten, het regellab en de insluitingen.
# De sleutels -golpae, -western en -mahjong verschillen alleen in het Koreaans (telwoorden);
# in het Nederlands zeggen ze hetzelfde.

# Widgets en hun parameters (src/teach/mod.rs, faces.rs)
teach-no-widget = Er is geen widget "{ $name }"; de widgets zijn chart, hand, check, variants en score.
teach-no-tiles = De hand heeft stenen nodig, bijvoorbeeld tiles=6-3 5-4 of tiles=345s678p111z.
teach-custom-rules = eigen regels
teach-matjok-takes-mahjong = Matjok speel je met mahjongstenen: schrijf ze als 345s678p111z.
teach-game-takes-dominoes = { $game } speel je met dominostenen: schrijf ze als 6-3 5-4.

# Aantallen in zinnen
teach-tiles-mahjong =
    { $n ->
        [one] { $n } steen
     *[other] { $n } stenen
    }
teach-kinds =
    { $n ->
        [one] { $n } steen
     *[other] { $n } verschillende stenen
    }

# Woorden die de handcontrole en de puntencalculator delen
teach-take-out = eruit halen
teach-take-back = terugnemen
teach-clear-hand = Hand leegmaken
teach-set-aria = De set: kies een steen om hem toe te voegen

# De parentabel (src/teach/chart.rs)
teach-chart-pairs = Paren van { $game }
teach-chart-combinations = Combinaties van { $game }
teach-chart-help-pairs = Kies een steen (klik erop, of ga erheen met de pijltjestoetsen) om elke steen te zien waarmee hij een paar vormt.
teach-chart-help-combinations = Kies een steen (klik erop, of ga erheen met de pijltjestoetsen) om de combinaties te zien waar hij deel van kan zijn.
teach-chart-tiles-of = De stenen van { $game }
teach-chart-all-pairs = Alle { $n } paren
teach-chart-mate-note = : een partner van de gekozen steen
teach-chart-none-picked = Geen steen gekozen.
teach-chart-pairs-with-none = { $tile } vormt onder deze regels met geen enkele steen een paar.
teach-chart-part-of = { $tile } kan deel zijn van { $n } combinaties:
teach-chart-pairs-with =
    { $n ->
        [one] { $tile } vormt een paar met { $n } steen:
     *[other] { $tile } vormt een paar met { $n } stenen:
    }

# De handcontrole (src/teach/check.rs)
teach-check-too-many-golpae = Een hand van { $game } heeft hier hoogstens { $most } stenen, niet { $n }.
teach-check-too-many-western = Een hand van { $game } heeft hier hoogstens { $most } stenen, niet { $n }.
teach-check-too-many-mahjong = Een hand van { $game } heeft hier hoogstens { $most } stenen, niet { $n }.
teach-check-winning-hand-dot = Een winnende hand.
teach-check-the-eye = Het oog (ngán):
teach-check-winning-size-golpae = Een winnende hand heeft { $n } stenen.
teach-check-winning-size-western = Een winnende hand heeft { $n } stenen.
teach-check-not-winning-yet = Nog geen winnende hand
teach-check-not-winning = Geen winnende hand
teach-check-does-not-group = de stenen vormen geen paren
teach-check-add-more-golpae =
    { $n ->
        [one] Voeg nog { $n } steen toe.
     *[other] Voeg nog { $n } stenen toe.
    }
teach-check-add-more-western =
    { $n ->
        [one] Voeg nog { $n } steen toe.
     *[other] Voeg nog { $n } stenen toe.
    }
teach-check-no-mate = Geen partner in deze hand voor: { $tiles }.
teach-check-flower-win = Winst met bloemen
teach-check-flowers-and-seasons = { $n } bloemen en seizoenen.
teach-check-hand-size = een hand telt 13 stenen, 14 met de steen die je net pakte (bloemen gaan opzij).
teach-check-winning-hand = Een winnende hand
teach-check-four-and-pair = 4 combinaties en het sluitpaar.
teach-check-ready = staan: nog 1 steen tot de winst
teach-check-ready-in-form-only =
    { $n ->
        [one] alleen in vorm staan: elk exemplaar van de steen waarop hij wacht zit al in deze hand, dus echt is hij { $n } nuttige steen van staan af
     *[other] alleen in vorm staan: elk exemplaar van de steen waarop hij wacht zit al in deze hand, dus echt is hij { $n } nuttige stenen van staan af
    }
teach-check-from-ready =
    { $n ->
        [one] { $n } nuttige steen van staan af
     *[other] { $n } nuttige stenen van staan af
    }
teach-check-distance = { $distance } (shanten { $shanten }).
teach-check-wins-on = Wint op ({ $kinds }, { $tiles } niet in deze hand):
teach-check-closer = Stenen die dichterbij brengen ({ $kinds }, { $tiles } niet in deze hand):
teach-check-throw = Leg { $tile } af (daarna shanten { $shanten }); dan komt de hand dichterbij met { $kinds } ({ $tiles } niet in deze hand):
teach-check-title-check = Controleer een hand van { $game }
teach-check-title-shown = Een hand van { $game }
teach-check-hand-aria = De hand (kies een steen om hem eruit te halen)
teach-check-empty = Leeg: voeg stenen toe uit de set hieronder.
teach-check-add-help-golpae = Voeg stenen toe uit de set (hoogstens { $n });
teach-check-add-help-western = Voeg stenen toe uit de set (hoogstens { $n });
teach-check-add-help-mahjong = Voeg stenen toe uit de set (hoogstens { $n });
teach-check-add-tile = { $tile } toevoegen

# De tabel met varianten (src/teach/variants.rs)
teach-variants-head = Regelsets van { $game }
teach-variants-rule-set = Regelset
teach-variants-what-changes = Wat er verandert
teach-variants-link = Link
teach-variants-the-defaults = de standaardwaarden
teach-variants-play-it = Speel ermee
teach-variants-option = Optie
teach-variants-default = Standaard
teach-variants-values = Waarden
teach-variants-what-it-does = Wat het doet
teach-variants-range = { $lo } tot en met { $hi }

# De Matjok-puntencalculator (src/teach/score.rs)
teach-score-not-matjok = De puntencalculator telt Matjok-handen, niet "{ $game }".
teach-score-title = Matjok-puntencalculator
teach-score-winner = De winnaar
teach-score-prevailing = De wind van de ronde
teach-score-self-drawn = Zelf gepakt
teach-score-discard-of = Afgelegd door { $wind }
teach-score-won-on = Gewonnen op
teach-score-after-kong = Op de vervangende steen na een kong
teach-score-kong-on-kong = Na een tweede kong op rij (kong-sjong-kong)
teach-score-robbed = Kong geroofd
teach-score-extras = Extra's
teach-score-east-is-jongh = Oost is jongh: Oost betaalt en ontvangt dubbel.
teach-score-concealed = Dichte stenen (kies er een om hem eruit te halen)
teach-score-no-concealed = Geen dichte stenen.
teach-score-laid-out = Opengelegd: open combinaties en bloemen (kies er een om hem terug te nemen)
teach-score-laying-out =
    { $n ->
        [one] Wordt opengelegd: { $n } steen
     *[other] Wordt opengelegd: { $n } stenen
    }
teach-score-winning-tile = De winnende steen
teach-score-won-on-tile = Gewonnen op { $tile }
teach-score-into = Stenen uit de set gaan naar
teach-score-into-hand = De dichte stenen
teach-score-into-open = Een open combinatie
teach-score-into-closed = Een dichte kong
teach-score-flowers-go = Bloemen gaan altijd naar de bloemen.
teach-score-add = toevoegen
teach-score-item = Onderdeel
teach-score-points = Punten
teach-score-doubles = Verdubbelingen
teach-score-seat = Plaats
teach-score-table-payment = Betaling aan tafel
teach-score-losers-settle = Daarna verrekenen de verliezers hun eigen handen onderling (hier niet meegeteld).
teach-score-open-straight = open straat vanaf { $tile }
teach-score-closed-straight = dichte straat vanaf { $tile }
teach-score-open-poeng = open poeng van { $tile }
teach-score-closed-poeng = dichte poeng van { $tile }
teach-score-open-kong = open kong van { $tile }
teach-score-closed-kong = dichte kong van { $tile }

# De insluitingen (src/teach/embeds.rs). De titel van een frame is de beschrijving tot de
# eerste dubbele punt.
teach-embed-chart = De parentabel van Jjak-mat-chu-gi (de standaardparen van pagat): kies een steen en zie zijn partners.
teach-embed-chart-culin = Dezelfde tabel met Culins indeling van de militaire stenen.
teach-embed-chart-kap = De paren van tien en twintig van K'ap Tái Shap, precies zoals de tabel uit de bron ze geeft.
teach-embed-chart-matjok = Elke Matjok-combinatie waar een steen deel van kan zijn.
teach-embed-hand = Een hand in dominonotatie: de negens van Jjak-mat-chu-gi.
teach-embed-hand-matjok = Een hand in mahjongnotatie (MPSZ), beoordeeld: 4 combinaties en het sluitpaar.
teach-embed-check = Controleer een hand: wie leert, voegt stenen toe en haalt ze weg; bij Matjok zie je de afstand tot de winst en de stenen die helpen.
teach-embed-score = De Matjok-puntencalculator, geopend op het telvoorbeeld uit het regelboek (58 punten, naar boven afgerond op 60): elk onderdeel, het niveau en de betalingen.
teach-embed-variants = De regelsets en opties van een spel, naast elkaar.
teach-embed-replay = Een spel zet voor zet doorlopen: een uitgewerkt voorbeeld uit een spelverslag op je site (docs/records.md).
teach-embed-game = Een heel spel tegen de computer met vaste regels (met een eigen opslag, dus na herladen speel je verder).
teach-embed-daily = De partij van de dag van een spel: die dag dezelfde stenen voor iedereen, met een uitslag om te delen (met een eigen opslag, dus na herladen speel je verder).
teach-embed-drill-pairs = Een oefening: welke stenen een paar vormen, steen voor steen gevraagd tot je het weet; de score blijft in de browser van de lezer.
teach-embed-drill-count = Een oefening: Matjok-handen die in echte spellen gewonnen zijn tellen, met het antwoord van de puntencalculator, post voor post.
teach-embed-twice = De parameter "{ $name }" staat er meer dan één keer; geef hem één keer.
teach-embed-game-once = Geef het spel één keer: record=FILE of game=….
teach-embed-not-a-record = "{ $value }" is geen adres van een spelverslag op deze site (een pad zoals records/example.json).
teach-embed-bad-seat = "seat" is het nummer van een plaats, vanaf 1, niet "{ $value }".
teach-embed-bad-step = "step" is het nummer van een stap, niet "{ $value }".
teach-embed-replay-takes = Terugkijken kent de parameters record, game, seat en step, niet "{ $name }".
teach-embed-replay-needs-game = Terugkijken heeft een spel nodig: record=FILE (een spelverslag op deze site) of game=….
teach-embed-unknown = Er is geen insluiting "{ $name }"; de insluitingen zijn chart, hand, check, variants, score, game en replay.
teach-embed-none = Dit adres noemt geen insluiting; de insluitingen zijn chart, hand, check, variants, score, game en replay (bijvoorbeeld embed/chart?game=matjok).
teach-embeds-lead = Elk van deze kan op een andere site in een iframe: één widget apart, zo groot als de inhoud, zonder de site eromheen. Parameters worden gecontroleerd; een verkeerde geeft een melding in het frame. Plak dit script één keer op een pagina, zodat de frames de hoogte van hun inhoud krijgen:
teach-embeds-parameters = Parameters
teach-embeds-param-game = <code>game</code>: jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap of matjok.
teach-embeds-param-preset = <code>preset</code>: een regelset met een naam, zoals op de regelpagina van het spel; elke regeloptie met haar naam (<code>military=culin-alternate</code>, <code>pickup=last</code>).
teach-embeds-param-tiles = <code>tiles</code>: dominostenen als <code>6-3 5-4</code> (spaties mag je als <code>+</code> schrijven), mahjongstenen als <code>345s678p111z</code>.
teach-embeds-param-caption = <code>caption</code>: een titel voor een hand.
teach-embeds-param-for-game = Voor een spel: <code>players</code>, <code>ai</code> (beginner, normal, strong) en <code>seed</code>.

# Het regellab (src/teach/rule_lab.rs)
teach-lab-bad-games = Het aantal spellen moet een geheel getal van 1 tot en met { $most } zijn, niet "{ $value }".
teach-lab-played = { $done } van { $target } spellen gespeeld
teach-lab-draw-rate = Aandeel remises: { $rate }
teach-lab-drawn = ({ $drawn } van { $rounds } rondes in remise)
teach-lab-mean-length = gemiddelde lengte { $turns } beurten
teach-lab-win-share = Aandeel winst per plaats
teach-lab-seat = Plaats { $n }
teach-lab-share = { $share } ({ $wins } gewonnen)
teach-lab-game-length = Lengte van een ronde
teach-lab-chart-aria = Rondes naar lengte in beurten: { $summary }
teach-lab-bar-title =
    { $n ->
        [one] { $range }: { $n } ronde
     *[other] { $range }: { $n } rondes
    }
teach-lab-turns = { $n } beurten
teach-lab-turns-or-more = { $lo } beurten of meer
teach-lab-turns-range = { $lo }-{ $hi } beurten
teach-lab-rules = Spel en regelset
teach-lab-players = Spelers
teach-lab-computer-level = Niveau van de computer
teach-lab-beginner = Beginner
teach-lab-normal = Normaal
teach-lab-strong = Sterk (langzaam)
teach-lab-games = Spellen
teach-lab-seed = Seed

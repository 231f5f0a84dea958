# De woorden van de regelengine (src/engine/): spellen, opties, regelsets, fouten,
# uitslagen, zetten en namen van stenen. $who, $from: een plaats, door de app als de
# naam van de speler geschreven.

# De spellen (games.rs)
eng-game-jjak = Jjak-mat-chu-gi
eng-game-three-dozen = Three Dozen
eng-game-kap-tai-shap = K'ap Tái Shap
eng-game-kap-shap = K'ap Shap
eng-game-matjok = Matjok
eng-also-jjak = Koreaanse dominostenen; Culins Tjak-ma-tchi-ki, "paren maken"
eng-also-three-dozen = Drie Dozijn: Joe Celko's westerse bewerking van het Koreaanse spel
eng-also-kap-tai-shap = Kim Tái Shap, Ch'i Tái Shap: "veel tientallen maken"
eng-also-kap-shap = K'ím Shap, Shap Tsai: "tientallen maken"
eng-also-matjok = Surinaams mahjong
eng-summary-jjak = Pak een steen uit een verborgen rij Koreaanse dominostenen of neem de laatst afgelegde steen; wie als eerste drie paren neerlegt, wint.
eng-summary-three-dozen = Dezelfde race naar drie paren met een westerse set dubbele zes: opeenvolgende dubbelen, of twee stenen met samen twaalf ogen.
eng-summary-kap-tai-shap = Een favoriet uit de speelhuizen voor maximaal twintig spelers: een oog en vier paren van tien of twintig, uit een zaagtandmuur.
eng-summary-kap-shap = K'ap Tái Shap voor twee met één set: een oog en drie paren van tien of twintig.
eng-summary-matjok = Mahjong zoals het in Suriname gespeeld wordt: vier combinaties en een sluitpaar, met een eigen telling en verrekening.
eng-aim-pairs = Leg als eerste drie paren neer. Elke beurt: neem de laatst afgelegde steen als die een paar vormt met een steen van jou, of pak een steen; leg daarna een steen af.
eng-aim-kap = Maak een hand compleet van één gelijk paar (het oog, ngán) en paren van tien of twintig (4-2 telt drie). Elke beurt: je mag een open steen oppakken, daarna pak je van de muur; leg na elke steen die je krijgt een steen af.
eng-aim-matjok = Maak vier combinaties (straten, poengs of kongs) en een sluitpaar compleet; een straat heet elders een chow. Elke beurt: pak een steen (of claim de afgelegde steen) en leg dan een steen af; claim een afgelegde steen voor een poeng of kong, een straat of de winst.
eng-tiles-chinese-set = één Chinese dominoset (32 stenen)
eng-tiles-double-six = westerse dominostenen, dubbele zes (28 stenen)
eng-tiles-chinese-sets = meerdere Chinese dominosets
eng-tiles-mahjong = mahjongset (144 stenen)
eng-example-jjak = Een winnende hand: een burgerlijk paar, de negens en het opperste paar
eng-example-three-dozen = Een winnende hand: 0-0 met 6-6, en twee paren met samen twaalf ogen
eng-example-kap-tai-shap = Deel van een hand: het oog, een tien en een twintig
eng-example-kap-shap = Deel van een hand: het oog en een tien (de 4-2 telt drie)
eng-example-matjok = Deel van een hand: een straat, een poeng en het sluitpaar
eng-unknown-game = onbekend spel "{ $id }": kies uit jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap, matjok

# Regelopties (options.rs): de naam van de optie, dan de uitleg
eng-opt-military = Paren van de losse militaire stenen
eng-opt-military-about = Hoe de losse militaire stenen paren vormen: met gelijke totalen (6-3 met 5-4 …), of volgens Culins Koreaanse indeling (6-3 met 6-2 …).
eng-opt-final-six-six = 6-6 mag niet het winnende paar zijn (2 of 3 spelers)
eng-opt-final-six-six-about = Met 2 of 3 spelers mag het paar 6-6 niet het derde, winnende paar zijn.
eng-opt-draw-from-end = Alleen van het eind van de voorraad pakken
eng-opt-draw-from-end-about = Pak altijd de laatste steen van de rij in de voorraad, in plaats van een omgekeerde steen naar keuze.
eng-opt-polovinkin = Afgelegde steen buiten de beurt nemen (Polovinkin)
eng-opt-polovinkin-about = Elke speler mag de laatst afgelegde steen buiten de beurt nemen om een paar te maken; het spel gaat verder vanaf wie hem nam.
eng-opt-no-win-on-discard = Niet winnen op een afgelegde steen
eng-opt-no-win-on-discard-about = Het derde paar moet compleet worden met een steen uit de voorraad, nooit met een afgelegde steen.
eng-opt-identical-pair-doubling = Gelijke paren verdubbelen de betaling
eng-opt-identical-pair-doubling-about = De betaling verdubbelt voor elk gelijk (burgerlijk) paar in de winnende hand.
eng-opt-take-any-discard = Afgelegde steen ook nemen als hij geen paar maakt
eng-opt-take-any-discard-about = De vorige afgelegde steen mag ook genomen worden als hij geen paar compleet maakt.
eng-opt-payments = Betalingen
eng-opt-payments-about = Inzetten per ronde (pagat), of 3 punten per tegenstander, waarbij een ronde in remise 1 punt per paar oplevert (onlinedominogames); afhankelijk van de partij: punten in een partij van meerdere rondes, inzetten bij één ronde.
eng-opt-rounds = Rondes per partij
eng-opt-rounds-about-jjak = Rondes in een partij; wie de meeste punten heeft, wint.
eng-opt-rounds-about-three-dozen = Rondes in een partij; wie de meeste inzetten wint, wint de partij.
eng-opt-rounds-about-kap = Rondes in een partij.
eng-opt-set = Dominoset
eng-opt-set-about = De dominoset; de ogen van een paar tellen op tot twee keer de hoogste dubbel (12, 18 of 24).
eng-opt-reshuffle-limit = Aantal keer opnieuw schudden
eng-opt-reshuffle-limit-about = Hoe vaak de afgelegde stenen opnieuw geschud mogen worden tot een nieuwe voorraad voordat de ronde in remise eindigt; zonder limiet (bron 002) eindigt een ronde pas in remise als er niets meer te schudden is of als ze niet meer verandert (zes keer achter elkaar geschud zonder dat een hand veranderde: elke gepakte steen meteen weer afgelegd, geen afgelegde steen genomen, geen paar neergelegd).
eng-opt-sets = Dominosets in het spel
eng-opt-sets-about = Dominosets die samen geschud worden; standaard het kleinste aantal waarbij 32 per set ≥ 10 per speler + 40.
eng-opt-pairs = Welke stenen een paar vormen
eng-opt-pairs-about = Elke twee stenen die samen 10 of 20 waard zijn (4-2 telt 3), of precies de paren uit de tabel van de bron.
eng-opt-pickup = Open stenen die je mag oppakken
eng-opt-pickup-about = Voor het pakken mag een speler elke open steen oppakken (Culin), of alleen de laatst afgelegde steen.
eng-opt-maximum = Maximale uitbetaling (Man Kong)
eng-opt-maximum-about = De maximale uitkomst (Man Kong) die elke verliezer betaalt; jongh betaalt en ontvangt dubbel. Geen hand kost een betaler meer, behalve wie met de bijregel voor draken en winden voor iedereen betaalt. Het regelboek geeft alleen de traditionele 500.
eng-opt-general-cap = Geen hand meer waard dan het maximum
eng-opt-general-cap-about = Traditioneel: geen hand is meer waard dan het maximum na optellen, verdubbelen en afronden. Betalingen aan de winnaar stoppen toch al bij het maximum; dit begrenst de eigen waarde van elke verliezer bij de verrekening tussen verliezers.
eng-opt-eight-flowers = Acht bloemen winnen
eng-opt-eight-flowers-about = Acht bloemen winnen het maximum (modern), of Sie Van, vier verdubbelingen (traditioneel).
eng-opt-koe-van = Koe van (zonder puntentelling)
eng-opt-koe-van-about = Koe van: geen puntentelling (een winst is 10 waard, keer 2 voor elke verdubbeling), geen verrekening tussen verliezers, geen dubbel voor jongh, geen wind van de ronde; de winnaar wordt jongh.
eng-opt-wiel = Wiel vanaf Sam Van
eng-opt-wiel-about = Elke betaler legt er een wiel van 500 bij als de winst Sam Van of meer is (drie verdubbelingen of meer, of Man Kong).
eng-opt-sole-liability = Wie de winnende draak of wind aflegt, betaalt voor iedereen
eng-opt-sole-liability-about = Een bijregel: wie de steen aflegt waarmee een hand van minstens Sam Van wint met twee open drakensets (een draak) of drie open windsets (een wind), betaalt voor iedereen, vier keer de waarde.
eng-opt-jongh-double = Jongh betaalt en ontvangt dubbel
eng-opt-jongh-double-about = Jongh (Oost) betaalt en ontvangt dubbel bij elke betaling, ook bij de verrekening tussen verliezers.
eng-opt-invalid-tjok = Ongeldige tjok toestaan (met de boete)
eng-opt-invalid-tjok-about = Spelers mogen tjok roepen met een hand die niet compleet is, en betalen dan de boete voor een ongeldige tjok (uit: een verkeerde tjok wordt geweigerd).
eng-opt-winds = Windrondes per partij
eng-opt-winds-about = De windrondes die een partij doorloopt: 4 is Oost tot en met Noord (de hele cyclus), 1 is alleen de Oost-windronde.
# Een verkeerde NAME=VALUE ($setting, $name, $value, $known, $values: zoals getypt, niet vertaald)
eng-option-syntax = "{ $setting }" heeft niet de vorm NAME=VALUE
eng-option-unknown = { $game } heeft geen optie "{ $name }"; de opties zijn: { $known }
eng-option-value = optie { $name } verwacht { $expected }, niet "{ $value }"
eng-option-on-off = on of off
eng-option-one-of = een van { $values }
eng-option-number-range = een geheel getal van { $lo } tot en met { $hi }
eng-option-number = een geheel getal

# Regelsets met een naam (presets.rs): de naam, dan waar de regelset vandaan komt
eng-preset-standard = Standaard
eng-preset-standard-about = Paren zoals pagat.com ze geeft; een partij geteld zoals onlinedominogames telt: 3 punten van elke tegenstander voor een winst, 1 punt per neergelegd paar als een ronde in remise eindigt.
eng-preset-pagat-stakes = Inzetten volgens Pagat
eng-preset-pagat-stakes-about = De betalingen van Pagat: elke tegenstander betaalt de winnaar één inzet (bij winst op een afgelegde steen betaalt wie hem aflegde voor iedereen); een ronde in remise levert niets op.
eng-preset-culin = Culin
eng-preset-culin-about = Stewart Culins Koreaanse indeling van de militaire stenen in paren (1895).
eng-preset-polovinkin = Polovinkin
eng-preset-polovinkin-about = Elke speler mag de laatst afgelegde steen buiten de beurt wegkapen om een paar te maken.
eng-preset-double-six = Dubbele zes
eng-preset-double-six-about = Het standaardspel: 28 stenen, paren met samen twaalf ogen.
eng-preset-double-nine = Dubbele negen
eng-preset-double-nine-about = 55 stenen, paren met samen achttien ogen, plaats voor meer spelers.
eng-preset-double-twelve = Dubbele twaalf
eng-preset-double-twelve-about = 91 stenen, paren met samen vierentwintig ogen.
eng-preset-culin-any = Culin, elke open steen
eng-preset-culin-any-about = Elk paar van tien of twintig; elke open steen mag opgepakt worden.
eng-preset-seeds-table = Tabel uit de bron
eng-preset-seeds-table-about = Precies de paren uit de tabel van de bron.
eng-preset-latest-only = Alleen de laatst afgelegde steen
eng-preset-latest-only-about = Alleen de laatst afgelegde steen mag opgepakt worden, zoals in de meeste spellen waarin je pakt en aflegt.
eng-preset-rulebook = Regelboek v1.5
eng-preset-rulebook-about = De moderne regels van het Matjok-regelboek; jongh betaalt en ontvangt dubbel.
eng-preset-traditional = Traditioneel
eng-preset-traditional-about = De algemene grens bij het maximum, Sie Van voor acht bloemen, een wiel vanaf Sam Van.
eng-preset-koe-van = Koe van
eng-preset-koe-van-about = Geen puntentelling: een winst is 10 waard, keer 2 voor elke verdubbeling; de winnaar wordt jongh.
eng-preset-east-only = Alleen de Oost-windronde
eng-preset-east-only-about = Een korte partij: één windronde.

# Fouten die een speler leest (core.rs, setup.rs, matches.rs, pair_game.rs)
eng-round-over = de ronde is voorbij
eng-no-such-seat = er is geen plaats { $seat } aan deze tafel
eng-not-your-turn = plaats { $seat } is niet aan de beurt
eng-not-in-hand = { $tile } zit niet in je hand
eng-not-a-pair = { $a } en { $b } vormen geen paar
eng-no-reserve-tile = er is geen steen { $index } in de voorraad (die heeft er { $len })
eng-setup-players = { $game } wordt gespeeld door { $min } tot en met { $max } spelers, niet { $players }
eng-setup-not-enough-tiles = { $players } spelers hebben minstens { $needed } dominosets nodig, niet { $sets }
eng-setup-bad-deal = de verdeling bevat niet precies de stenen van het spel, 6 voor de eerste speler en 5 voor elke andere
eng-setup-bad-wall = de muur bevat niet precies de stenen van { $sets } dominosets
eng-setup-tiles = de stenen voor de verdeling zijn niet die van het spel: { $detail }
eng-setup-bad-dice = er worden vier dobbelstenen van 1 tot en met 6 gegooid, niet { $dice }
eng-setup-no-such-seat = er is geen plaats { $seat } om te beginnen
eng-setup-wrong-engine = { $game } wordt niet met deze engine gespeeld
eng-setup-tiles-count = { $given } stenen gegeven; de { $set } stenen van het spel moeten er elk precies één keer in zitten
eng-setup-not-a-tile = steen { $number } ("{ $tile }") is geen steen
eng-another-game = dat is een zet uit een ander spel
eng-match-round-not-over = de ronde is nog bezig
eng-match-over = de partij is voorbij
eng-replay-setup = het spel kon niet worden opgezet: { $error }
eng-replay-action = zet { $index } uit het verslag werd geweigerd: { $error }
eng-not-a-domino = "{ $text }" is geen dominosteen: schrijf de twee helften zoals 6-3 (elk 0 tot en met 18)
eng-not-mahjong = "{ $text }" is geen mahjongnotatie: schrijf cijfers en dan een soortletter, zoals 345s678p111z (m p s 1-9, z 1-7, f 1-8)

# Een hand controleren (catalog.rs); $set: een van de namen van sets hieronder
eng-set-chinese = de Chinese set
eng-set-western = deze westerse set
eng-set-chinese-sets =
    { $n ->
        [one] { $n } Chinese set
     *[other] { $n } Chinese sets
    }
eng-check-matjok = Matjok wordt met mahjongstenen gespeeld
eng-check-size = een winnende hand heeft { $size } stenen, niet { $count }
eng-check-no-ngan = bij geen enkel gelijk paar (ngán) valt de rest uiteen in paren van tien of twintig
eng-check-no-three-pairs = de stenen zijn niet in drie paren te verdelen
eng-check-not-in-set = { $tile } zit niet in { $set }
eng-check-too-many = { $set } heeft maar { $have } keer { $tile }, niet { $want }
eng-check-flowers = de set heeft van elke bloem maar één

# Jjak-mat-chu-gi en Three Dozen (pair_game.rs): zetten, wie begint, weigeringen, uitslagen
eng-pairs-take-with = de steen nemen voor een paar met { $tile }
eng-pairs-take = de afgelegde steen nemen
eng-pairs-draw = een omgekeerde steen pakken
eng-pairs-lay = { $a } en { $b } neerleggen
eng-throw = { $tile } afleggen
eng-pairs-claim = de steen claimen voor een paar met { $tile }
eng-pairs-pass = laten liggen
eng-first-random = willekeurig gekozen
eng-first-koan-a = trok 5-2, koan-a
eng-first-most-spots = trok de meeste ogen ({ $pips })
eng-pairs-no-discard = er is geen afgelegde steen om te nemen
eng-pairs-only-previous = alleen de afgelegde steen van de vorige speler mag genomen worden
eng-pairs-no-win-on-discard = { $tile } zou je hand compleet maken, en het derde paar mag niet van een afgelegde steen komen
eng-pairs-final-six-six = met minder dan vier spelers mag het paar 6-6 niet je derde paar zijn
eng-pairs-take-to-pair = een afgelegde steen mag je alleen nemen om een paar te maken
eng-pairs-reserve-empty = nu de voorraad leeg is, mag je een afgelegde steen alleen nemen om een paar te maken
eng-pairs-forbidden-pair = { $tile } zou een paar maken dat je er nu niet mee mag maken: neem hem voor een paar dat de regels toestaan, of pak een steen
eng-pairs-cannot-take = die afgelegde steen kan nu niet genomen worden
eng-pairs-laid-for-you = in dit spel worden paren voor je neergelegd
eng-pairs-draw-end = je moet de steen aan het eind van de rij pakken
eng-pairs-claims-only = claimen kan alleen direct na het afleggen, met de Polovinkin-regel
eng-pairs-acquire-first = neem eerst de laatst afgelegde steen of pak een steen
eng-pairs-have-tile = je hebt je steen: leg paren neer of leg een steen af
eng-not-possible = dat kan nu niet
eng-points =
    { $n ->
        [one] { $n } punt
     *[other] { $n } punten
    }
eng-stakes =
    { $n ->
        [one] { $n } inzet
     *[other] { $n } inzetten
    }
eng-pairs-won-dealt = { $who } maakte drie paren compleet met de uitgedeelde stenen: elke tegenstander betaalt { $amount }.
eng-pairs-won-drawn = { $who } maakte drie paren compleet met een steen uit de voorraad: elke tegenstander betaalt { $amount }.
eng-pairs-won-discard =
    { $who } maakte drie paren compleet met { $from ->
        [you] jouw afgelegde steen, en jij betaalt { $amount }.
     *[other] de afgelegde steen van { $from }, die { $amount } betaalt.
    }
eng-pairs-doubled = Verdubbeld per gelijk paar: ×{ $times }.
eng-pairs-none-points = Niemand maakte drie paren compleet: elke speler krijgt 1 punt per neergelegd paar.
eng-pairs-none-stakes = Niemand maakte drie paren compleet: de ronde eindigt in remise en er wordt niets betaald.

# K'ap Tái Shap en K'ap Shap (kap.rs)
eng-kap-pick-up = { $tile } oppakken
eng-kap-draw = van de muur pakken
eng-kap-how-dealt = met de uitgedeelde stenen
eng-kap-how-wall = met een steen van de muur
eng-kap-how-face-up =
    met een steen die { $from ->
        [you] jij
     *[other] { $from }
    } open neerlegde
eng-kap-won = { $who } maakte de hand compleet { $how } en krijgt de pot: één inleg van elke speler.
eng-kap-won-carried = { $who } maakte de hand compleet { $how } en krijgt de pot: { $stake } keer de inleg van elke speler, waarvan { $carried } keer uit eerdere rondes in remise.
eng-kap-none = De muur was op voordat iemand een hand compleet had: de ronde eindigt in remise en de inleg blijft in de pot voor de volgende ronde.
eng-kap-only-latest = alleen de laatst afgelegde steen mag opgepakt worden, niet { $tile }
eng-kap-not-face-up = { $tile } ligt niet open op tafel
eng-kap-just-picked = { $tile } is net opgepakt en mag niet meteen weer worden afgelegd
eng-kap-pick-or-draw = pak een open steen op of pak van de muur
eng-kap-discard = leg een steen open af

# Stenen (tiles/domino.rs, tiles/mahjong.rs): wat een schermlezer zegt, en hun namen
eng-domino = dominosteen { $tile }
# De traditionele naam van een Chinese steen, naast de steen getoond; leeg: geen naam
eng-golpae-6-6 = Hemel
eng-golpae-1-1 = Aarde
eng-golpae-4-4 = Mens
eng-golpae-3-1 = Harmonie
eng-golpae-5-5 = Pruimenbloesem
eng-golpae-3-3 = Lange drie
eng-golpae-2-2 = Bank
eng-golpae-6-5 = Bijl
eng-golpae-6-4 = Roodkop-tien
eng-golpae-6-1 = Langbeen-zeven
eng-golpae-5-1 = Rode-hamer-zes
eng-golpae-6-3 = { "" }
eng-golpae-5-4 = { "" }
eng-golpae-6-2 = { "" }
eng-golpae-5-3 = { "" }
eng-golpae-5-2 = Koan-a
eng-golpae-4-3 = { "" }
eng-golpae-4-2 = Opperste
eng-golpae-4-1 = { "" }
eng-golpae-3-2 = { "" }
eng-golpae-2-1 = Opperste
eng-suit-characters = tekens
eng-suit-circles = kringen
eng-suit-bamboo = bamboes
eng-wind-east = Oost
eng-wind-south = Zuid
eng-wind-west = West
eng-wind-north = Noord
eng-dragon-white = wit
eng-dragon-green = groen
eng-dragon-red = rood
eng-tile-characters = tekens { $rank }
eng-tile-circles = kringen { $rank }
eng-tile-bamboo = bamboe { $rank }
eng-tile-east = Oostenwind
eng-tile-south = Zuidenwind
eng-tile-west = Westenwind
eng-tile-north = Noordenwind
eng-tile-white = witte draak
eng-tile-green = groene draak
eng-tile-red = rode draak
eng-flower-plum = pruimenbloesem
eng-flower-orchid = orchidee
eng-flower-chrysanthemum = chrysant
eng-flower-bamboo = bamboebloem
eng-flower-spring = lente
eng-flower-summer = zomer
eng-flower-autumn = herfst
eng-flower-winter = winter
eng-tile-flower = { $name } (bloem { $n })
eng-tile-season = { $name } (seizoen { $n })

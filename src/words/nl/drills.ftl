# De oefeningen (src/play/drills, src/ui/pages/drills.rs): één ding oefenen tot je het kent

drills-title = Oefeningen
drills-lead = Oefen één ding tot je het kent. Dit apparaat onthoudt hoe vaak je goed zat en wat je de laatste keren antwoordde, en een vraag die je fout had, komt later terug.
drills-home = Oefeningen

drill-pairs-title = Welke stenen vormen een paar? { $game }
drill-which-tile-title = Welke steen? { $game }
drill-count-title = Tel deze hand: { $game }
drill-pairs-summary = Je ziet een steen uit de set: kies alle stenen waarmee hij een paar vormt.
drill-which-tile-summary = Een stand uit een echt spel: kies je zet, en zie dan wat de sterke computer vond en hoeveel slechter elke andere zet uitpakte.
drill-count-summary = Een hand die in een echt spel gewonnen is, opengelegd: zeg wat hij waard is. Het antwoord is dat van de puntencalculator, post voor post.

# Wat dit apparaat van een oefening bijhoudt
drill-accuracy =
    { $asked ->
        [0] Nog niet geprobeerd.
       *[other] { $right } van de { $asked } goed ({ $percent }%).
    }
drill-last = Je laatste antwoorden
drill-last-right = goed
drill-last-wrong = fout
drill-again = Deze vraag had je eerder fout: hij komt terug tot je hem goed beantwoordt.
drill-next = Volgende vraag
drill-check = Controleren
drill-right = Goed.
drill-wrong = Deze keer niet.
drill-all = Alle oefeningen
drill-link = Een link naar deze vraag
drill-copy-link = Link kopiëren
drill-link-copied = Gekopieerd.
drill-link-copy-by-hand = Deze browser liet de pagina niet kopiëren: kopieer de link hierboven.

# Welke stenen vormen een paar?
drill-pairs-ask = Welke stenen vormen een paar met { $tile }? Kies ze allemaal en controleer dan.
drill-pairs-answer = Met { $tile } vormen een paar: { $mates }.
drill-pairs-missed = Niet gekozen: { $tiles }.
drill-pairs-not-mates = Deze vormen er geen paar mee: { $tiles }.
drill-pairs-rule-jjak = Burgerlijke stenen vormen een paar met hun tweeling; militaire stenen vormen een paar bij een gelijk totaal (negen met negen, acht met acht, zeven met zeven, vijf met vijf), en 4-2 met 2-1 is het opperste paar.
drill-pairs-rule-supreme = 4-2 en 2-1 vormen het opperste paar, het beste paar van Jjak-mat-chu-gi.
drill-pairs-rule-three-dozen = Twee stenen vormen een paar als al hun ogen samen twee keer het hoogste getal van de set zijn (12 bij dubbele zes), en een dubbel vormt een paar met de volgende dubbel erboven of eronder (0-0 met 1-1 en met de hoogste dubbel).
drill-pairs-rule-kap = Twee stenen vormen een paar als ze samen 10 of 20 tellen; 4-2 telt drie.

# Welke steen?
drill-which-tile-ask = Jouw zet: wat zou jij hier spelen?
# $said: ai-strong-searched(-points) of ai-strong-one-move uit ai.ftl, een zin zonder onderwerp in de verleden tijd ("bedacht 12 verdelingen ...")
drill-which-tile-strong = De sterke computer { $said }.
drill-col-move = Zet
drill-col-result = Resultaat
drill-col-behind = Verschil met de beste
drill-yours = jouw zet
drill-value-percent = { $value }% van het beste resultaat
drill-value-points =
    { $value ->
        [one] { $value } punt per ronde
       *[other] { $value } punten per ronde
    }
drill-behind-percent = { $value } procentpunt minder
drill-behind-points =
    { $value ->
        [one] { $value } punt per ronde minder
       *[other] { $value } punten per ronde minder
    }

# Tel deze hand
drill-count-ask = Hoeveel is deze hand waard?
drill-count-self-drawn = { $winner } won met een zelf gepakte steen.
drill-count-from = { $winner } won op de steen die { $from } aflegde.
drill-count-prevailing = De wind van de ronde is { $wind }.
drill-count-concealed = Dichte stenen
drill-count-winning-tile = De winnende steen
drill-count-open-meld = Een open combinatie
drill-count-closed-meld = Een dichte combinatie
drill-count-flowers = Bloemen
drill-count-choice = { $value } punten

# Wat niet getoond kan worden
drill-no-such-drill = Er is geen oefening “{ $name }”.
drill-no-such-question = Deze oefening heeft geen vraag “{ $id }”.
drill-not-a-position = Deze stand hoort niet bij de oefeningen van deze versie.
drill-bad-position = De stand kan niet worden geopend: { $why }
drill-bad-hand = De hand kan niet worden geteld: { $why }

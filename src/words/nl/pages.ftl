# De site rond elke pagina (src/ui/app.rs, src/ui/shell.rs, src/ui/first_view.rs)
ui-skip = Naar de inhoud
ui-menu = Menu
ui-main-nav = Hoofdmenu
ui-nav-games = Spellen
ui-nav-new-game = Nieuw spel
ui-nav-table = Tafel
ui-nav-rules = Regels
ui-nav-tiles = Stenen
ui-footer-about = Jjak: traditionele stenenspellen waarin je paren maakt. Regels naar Stewart Culin (1895), pagat.com, Joe Celko en het Matjok-regelboek.
ui-footer-lab = Regellab
ui-footer-embeds = Insluitingen voor je site
ui-footer-performance = Prestaties

# De namen van de instellingen in de eerste weergave (die van de app: src/ui/settings.rs)
ui-settings-theme = Thema
ui-settings-help = Hulp
ui-settings-computer-moves = Zetten van de computer
ui-settings-thinking = Denktijd van de sterke computer

# De eerste weergave van de terugkijkpagina
ui-replay-opening = Het spel wordt geopend om terug te kijken…

# Een pagina van de site lezen (src/ui/fetch.rs)
ui-fetch-failed = De pagina kon niet worden geladen ({ $what }). Controleer de verbinding en laad de pagina opnieuw.
ui-fetch-no-answer = geen antwoord
ui-fetch-status = status { $status }
ui-fetch-no-text = geen tekst

# Een worker die niet start (een reden, binnen andere zinnen)
ui-worker-cannot-start = deze browser kan { $script } niet starten

# De startpagina (src/ui/pages/home.rs)
ui-home-title = Stenenspellen met paren
ui-home-lead = Speel, leer en zoek op: vijf traditionele spellen waarin je paren en sets compleet maakt, met Koreaanse en Chinese dominostenen, hun westerse bewerking en Surinaams mahjong. Je hoeft niets te installeren.
ui-home-games = Spellen
ui-home-daily = Partijen van de dag
ui-home-players =
    { $n ->
        [one] { $n } speler
     *[other] { $n } spelers
    }
ui-home-players-range = { $lo }–{ $hi } spelers
# De links van een kaart: het zichtbare woord, en (in de span) wat alleen een schermlezer zegt
ui-home-card-rules = Regels<span class="visually-hidden"> van { $name }</span>
ui-home-card-play = Speel<span class="visually-hidden"> { $name }</span>
ui-home-card-tiles = Stenen<span class="visually-hidden"> van { $name }</span>

# De stenengalerij (src/ui/pages/gallery.rs)
ui-gallery-title = Stenengalerij
ui-gallery-lead = Elke steen van elke set die de spellen gebruiken, gegroepeerd zoals de regels ze groeperen.
ui-gallery-size = Grootte van de stenen
ui-gallery-sets = Sets
ui-gallery-jump-chinese = Chinese dominostenen
ui-gallery-jump-western = Westerse dominostenen
ui-gallery-jump-mahjong = Mahjong
ui-gallery-chinese-title = Chinese en Koreaanse dominostenen: 32 stenen
ui-gallery-chinese-note = Gebruikt door Jjak-mat-chu-gi, K'ap Tái Shap en K'ap Shap. De enen en vieren zijn rood, en de 6-6 is half rood.
ui-gallery-western-title =
    { $n ->
        [one] Westerse dominostenen: dubbele { $high }, { $n } steen
     *[other] Westerse dominostenen: dubbele { $high }, { $n } stenen
    }
ui-gallery-western-note = Gebruikt door Three Dozen: standaard dubbele zes, grotere sets voor meer spelers.
ui-gallery-set = Set
ui-gallery-double-six = dubbele zes (28)
ui-gallery-double-nine = dubbele negen (55)
ui-gallery-double-twelve = dubbele twaalf (91)
ui-gallery-mahjong-title = Mahjong: 144 stenen
ui-gallery-mahjong-note = Gebruikt door Matjok: drie soorten, de winden en draken, en acht bloemen.
ui-gallery-states = Toestanden van een steen
ui-gallery-states-note = Hoe de tafel een steen toont die je mag spelen, een die je koos, een die je niet mag gebruiken, en een omgekeerde steen.
ui-gallery-civil = Burgerlijk
ui-gallery-civil-note = Elf verschillende stenen, elk twee keer (22 stenen). Twee gelijke burgerlijke stenen vormen een paar.
ui-gallery-military = Militair
ui-gallery-military-note = Tien verschillende stenen, elk één keer (10 stenen), in hun paren van Jjak-mat-chu-gi: negens, achten, zevens, vijven en het opperste paar.
ui-gallery-doubles = Dubbelen
ui-gallery-doubles-note = In Three Dozen vormen opeenvolgende dubbelen een paar, en de hoogste dubbel vormt een paar met 0-0.
ui-gallery-singles = Niet-dubbele stenen
ui-gallery-singles-note = Ook twee stenen waarvan de ogen samen twee keer de hoogste dubbel zijn, vormen een paar.
ui-gallery-characters = Tekens
ui-gallery-characters-note = Soort 1-9, van elk vier. Het Engelse Matjok-regelboek noemt ze "numbers".
ui-gallery-circles = Kringen
ui-gallery-circles-note = Soort 1-9, van elk vier.
ui-gallery-bamboo = Bamboes
ui-gallery-bamboo-note = Soort 1-9, van elk vier; de 1 is een vogel.
ui-gallery-winds = Winden
ui-gallery-winds-note = Oost, Zuid, West en Noord, van elk vier. Geen straten (chows), alleen poengs, kongs en paren.
ui-gallery-dragons = Draken
ui-gallery-dragons-note = Rood, groen en wit, van elk vier.
ui-gallery-flowers = Bloemen en seizoenen
ui-gallery-flowers-note = Acht losse stenen. Nooit deel van een hand: meteen opengelegd en vervangen.
ui-gallery-state-normal = normaal
ui-gallery-state-selected = gekozen
ui-gallery-state-disabled = niet bruikbaar
ui-gallery-state-face-down = omgekeerd

# De namen van de stenen voor een schermlezer (src/art/mod.rs)
ui-tile-face-down-domino = omgekeerde dominosteen
ui-tile-face-down = omgekeerde steen

# De regelpagina's (src/ui/pages/rules.rs)
ui-rules-title = Regels van { $game }
ui-rules-play = Speel het
ui-rules-guided = Een eerste spel met de gids
ui-rules-index-title = Regels
ui-rules-index-lead = Kies hierboven een spel: elke pagina legt de regels uit met stenen waarop je kunt klikken.
ui-rules-nav = Regels per spel
ui-rules-no-game = Dit spel bestaat niet
ui-rules-loading = De regels worden geladen…

# De pagina op een adres waar geen pagina is (src/ui/pages/not_found.rs)
ui-not-found-title = Pagina niet gevonden
ui-not-found-text = Op dit adres staat geen pagina. De spellen staan op de startpagina.
ui-not-found-link = Naar de spellen

# Het regellab (src/ui/pages/lab.rs)
ui-lab-title = Regellab
ui-lab-lead = Laat computerspelers veel spellen spelen met een regelset en zie wat de regels doen: hoe vaak een ronde in remise eindigt, hoe de overwinningen over de plaatsen verdeeld zijn en hoe lang rondes duren. De spellen worden op de achtergrond gespeeld; dezelfde keuzes geven dezelfde cijfers als het lab op de opdrachtregel (jjak-lab simulate).
ui-lab-run = Start
ui-lab-stop = Stop
ui-lab-no-worker = Deze browser kan de worker van het lab niet starten.
ui-lab-not-taken = De worker van het lab heeft de taak niet aangenomen.

# De prestatiepagina (src/ui/pages/performance.rs)
ui-performance-title = Prestaties
ui-performance-analyser = De handanalyse van Matjok berekent voor de computerspelers en de tips hoe ver een hand van winnen af is (de shanten, afstand tot winst). Meet hem hier, in deze browser.
ui-performance-measure-shanten = Meet de snelheid van de handanalyse
ui-performance-decisions-intro = De normale computerspeler hoort ruim binnen 20 ms te beslissen. Meet de tijd van elke beslissing in vijf rondes van elk spel:
ui-performance-measure-decisions = Meet de beslistijden van de computer
ui-performance-shanten-result = { $hands } willekeurige handen van 14 stenen in { $ms } ms: { $rate } miljoen berekeningen van de afstand tot winst per seconde (gemiddelde shanten { $mean }).
ui-performance-decision-result = { $game } ({ $players } spelers): { $decisions } beslissingen, gemiddeld { $mean } ms, traagste { $slowest } ms.

# De pagina met insluitingen (src/ui/pages/embeds.rs; de inhoud: src/teach/embeds.rs)
ui-embeds-title = Insluitingen

# De pagina voor een nieuw spel (src/ui/pages/setup.rs)
ui-setup-title = Nieuw spel
ui-setup-help-pace = Hulp en tempo
ui-setup-finished = Afgelopen spellen

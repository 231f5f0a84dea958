# Matjok (src/engine/matjok): zetten, de telling van een hand, de verrekening, de uitslag
# van de ronde, de puntencalculator en de fouten die een speler ziet. De termen van het
# regelboek (jongh, poeng, kong, tjok, Liong Van …) blijven zoals het regelboek ze schrijft.

# Een zet zoals de tafel hem toont ($tile: een steen, door de app uitgeschreven)
mj-do-throw = { $tile } afleggen
mj-do-kong = een kong van { $tile } melden
mj-do-tjok = tjok roepen
mj-do-poeng = poeng roepen
mj-do-claim-kong = kong roepen
mj-do-straight = de straat vanaf { $tile } claimen
mj-do-pass = laten liggen

# Een geweigerde zet
mj-no-after-claim = na het claimen van een afgelegde steen voor een poeng of straat leg je een steen af
mj-no-tjok = de hand is niet compleet: er zijn vier combinaties en een sluitpaar nodig
mj-no-kong = voor een kong van { $tile } heb je alle vier in je hand nodig, of de 4e en je open poeng
mj-no-on-turn = in je beurt: leg een steen af, meld een kong of roep tjok
mj-no-straight = een straat mag je alleen claimen van de speler links van je, met de twee andere stenen in je hand
mj-no-claim-tjok = deze steen maakt je hand niet compleet
mj-no-poeng = voor een poeng moet je deze steen twee keer in je hand hebben, voor een kong drie keer
mj-no-claim-or-pass = claim de steen of pas

# Fouten: een verdeling, opnieuw spelen, ingevoerde stenen en combinaties
mj-setup-tiles = { $count } stenen opgegeven; de 144 stenen van Matjok (ook de bloemen) moeten er elk precies één keer in zitten
mj-replay-refused = zet { $index } werd geweigerd: { $error }
mj-hand-flower = bloemen horen nooit in een hand: ze worden opengelegd en vervangen ({ $tile })
mj-hand-too-many = de set heeft maar vier keer { $tile }
mj-meld-not-combination = "{ $written }" is geen combinatie: schrijf drie of vier gelijke stenen (111z, 7777p) of drie opeenvolgende stenen van één soort (345s)

# De wachtvormen
mj-wait-two-sided = 2 kansen (tweezijdig)
mj-wait-middle = middenwacht
mj-wait-edge = randwacht
mj-wait-tan-tjauw = tan tjauw (sluitpaar)
mj-wait-paar-paar = paar-paar staan (twee paren)

# De niveaus, zoals het regelboek ze schrijft
mj-level-liong-van = Liong Van
mj-level-sam-van = Sam Van
mj-level-sie-van = Sie Van
mj-level-man-kong = Man Kong

# De waarde van een hand: "Sam Van: 12 punten 3 keer verdubbeld = 96, naar boven afgerond op 100"
mj-value-man-kong = Man Kong, het maximum: { $value }
mj-value-points = { $points } punten
mj-value-koe-van = koe van, { $unit }
mj-value-doubled =
    { $n ->
        [one] { $base } één keer verdubbeld = { $doubled }
     *[other] { $base } { $n } keer verdubbeld = { $doubled }
    }
mj-value-rounded = { $value }, naar boven afgerond op { $rounded }
mj-value-paid-as = { $value }, uitbetaald als { $paid }
mj-value-level = { $level }: { $value }

# Hoe een hand geteld is ($items begint met een eigen spatie)
mj-counted-as = Geteld als { $sets } en het sluitpaar { $pair }:{ $items }.
mj-counted = Geteld:{ $items }.

# Een set in de telling: "open poeng van kringen 5 (kleine steen)"
mj-set-open = open
mj-set-closed = dichte
mj-set-large = grote steen
mj-set-small = kleine steen
mj-set-straight = { $state } straat vanaf { $tile } ({ $size })
mj-set-poeng = { $state } poeng van { $tile } ({ $size })
mj-set-kong = { $state } kong van { $tile } ({ $size })

# De posten van een telling
mj-item-piang-voe = piang-voe: straten en een gewoon paar
mj-item-ordinary = gewone winnende hand
mj-item-dragon-set = drakenset ({ $tile })
mj-item-own-wind-set = set van de eigen wind ({ $wind }) (klassiek)
mj-item-prevailing-wind-set = set van de wind van de ronde ({ $wind }) (klassiek)
mj-item-flowers =
    { $n ->
        [one] { $n } bloem
     *[other] { $n } bloemen
    }
mj-item-own-flowers =
    { $n ->
        [one] { $n } eigen bloem
     *[other] { $n } eigen bloemen
    }
mj-item-classical = { $what } (klassiek)
mj-item-self-drawn = winnende steen zelf gepakt (klassiek)
mj-item-after-kong = gewonnen met de vervangende steen na een kong
mj-item-robbed = de 4e steen van een open poeng geroofd
mj-item-closed-self-drawn = zelf gepakt met alle andere stenen dicht
mj-item-only-poengs = alleen poengs en kongs (klassiek)
mj-item-one-suit = één soort, zonder winden en draken (klassiek)
mj-item-one-suit-honours = één soort met winden en draken (klassiek)
mj-item-kong-sjong-kong = kong-sjong-kong: Man Kong
mj-item-pair-dragons = paar draken (klassiek)
mj-item-pair-own-wind = paar van de eigen wind (klassiek)
mj-item-pair-prevailing-wind = paar van de wind van de ronde (klassiek)
mj-item-flower-count = { $count } bloemen
mj-item-seven-at-deal = 7 bloemen bij het delen: Man Kong
mj-item-eight-man-kong = 8 bloemen: Man Kong
mj-item-eight-sie-van = 8 bloemen: Sie Van (traditioneel)
mj-item-seven-own = 7 bloemen met beide eigen bloemen: Sam Van
mj-item-seven = 7 bloemen: Liong Van

# Een betaling: "Zuid (Bo) betaalt Oost (Ann) 160 (legde de winnende steen af: dubbel)"
mj-pays = { $from } betaalt { $to } { $amount } ({ $why })
mj-why-jongh = { $why }, verdubbeld vanwege jongh
mj-why-wiel = { $why }, plus een wiel
mj-why-man-kong = Man Kong: het maximum
mj-why-cause = { $cause }: { $share }
mj-why-liable = aansprakelijk: betaalt voor iedereen
mj-why-robbed = legde de steen aan die de winnaar roofde
mj-why-discarded = legde de winnende steen af
mj-why-flower-win = winst met bloemen
mj-why-self-drawn = zelf gepakte winst
mj-why-double = dubbel
mj-why-capped = begrensd op Man Kong
mj-why-four-times = 4 keer
mj-why-twice-man-kong = twee keer Man Kong
mj-why-invalid-jongh = ongeldige tjok: het maximum, verdubbeld vanwege jongh
mj-why-invalid = ongeldige tjok: het maximum
mj-why-losers = verschil tussen verliezers

# Een plaats met zijn wind: "Oost (Ann)"
mj-seat-wind =
    { $wind } ({ $seat ->
        [you] jij
     *[other] { $seat }
    })

# Het einde van de ronde
mj-end-exhausted = De muur is op zonder winnaar: geen betalingen; jongh blijft.
mj-end-invalid-tjok = { $offender } riep tjok met een onvolledige hand en betaalt iedere speler het maximum.
mj-end-win = { $winner } wint met { $value }. { $counted }

# De puntencalculator: een plaats, en waarom een winst niet te tellen is
mj-calc-seat = { $wind } (plaats { $seat })
mj-calc-seat-range = plaatsen zijn 0 tot en met 3 (Oost, Zuid, West, Noord); { $seat } is geen van die plaatsen
mj-calc-own-discard = de winnaar kan de winnende steen niet zelf hebben afgelegd: kies een andere plaats of zelf gepakt
mj-calc-size = een winnende hand telt 14 stenen (elke opengelegde combinatie telt als 3) en hier zijn het er { $count }; winnen met alleen bloemen vraagt zeven bloemen en geen stenen
mj-calc-winning-tile = geef de winnende steen aan: het moet een van de dichte stenen zijn
mj-calc-not-complete = geen winnende hand: de stenen vormen geen vier combinaties en een paar
mj-calc-robbed-self = een geroofde kongsteen komt van de speler die hem aanlegde: kies die plaats, niet zelf gepakt
mj-calc-after-kong-discard = een vervangende steen na een kong pakt de winnaar zelf: kies zelf gepakt, niet een plaats die de steen aflegde
mj-calc-robbed-after-kong = een geroofde steen is geen vervangende steen: een winst kan niet allebei tegelijk zijn
mj-calc-after-kong-without-kong = een vervangende steen pak je na een kong: leg de kong bij de open combinaties
mj-calc-flowers-only = een winst met alleen bloemen komt met de zevende of achtste gepakte bloem: die is zelf gepakt, zonder afgelegde steen, geroofde kong of vervangende steen
mj-calc-kong-on-kong = kong-sjong-kong is een winst met de vervangende steen na een tweede kong op rij: vink ook de vervangende steen aan en leg minstens twee kongs open

# Spelen met een vriend op een ander apparaat (src/play/link/*, src/ui/link/*)

# Vaste berichten tussen de spelers (src/play/link/wire.rs)
link-phrase-hello = Hallo!
link-phrase-your-turn = Jouw beurt.
link-phrase-one-moment = Een momentje, alsjeblieft.
link-phrase-nice-move = Mooie zet!
link-phrase-good-game = Goed gespeeld!
link-phrase-thanks = Bedankt!

# Een bericht tussen de apparaten dat niet bruikbaar is (src/play/link/wire.rs)
link-error-too-long = Het bericht is langer dan { $max } bytes.
link-error-unread = Het bericht kon niet worden gelezen: { $why }
link-error-protocol = Het andere apparaat draait een andere versie van Jjak (het gebruikt linkprotocol { $theirs }, dit apparaat { $ours }). Laad de pagina op beide apparaten opnieuw.

# De gastheer weigert een bericht van een vriend (src/play/link/host.rs)
link-refused-seed = Voor dezelfde verdeling is een andere seed gestuurd.
link-refused-no-game = Er zijn nog geen stenen verdeeld.
link-refused-not-now = Die zet is nu niet aan jou: het spel is al verder.
link-refused-illegal = “{ $notation }” is hier geen geldige zet.
link-refused-rules = De regels staan die zet niet toe: { $why }
link-refused-from = Een bericht van { $who } is geweigerd: { $why }

# Het apparaat van een vriend controleert het spel van de gastheer (src/play/link/friend.rs)
link-audit-hash-changed = De gastheer stuurde voor ronde { $round } een andere hash dan eerder.
link-audit-secret = Het geheim van de gastheer voor ronde { $round } klopt niet met de hash die vóór het verdelen werd gestuurd.
link-audit-seed = Ronde { $round } is niet verdeeld met de seed van dit apparaat.
link-audit-deals = De onthulde rondes zijn niet verdeeld met de afgesproken seeds.
link-audit-rules = Een zet in het onthulde spel is in strijd met de regels: { $why }
link-audit-view = Wat dit apparaat na stap { $step } te zien kreeg, is niet wat het onthulde spel laat zien.

# Verbindingsgegevens die niet te lezen zijn (src/play/link/sdp.rs, src/play/link/invitation.rs)
link-sdp-missing = De verbindingsgegevens bevatten geen { $what }.
link-sdp-malformed = De verbindingsgegevens kunnen niet worden gelezen ({ $why }).
link-sdp-too-long = Een naam of wachtwoord in de verbindingsgegevens is langer dan { $max } bytes.
link-sdp-too-many = De verbindingsgegevens noemen meer dan { $max } netwerkadressen.
link-sdp-truncated = De verbindingsgegevens houden te vroeg op.
link-sdp-version = De verbindingsgegevens hebben een formaat dat deze versie van Jjak niet kent (versie { $version }).
link-invite-unread = Dit is geen uitnodiging of antwoord van Jjak: { $why }
link-invite-not-invitation = Dit is een antwoord, geen uitnodiging: het hoort op het apparaat van de gastheer.
link-invite-not-answer = Dit is een uitnodiging, geen antwoord: open hem op het apparaat van de vriend.
link-invite-version = Deze uitnodiging is gemaakt door een andere versie van Jjak (formaat { $version }). Laad de pagina op beide apparaten opnieuw.

# De verbinding (src/ui/link/rtc.rs)
link-connection-failed = De verbinding kon niet worden gemaakt: { $why }
link-no-description = De browser gaf geen beschrijving van de verbinding.

# De pagina van de gastheer (src/ui/link/host_page.rs)
link-together-title = Spel met vrienden
link-host-name = Gastheer
link-no-link = <h1>Geen spel met vrienden</h1><p>Kies op de <a href="play">pagina voor een nieuw spel</a> bij een plaats “een vriend op een ander apparaat”.</p>
link-lost = Het lopende spel op dit apparaat is niet meer het spel met vrienden.
link-forget = Het spel met vrienden vergeten
link-invite-heading = Nodig je vrienden uit
link-invite-intro = Elke vriend opent een eigen uitnodiging op het eigen apparaat en stuurt je een antwoord terug. Het spel draait op dit apparaat: het verdeelt elke hand en ziet elke steen, en na elke ronde controleert het apparaat van elke vriend de verdeling.
link-seat-status = Plaats { $seat }: { $status }
link-status-waiting = nog geen uitnodiging
link-status-making = uitnodiging wordt gemaakt…
link-status-invited = uitnodiging gemaakt, wachten op het antwoord
link-status-connecting = verbinden…
link-status-connected = { $name } is er
link-status-gone = { $name } is niet verbonden
link-make-invitation = Uitnodiging maken voor plaats { $seat }
link-new-invitation = Nieuwe uitnodiging voor plaats { $seat }
link-invitation-label = De uitnodiging voor plaats { $seat }: stuur deze link naar je vriend
link-copy = Kopiëren
link-copied = Gekopieerd.
link-qr = Dezelfde link als QR-code
link-answer-label = Het antwoord van je vriend voor plaats { $seat }
link-connect = Verbinden
link-answer-wrong = Dit antwoord hoort bij een ander spel of een andere plaats.
link-answer-passed = Het antwoord is naar de pagina van je spel gegaan: je kunt deze sluiten.
link-waiting-deal = Wachten op { $names } voordat er verdeeld wordt…
link-to-computer = Plaats { $seat } door een computer laten spelen
link-rematch = Opnieuw spelen met dezelfde vrienden
link-friends-heading = Vrienden
link-say = Zeggen
link-said = { $name }: { $phrase }
link-network-label = Hoe de apparaten verbinding maken
link-network-internet = Via internet (vraagt een openbare STUN-server, { $server }, om het adres van dit apparaat)
link-network-local = Alleen op hetzelfde netwerk (helemaal geen server)
link-network-turn = Een relayserver (TURN), voor netwerken die directe verbindingen blokkeren
link-turn-url = TURN-adres
link-turn-user = Gebruikersnaam
link-turn-credential = Wachtwoord

# De pagina van een vriend (src/ui/link/friend_page.rs)
link-join-title = Meedoen aan een spel
link-join-no-invitation = <h1>Geen uitnodiging</h1><p>Open de uitnodigingslink die je vriend je stuurde.</p>
link-join-invited = Je bent uitgenodigd om { $game } te spelen, op plaats { $seat }.
link-join-holds = Het apparaat van de gastheer heeft alle handen en verdeelt ze; het jouwe controleert na elke ronde de verdeling van die ronde.
link-join-name = Je naam
link-join = Meedoen
link-answer-heading = Stuur dit antwoord terug naar je gastheer
link-answer-intro = Je gastheer plakt het op het eigen apparaat in, of opent daar de link ervan. Het spel verschijnt hier zodra jullie verbonden zijn.
link-friend-connected = Verbonden met de gastheer.
link-friend-gone = Niet verbonden met de gastheer. Vraag om een nieuwe uitnodiging: het spel gaat verder waar het was.
link-audit-fair =
    { $rounds ->
        [one] Eén ronde gecontroleerd: verdeeld zoals afgesproken, elke zet geldig, alles wat je zag klopt.
       *[other] { $rounds } rondes gecontroleerd: verdeeld zoals afgesproken, elke zet geldig, alles wat je zag klopt.
    }
link-audit-unfair = Let op: het spel van de gastheer klopt niet. { $why }
link-waiting-host = De ronde is voorbij: de gastheer verdeelt de volgende.
link-host-refused = De gastheer weigerde je laatste bericht: { $why }

# Wat een apparaat van zijn link bewaart (src/ui/link/stored.rs)
link-storage-blocked = Deze browser laat de pagina niets bewaren: een spel met vrienden heeft dat nodig.
link-storage-unread = Wat dit apparaat van het spel met vrienden bewaarde, kon niet worden gelezen ({ $why }); het is apart bewaard als “{ $key }”.
link-storage-full = Het spel met vrienden kon niet op dit apparaat worden bewaard: { $why }
link-no-randomness = Deze browser gaf geen willekeurige getallen voor een eerlijke verdeling: { $why }

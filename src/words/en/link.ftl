# Playing with a friend on another device (src/play/link/*, src/ui/link/*)

# Preset messages between players (src/play/link/wire.rs)
link-phrase-hello = Hello!
link-phrase-your-turn = Your turn.
link-phrase-one-moment = One moment, please.
link-phrase-nice-move = Nice move!
link-phrase-good-game = Good game!
link-phrase-thanks = Thanks!

# A message between the devices that cannot be used (src/play/link/wire.rs)
link-error-too-long = The message is longer than { $max } bytes.
link-error-unread = The message could not be read: { $why }
link-error-protocol = The other device runs another version of Jjak (it speaks link protocol { $theirs }, this one { $ours }). Load the page again on both devices.

# The host refuses a friend's message (src/play/link/host.rs)
link-refused-seed = A different seed was sent for the same deal.
link-refused-no-game = The game has not been dealt yet.
link-refused-not-now = That move is not yours to make now: the game has moved on.
link-refused-illegal = “{ $notation }” is not a legal move here.
link-refused-rules = The rules refuse that move: { $why }
link-refused-from = A message from { $who } was refused: { $why }

# A friend's device checks the host's game (src/play/link/friend.rs)
link-audit-hash-changed = The host sent another hash for round { $round } than before.
link-audit-secret = The host's secret for round { $round } does not match the hash it sent before the deal.
link-audit-seed = Round { $round } was not dealt with this device's seed.
link-audit-deals = The rounds revealed were not dealt from the seeds agreed on.
link-audit-rules = A move in the game revealed breaks the rules: { $why }
link-audit-view = What this device was shown after step { $step } is not what the revealed game shows.

# Connection details that cannot be read (src/play/link/sdp.rs, src/play/link/invitation.rs)
link-sdp-missing = The connection details have no { $what }.
link-sdp-malformed = The connection details cannot be read ({ $why }).
link-sdp-too-long = A name or password in the connection details is longer than { $max } bytes.
link-sdp-too-many = The connection details list more than { $max } network addresses.
link-sdp-truncated = The connection details are cut short.
link-sdp-version = The connection details are in a format this version of Jjak does not know (version { $version }).
link-invite-unread = This is not an invitation or an answer from Jjak: { $why }
link-invite-not-invitation = This is an answer, not an invitation: it goes to the host's device.
link-invite-not-answer = This is an invitation, not an answer: open it on the friend's device.
link-invite-version = This invitation was made by another version of Jjak (format { $version }). Load the page again on both devices.

# The connection (src/ui/link/rtc.rs)
link-connection-failed = The connection could not be made: { $why }
link-no-description = The browser gave no description of the connection.

# The host's page (src/ui/link/host_page.rs)
link-together-title = Game with friends
link-host-name = Host
link-no-link = <h1>No game with friends</h1><p>On the <a href="play">new-game page</a>, choose “a friend on another device” for a seat.</p>
link-lost = This device's game in progress is no longer the game with friends.
link-forget = Forget the game with friends
link-invite-heading = Invite your friends
link-invite-intro = Each friend opens their own invitation on their own device and sends you back an answer. This device holds the game: it deals every hand and sees every tile, and each friend's device checks the deal once a round is over.
link-seat-status = Seat { $seat }: { $status }
link-status-waiting = no invitation yet
link-status-making = preparing the invitation…
link-status-invited = invitation made, waiting for the answer
link-status-connecting = connecting…
link-status-connected = { $name } is here
link-status-gone = { $name } is not connected
link-make-invitation = Make an invitation for seat { $seat }
link-new-invitation = New invitation for seat { $seat }
link-invitation-label = The invitation for seat { $seat }: send this link to your friend
link-copy = Copy
link-copied = Copied.
link-qr = The same link as a QR code
link-answer-label = Your friend's answer for seat { $seat }
link-connect = Connect
link-answer-wrong = This answer is for another game or another seat.
link-answer-passed = The answer went to your game's page: you can close this one.
link-waiting-deal = Waiting for { $names } before the deal…
link-to-computer = Let a computer play seat { $seat }
link-rematch = Play again with the same friends
link-friends-heading = Friends
link-say = Say
link-said = { $name }: { $phrase }
link-network-label = How the devices connect
link-network-internet = Through the internet (asks a public STUN server, { $server }, for this device's address)
link-network-local = On the same network only (no server at all)
link-network-turn = A relay (TURN) server, for networks that block direct connections
link-turn-url = TURN address
link-turn-user = User name
link-turn-credential = Password

# A friend's page (src/ui/link/friend_page.rs)
link-join-title = Join a game
link-join-no-invitation = <h1>No invitation</h1><p>Open the invitation link your friend sent you.</p>
link-join-invited = You are invited to play { $game }, at seat { $seat }.
link-join-holds = The host's device holds every hand and deals them; yours checks each round's deal once the round is over.
link-join-name = Your name
link-join = Join
link-answer-heading = Send this answer back to your host
link-answer-intro = Your host pastes it on their device, or opens its link there. The game appears here once you are connected.
link-friend-connected = Connected to the host.
link-friend-gone = Not connected to the host. Ask them for a new invitation: the game goes on where it was.
link-audit-fair =
    { $rounds ->
        [one] One round checked: dealt as agreed, every move legal, every view as shown.
       *[other] { $rounds } rounds checked: dealt as agreed, every move legal, every view as shown.
    }
link-audit-unfair = Warning: the host's game does not check out. { $why }
link-waiting-host = The round is over: the host deals the next one.
link-host-refused = The host refused your last message: { $why }

# What a device keeps of its link (src/ui/link/stored.rs)
link-storage-blocked = This browser does not let the page keep anything: a game with friends needs it.
link-storage-unread = What this device kept of its game with friends could not be read ({ $why }); it is kept aside as “{ $key }”.
link-storage-full = The game with friends could not be kept on this device: { $why }
link-no-randomness = This browser gave no random numbers for a fair deal: { $why }

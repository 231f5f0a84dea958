# Playing a game (src/play): the table, the guide, the setup form, saves, records.

# Names (words.rs, session.rs)
play-you = You
play-computer-name = Computer { $seat }
play-seat = Seat { $seat }

# The table (table.rs)
play-dealt = Tiles dealt: { $counts }.
play-idle-not-a-throw = Not a tile you may throw now
play-idle-take-first = Not yet: first take a tile (see the moves below)
play-idle-not-your-turn =
    Not your turn: { $name ->
        [you] You are
     *[other] { $name } is
    } to play
play-idle-claim-or-pass = Only a claim or a pass may be made now
play-idle-nothing = Nothing to play now
play-draw-this-tile = draw this face-down tile
play-lot-drawn =
    { $name ->
        [you] you
     *[other] { $name }
    } drew { $tile }
play-lots = Drawing lots for the first player: { $draws }.
play-first-player =
    First to play: { $name ->
        [you] you
     *[other] { $name }
    } ({ $reason }).
play-dice-thrown =
    Dice thrown by { $thrower ->
        [you] you
     *[other] { $thrower }
    }: { $dice } = { $total }. First to play: { $first ->
        [you] you
     *[other] { $first }
    }.
play-four = four
play-five = five
play-wall-built = The wall: { $tiles } tiles in stacks of { $high }.
play-wall-one-moved = The top tile of the third stack from the end went to the far end: one stack of { $low } among stacks of { $high }.
play-wall-moved = The top tiles of { $moved } stacks, the third from the end and every other one after it, went to the far end: a saw-tooth of stacks of { $high } and { $low }.
play-wall-reserve =
    { $n ->
        [one] { $n } face-down tile in the reserve
     *[other] { $n } face-down tiles in the reserve
    }
play-wall-stacks =
    { $n ->
        [one] { $n } tile in the wall (stacks: { $stacks })
     *[other] { $n } tiles in the wall (stacks: { $stacks })
    }
play-wall-mahjong =
    { $n ->
        [one] { $n } tile to draw, { $dead } in the flower / kong wall
     *[other] { $n } tiles to draw, { $dead } in the flower / kong wall
    }
play-wind-east = East
play-wind-south = South
play-wind-west = West
play-wind-north = North
play-jongh =
    { $name ->
        [you] You are
     *[other] { $name } is
    } jongh (East).
play-jongh-wind =
    { $name ->
        [you] You are
     *[other] { $name } is
    } jongh (East) under the prevailing { $wind } wind.
play-wall-broken =
    { $n ->
        [one] The dice showed { $a } + { $b } + { $c } = { $total }: { $name ->
            [you] Your
         *[other] { $name }'s
        } wall was broken after { $n } stack, and the deal began there.
     *[other] The dice showed { $a } + { $b } + { $c } = { $total }: { $name ->
            [you] Your
         *[other] { $name }'s
        } wall was broken after { $n } stacks, and the deal began there.
    }

# A move told (told.rs): $who is a player, $tile a tile
play-told-drew = { $who } drew { $tile }
play-told-drew-face-down = { $who } drew a face-down tile
play-told-took-discard = { $who } took the discard { $tile }
play-told-laid-pair = { $who } laid down { $a } and { $b }
play-told-threw = { $who } threw { $tile }
play-told-reshuffled = The discards were shuffled into a new boneyard of { $tiles }
play-told-round-over = The round is over
play-told-picked-up = { $who } picked up { $tile }
play-told-drew-from-wall = { $who } drew { $tile } from the wall
play-told-drew-hidden-from-wall = { $who } drew from the wall
play-told-put-face-up = { $who } put { $tile } face up
play-told-claimed-to-win = { $who } claimed { $tile } to win
play-told-claimed-kong = { $who } claimed { $tile } for a kong
play-told-claimed-poeng = { $who } claimed { $tile } for a poeng
play-told-claimed-straight = { $who } claimed { $tile } for a straight
play-told-drew-replacement = { $who } drew a replacement tile
play-told-drew-a-tile = { $who } drew a tile
play-told-flower = { $who } laid out the flower { $tile }
play-told-closed-kong = { $who } laid out a closed kong of { $tile }
play-told-open-kong = { $who } made an open kong of { $tile }
play-told-robbed =
    { $who } robbed { $tile } from { $from ->
        [you] you
     *[other] { $from }
    }

# The guide and the hints (guide.rs, hints.rs)
play-or = or
play-guide-pick-up = pick up { $tiles } from the face-up tiles
play-guide-throw-only = throw your only tile that may go
play-guide-throw-one = throw one of your tiles (click it in your hand)
play-guide = Guide
play-hint = Hint
play-guide-the-goal = The goal:
play-guide-just-now = Just now:
play-guide-chose = { $name } chose to { $action }
play-guide-your-move = Your move:
play-guide-you-may = you may { $choices }.
play-guide-now = Now:
play-guide-the-hint = The hint:
play-guide-hint = { $action } ({ $reason }). It is marked with a dashed ring.
play-guide-legend = The number under each of your tiles counts its { $what }: tiles that would go with it and may still come.
play-unseen-copies = unseen copies
play-unseen-mates = unseen mates

# Standings and the finished games (markup.rs)
play-standings-round = Round
play-history-rounds =
    { $n ->
        [one] { $n } round
     *[other] { $n } rounds
    }
play-history-replay = Replay
play-history-replay-label = Replay game { $number }: { $game }
play-history-download = Download
play-history-download-label = Download the record of game { $number }: { $game }

# The new-game form (setup_form.rs)
play-value-auto = set by the number of players
play-value-none = no limit
play-value-on = On
play-value-off = Off
play-value-standard = Standard
play-value-culin-alternate = Culin alternate
play-value-by-match = By match
play-value-stakes = Stakes
play-value-points-match = Points match
play-value-double-six = Double six
play-value-double-nine = Double nine
play-value-double-twelve = Double twelve
play-value-any-ten-or-twenty = Any ten or twenty
play-value-culin-table = Culin table
play-value-any = Any
play-value-last = Last
play-value-man-kong = Man kong
play-value-sie-van = Sie van
play-setup-link-not-used = Some settings in the link were not used: { $problems }
play-setup-option-range = { $name } takes a number from { $lo } to { $hi }.
play-setup-option-value = { $name } cannot be "{ $value }".
play-setup-seed-error = The seed must be a whole number, or left empty.
play-setup-new-game = New game
play-setup-game = Game
play-setup-rules = Rules
play-setup-deal = Deal
play-setup-seed = Seed (optional, to replay or share a deal)
play-setup-players = Players
play-setup-number-of-players = Number of players
play-setup-seat-name = Name of seat { $seat }
play-setup-seat-player = Who plays seat { $seat }
play-setup-human = Human
play-setup-computer-beginner = Computer (beginner)
play-setup-computer-normal = Computer (normal)
play-setup-computer-strong = Computer (strong)
play-setup-friend = A friend on another device
play-setup-friends-need-you = A game with friends on other devices needs exactly one player on this device: you, the host.
# What each level means, under the seats (src/play/setup_form.rs), from the lab's figures
# (src/ai/measured.rs). $n, $strong, $normal: whole numbers out of 100.
play-levels = What the computer levels mean
play-level-beginner = Beginner plays as Normal does, with a beginner's mistakes: Normal wins about { $n } of 100 decided rounds against it.
play-level-normal = Normal plays its own hand soundly: each move brings its hand as close to a win as it can.
play-level-strong = Strong imagines the hidden tiles and plays each choice to the end: it wins about { $n } of 100 decided rounds against Normal.
play-level-strong-points = Its points a round against Normal average { $mean }, give or take { $margin }.
play-level-strong-defends = Strong also reads danger: in 100 rounds it throws the tile another player wins on about { $strong } times, Normal about { $normal } times.
play-setup-rule-set = Rule set
play-setup-named-rule-sets = Named rule sets
play-setup-usually = (usually: { $value })
play-setup-guided = A guided game: starting it turns the guide on (Help: Guide me).
play-setup-start = Start the game
play-setup-link = Link to this setup:

# A setup link's parameters (setup_url.rs)
play-url-repeated = The parameter "{ $name }" is given more than once; the first is used.
play-url-no-game = There is no game "{ $value }"; the games are { $games }.
play-url-no-preset = { $game } has no preset "{ $preset }"; its presets are { $presets }.
play-url-players = { $game } is played by { $lo } to { $hi } players, not "{ $value }".
play-url-seed = The seed must be a whole number, not "{ $value }".
play-url-guide = The guide is "on" or "off", not "{ $value }".
play-url-level = The computer players' level: { $why }.

# Settings, saves and kept games (save.rs)
play-pace-instant = Instant
play-pace-fast = Fast
play-pace-normal = Normal
play-pace-slow = Slow
play-thinking-half-second = Half a second
play-thinking-one-second = 1 second
play-thinking-two-seconds = 2 seconds
play-thinking-five-seconds = 5 seconds
play-theme-system = As the system
play-theme-light = Light
play-theme-dark = Dark
play-help-off = None
play-help-hints = Hints
play-help-guide = Guide me
play-kept-too-many-moves = The game given holds { $moves } moves; a record may hold at most { $max }.
play-kept-version = The game given is of version { $version }, which this version of Jjak does not read.
play-kept-move = Step { $number } ("{ $word }") is neither SEAT: MOVE nor -.
play-kept-budget = The game given asks the strong computer to think { $budget } deals a move; at most { $max }.
play-kept-step = Step { $number } ("{ $word }") is neither SEAT.CHOICE nor -.
play-kept-too-long = The game given is { $bytes } bytes long; at most 4 MB is read.
play-kept-unreadable = The game given cannot be read: { $why }.
play-load-corrupt = the saved game is damaged and cannot be read ({ $why })
play-load-newer = the saved game was written by a newer version of Jjak (save format { $format }; this one reads formats 1 to { $current })
play-load-no-format = no save format { $format }
play-load-no-format-number = no save format number
play-left-out-history = the history
play-left-out-history-entry = history entry { $number }
play-left-out-game = the game in progress
play-left-out-daily = day's result { $number }
play-left-out-drill = the drill { $drill }
play-practice-would-lose = your practice record could not be read whole and there is no room to keep a copy of it, so it was not written over
play-practice-left-out = part of your practice record could not be read and was left out ({ $parts }); a copy of it is kept aside before it is next written
play-practice-unreadable = your practice record cannot be read ({ $why }); a copy of it is kept aside before it is next written
play-practice-newer = your practice record was written by a newer version of Jjak (format { $format }); a copy of it is kept aside before this version writes it
play-practice-newer-kept = your practice record was written by a newer version of Jjak (format { $format }), so this page, an older version, does not write over it; reload the page to go on there
play-storage-blocked = this browser blocks storage here, so the game cannot be saved
play-storage-full = the browser's storage is full, so the game could not be saved
play-save-conflict = this game was changed in another tab or window; reload to continue from there
play-save-newer = a newer version of Jjak saved a game here (save format { $format }), so this page, an older version, does not write over it; reload the page to continue there
play-save-would-lose = the stored save that could not be read is still in this browser's storage and there is no room to keep a copy of it, so it is not written over and nothing was saved; free some storage for this site to save again

# A session: its errors (session.rs, replay.rs)
play-restore-step = saved step { $index } is not a legal move under this version's rules (the rules may have changed since it was played, or the save is damaged): { $error }
play-restore-format = the saved game is not in a form this version reads ({ $why })
play-restore-no-move-number = seat { $seat } has no move number { $number }
play-restore-cannot = seat { $seat } cannot "{ $words }" here
play-error-not-human = seat { $seat } is played by the computer
play-error-no-computer = no computer player is to move
play-error-stale = the game changed while the computer was thinking
play-error-worker = the computer's decision could not be sent: { $why }
play-not-this-players-turn = it is not this player's turn

# The computers' worker (remote.rs)
play-remote-unread = the computer's job could not be read ({ $why })
play-remote-not-to-move = seat { $seat } is not to move in the job
play-remote-not-legal = its move "{ $notation }" is not among the legal ones ({ $moves })
play-remote-unwritten = the decision could not be written ({ $why })
play-remote-no-decision = there is no decision in progress

# Game records (record.rs); the notation ("2: throw 5p") stays as records write it
play-record-too-long = The record is { $bytes } bytes long; a record is at most 4 MB.
play-record-unreadable = The record is not readable at line { $line }, column { $column }: { $why }.
play-record-not-a-record = This is not a Jjak game record (it has no "jjak-record" version).
play-record-version = The record is in format { $format }; this version of Jjak reads format 1.
play-record-too-many-moves = The record holds { $moves } moves; a record holds at most 50,000.
play-record-budget = The record asks the strong computer to think { $budget } deals a move; at most 5,000.
play-record-setup = The record's setup cannot be played: { $why }
play-record-unwritten = Round { $round }, move { $number } ("{ $text }") is not written as SEAT: MOVE ("2: throw 5p").
play-record-illegal = Round { $round }, move { $number } ("{ $text }") cannot be played: { $why }.
play-record-after-the-end = Round { $round } has moves after it ended.
play-record-match-over = The match was over after round { $round }, but the record goes on.
play-record-round-not-over = Round { $round } is followed by another round, but it is not over.
play-record-no-such-seat = There is no seat { $seat } at this record's table.
play-record-result-differs = The record's result says { $said }, but its moves give { $got }.
play-record-result =
    { $n ->
        [one] { $n } round scored, scores { $scores }
     *[other] { $n } rounds scored, scores { $scores }
    }
play-record-result-over =
    { $n ->
        [one] { $n } round scored, scores { $scores }, the match over
     *[other] { $n } rounds scored, scores { $scores }, the match over
    }
play-record-not-its-turn = it is not seat { $seat }'s turn
play-record-cannot = seat { $seat } cannot do that here; its moves are: { $moves }
play-json-at = { $what } at line { $line }, column { $column }
play-json-ends-early = the text ends too early
play-json-syntax = a syntax error
play-json-data = a value missing or of the wrong kind
play-json-data-named = a value missing or of the wrong kind ({ $name })

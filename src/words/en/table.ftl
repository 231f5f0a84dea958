# The table, the replay page, settings, notices, the computer players and the embeds
# (src/ui/table/*, src/ui/pages/replay.rs, src/ui/play_state.rs, src/ui/computer.rs,
# src/ui/embed.rs, src/ui/settings.rs)

# The table page (src/ui/table/mod.rs)
tbl-title = Table
tbl-no-game = <h1>No game in progress</h1><p><a href="play">Start a new game</a></p>
tbl-opening = Opening your game…
tbl-linked-game = <h1>A game with friends</h1><p>The game in progress is played with friends on other devices: <a href="together">go to its table</a>.</p>
tbl-pass-device = Pass the device to { $name }
tbl-look-away = The other players should look away while the tiles are shown.
tbl-show-my-tiles = I am { $name }: show my tiles
tbl-thinking-on-page = The computer players think on this page, which may stutter: { $why }.
tbl-drawer-toggle = Log, hint, settings
tbl-waiting-others = Waiting for the other players…
tbl-the-computer = The computer
tbl-thinking = { $name } is thinking…
tbl-thinking-deals = { $name } is thinking… ({ $n } imagined deals so far)
tbl-wins-match =
    { $name ->
        [you] You win
     *[other] { $name } wins
    } the match
tbl-tie = A tie: { $names }
tbl-match-over = { $game }: the match is over
tbl-play-again = Play again
tbl-new-game = New game
tbl-replay-game = Replay this game

# The round's result (src/ui/table/board.rs)
tbl-winning-hand =
    { $name ->
        [you] Your
     *[other] { $name }'s
    } winning hand:
tbl-result = Result
tbl-player = Player
tbl-this-round = This round
tbl-score-before = Score before
tbl-final-result = See the final result
tbl-next-round = Next round
tbl-replay-so-far = Replay the game so far

# Your hand (src/ui/table/hand.rs)
tbl-hinted = { $label } (the hint)
tbl-your-hand = Your hand
tbl-name-score = { $name }: score { $score }
tbl-your-tiles = Your tiles (arrow keys move between them)
tbl-choose-throw = Your turn: choose a tile to throw.
tbl-choose-throw-or-move = Your turn: choose a tile to throw, or a move below.
tbl-pick-up = Your turn: pick up a face-up tile (click it where it lies), or a move below.
# the count under each of your tiles: its tooltip, and what a screen reader says
tbl-mates-title = { $count } { $what }
tbl-mates-said = { $tile } has { $count } { $what }

# The seats (src/ui/table/seats.rs)
tbl-your-discards = Your discards
tbl-discards-of =
    { $name ->
        [you] Your
     *[other] { $name }'s
    } discards
tbl-no-discards = No discards yet
tbl-latest-discard = The latest discard
tbl-latest-discard-note = (the latest discard)
tbl-in-hand = { $count } in hand · score { $score }
tbl-picked-up = Picked up and kept

# The wall (src/ui/table/wall.rs)
tbl-tiles-to-draw = Tiles to draw
tbl-prevailing = Prevailing wind: { $wind }
tbl-seat-wind-jongh = { $wind }, jongh
tbl-wall-title = The wall; the dashed stacks are the flower / kong wall
tbl-draw-face-down = Draw face-down tile { $number }
tbl-reserve = The face-down reserve, { $n } tiles: choose one to draw

# The drawer (src/ui/table/panel.rs)
tbl-drawer = Log, hint and settings
tbl-drawer-close = Close
tbl-undo = Undo my last move
tbl-settings-summary = Settings: help, pace of the computer players
tbl-how-began = How this round began
tbl-built-wall = The wall as it was built, the first stacks on the left:

# The head line (src/ui/table/store.rs)
tbl-hand-number = Hand { $number }
tbl-round-of = Round { $number } of { $rounds }
tbl-to-play = { $name } to play
tbl-round-over = The round is over
tbl-waiting-claims = Waiting for claims

# Settings (src/ui/settings.rs)
tbl-help = Help
tbl-computer-moves = Computer moves
tbl-strong-thinks = Strong computer thinks for
tbl-theme = Theme

# An embed that cannot be shown (src/ui/embed.rs)
tbl-embed-no-language = This site has no language “{ $asked }”: shown in { $shown }.
tbl-embed-refused = This Jjak embed cannot be shown.
# (the sentence around the link: before, the link's words, after)
tbl-embed-list-before = The list of embeds and their parameters is at
tbl-embed-list-link = the embeds page
tbl-embed-list-after = .

# Saving and loading (src/ui/play_state.rs)
tbl-kept-as = Its data was kept in this browser's storage as "{ $key }".
tbl-no-room-kept = There was no room to keep a copy, so the stored data is left as it was and will not be written over until there is.
tbl-continue-other-tab = Continue from the other tab
tbl-dismiss = Dismiss
tbl-save-upgraded = The saved game was written by an older version of Jjak (save format { $schema }) and has been brought up to date.
tbl-save-left-out = Part of the save could not be read and was left out: { $parts }.
tbl-start-new = You can start a new game.
tbl-still-play = You can still play.
tbl-cannot-continue = The saved game cannot be continued: { $error }.
tbl-save-damaged = The saved game is damaged and cannot be continued ({ $error }).
tbl-storage-full =
    { $n ->
        [one] The browser's storage was full: the moves of the { $n } oldest finished game were let go to save this one (their scores stay in the history).
     *[other] The browser's storage was full: the moves of the { $n } oldest finished games were let go to save this one (their scores stay in the history).
    }

# The computer players (src/ui/computer.rs; reasons said after "which may stutter:")
tbl-no-app-files = the page does not name the app's files
tbl-worker-broke = it could not be loaded or stopped with an error
tbl-worker-failed = their worker failed ({ $why })
tbl-worker-no-decision = it did not take the decision
tbl-worker-not-running = it is not running
tbl-answer-not-read = its answer could not be read ({ $error })

# The replay page (src/ui/pages/replay.rs)
tbl-replay-title = Replay
tbl-link-not-encoded = The game in the link is not encoded as a link encodes it.
tbl-no-game-to-replay = There is no game in progress to replay.
tbl-not-history-number = "{ $value }" is not a game's number in the history.
tbl-history-no-game = The history has no game { $number }.
tbl-not-kept = This game was finished before games were kept to replay.
tbl-choose-game = Choose a game to replay from the finished games on the new-game page, or open a record below.
tbl-start-of-game = The start of the game.
tbl-step-said = Step { $step } of { $total }: { $said }
tbl-cannot-replay = This game cannot be replayed: { $error }.
tbl-no-seat = This game has no seat { $seat }.
tbl-record-not-shown = The record { $path } cannot be shown: { $error }
tbl-record-missing = There is no record at { $path } on this site: check the address.
tbl-record-not-loaded = The record { $path } could not be loaded ({ $why }): check the connection and reload.
tbl-file-not-read = the browser did not read the file
tbl-no-difference = No difference found so far.
tbl-no-choice = This player had no choice to make: nothing to review.
tbl-reviewing = Reviewing { $n } decisions…
tbl-review-not-started = The review could not start: { $why }.
tbl-cannot-take-over = The game cannot be taken over here: { $error }.
tbl-take-over-not-saved = The game was not taken over: { $why }. Nothing was changed.
tbl-not-downloaded = The record could not be downloaded: { $why }.
tbl-not-written = The record could not be written: { $error }.
tbl-opened = Opened { $name }.
tbl-cannot-open = { $name } cannot be opened: { $error }
tbl-link-copied = The link is copied.
tbl-select-link = Select the link and copy it.
tbl-replay-of = Replay of { $title }
tbl-round-start = Round start
tbl-back = Back
tbl-forward = Forward
tbl-round-end = Round end
tbl-step-of = Step { $step } of { $total }
tbl-show = Show
tbl-every-hand = every hand
tbl-as-seen-by =
    the table as { $name ->
        [you] you
     *[other] { $name }
    } saw it
tbl-played = Played:
tbl-strong = Strong computer:
tbl-normal = Normal computer:
tbl-moves = Moves
tbl-the-deal = The deal
tbl-review = Review
tbl-review-start = Review
tbl-review-lead = Each decision of one player beside the strong computer's choice and the normal one's.
tbl-next-difference = Next difference
tbl-keep-share = Keep and share
tbl-download = Download the record
tbl-link-label = Link to this game
tbl-copy-link = Copy the link
tbl-on-your-site = To show it on your site
tbl-play-on = Play on from here
tbl-as = As
tbl-take-over = Take over from here
tbl-take-over-hint = A new game from this position against the computers; a game in progress is kept in the history.
tbl-open-record = Open a record
tbl-record-file = A record file (JSON), or drop one on this page
tbl-iframe-title = A game of Jjak, step by step
tbl-match-over-step = The match is over
tbl-round-dealt = Round { $round } dealt
tbl-browser-refused = the browser refused the file
tbl-no-address = no address for it
tbl-no-link = no link
tbl-game-gone = the game is gone
tbl-worker-refused = the worker did not take it
tbl-review-stopped = The review stopped: { $why }.
tbl-reviewed-so-far = Reviewed { $done } of { $total } decisions; { $differ } differ so far…
tbl-reviewed-all = Reviewed all { $total } decisions: the strong computer would have played { $differ } otherwise.

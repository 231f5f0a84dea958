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

# The drills (src/play/drills, src/ui/pages/drills.rs): practise one thing until it is known

drills-title = Drills
drills-lead = Practise one thing until you know it. Your accuracy and your last answers are kept on this device, and a question you missed comes back later.
drills-home = Drills

drill-pairs-title = Which tiles pair? { $game }
drill-which-tile-title = Which tile? { $game }
drill-count-title = Count this hand: { $game }
drill-pairs-summary = A tile of the set is shown: pick every tile it pairs with.
drill-which-tile-summary = A position from a real game: choose your move, then see what the strong computer found, and how much worse each other move came out.
drill-count-summary = A hand won in a real game, laid open: say what it is worth. The answer is the points calculator's, item by item.

# A drill's record on this device
drill-accuracy =
    { $asked ->
        [0] Not tried yet.
       *[other] { $right } right of { $asked } ({ $percent }%).
    }
drill-last = Your last answers
drill-last-right = right
drill-last-wrong = missed
drill-again = You missed this one before: it comes back until you answer it right.
drill-next = Next question
drill-check = Check
drill-right = Right.
drill-wrong = Not this time.
drill-all = All the drills
drill-link = A link to this question
drill-copy-link = Copy the link
drill-link-copied = Copied.
drill-link-copy-by-hand = This browser did not let the page copy: copy the link above.

# Which tiles pair?
drill-pairs-ask = Which tiles pair with { $tile }? Pick every one, then check.
drill-pairs-answer = { $tile } pairs with { $mates }.
drill-pairs-missed = Not picked: { $tiles }.
drill-pairs-not-mates = These do not pair with it: { $tiles }.
drill-pairs-rule-jjak = Civil tiles pair with their twin; military tiles pair by equal totals (nine with nine, eight with eight, seven with seven, five with five), and 4-2 with 2-1 is the supreme pair.
drill-pairs-rule-supreme = 4-2 and 2-1 make the supreme pair, the best pair of Jjak-mat-chu-gi.
drill-pairs-rule-three-dozen = Two tiles pair when all their spots together make twice the set's highest number (12 with double-six), and doubles pair with the next double up or down (0-0 with 1-1 and with the highest double).
drill-pairs-rule-kap = Two tiles pair when their values total 10 or 20; the 4-2 counts 3.

# Which tile?
drill-which-tile-ask = Your move: what would you play here?
drill-which-tile-strong = The strong computer { $said }.
drill-col-move = Move
drill-col-result = Result
drill-col-behind = Behind the best
drill-yours = your move
drill-value-percent = { $value }% of the best result
drill-value-points =
    { $value ->
        [one] { $value } point a round
       *[other] { $value } points a round
    }
drill-behind-percent = { $value } percentage points less
drill-behind-points =
    { $value ->
        [one] { $value } point a round less
       *[other] { $value } points a round less
    }

# Count this hand
drill-count-ask = What is this hand worth?
drill-count-self-drawn = { $winner } won with a tile they drew.
drill-count-from = { $winner } won with the tile { $from } threw.
drill-count-prevailing = The prevailing wind is { $wind }.
drill-count-concealed = Concealed tiles
drill-count-winning-tile = The winning tile
drill-count-open-meld = An open meld
drill-count-closed-meld = A closed meld
drill-count-flowers = Flowers
drill-count-choice = { $value } points

# What cannot be shown
drill-no-such-drill = There is no drill “{ $name }”.
drill-no-such-question = This drill has no question “{ $id }”.
drill-not-a-position = This position is not one of this version's drills.
drill-bad-position = The position cannot be opened: { $why }
drill-bad-hand = The hand cannot be counted: { $why }

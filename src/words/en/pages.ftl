# The site around every page (src/ui/app.rs, src/ui/shell.rs, src/ui/first_view.rs)
ui-skip = Skip to content
ui-menu = Menu
ui-main-nav = Main
ui-nav-games = Games
ui-nav-new-game = New game
ui-nav-table = Table
ui-nav-rules = Rules
ui-nav-tiles = Tiles
ui-footer-about = Jjak: traditional pair-matching tile games. Rules after Stewart Culin (1895), pagat.com, Joe Celko and the Matjok Rulebook.
ui-footer-lab = Rule lab
ui-footer-embeds = Embeds for your site
ui-footer-performance = Performance

# The settings' labels as the first view writes them (the app's are src/ui/settings.rs)
ui-settings-theme = Theme
ui-settings-help = Help
ui-settings-computer-moves = Computer moves
ui-settings-thinking = Strong computer thinks for

# The replay page's first view (src/ui/first_view.rs)
ui-replay-opening = Opening the game to replay…

# Reading a page of the site (src/ui/fetch.rs); $what is one of the reasons below
ui-fetch-failed = The page could not be loaded ({ $what }). Check the connection and reload.
ui-fetch-no-answer = no answer
ui-fetch-status = status { $status }
ui-fetch-no-text = no text

# A worker that does not start (src/ui/dom.rs): a reason, put inside other sentences
ui-worker-cannot-start = this browser cannot start { $script }

# The home page (src/ui/pages/home.rs)
ui-home-title = Pair-matching tile games
ui-home-lead = Play, learn and look up five traditional games whose goal is to complete pairs and sets: Korean and Chinese dominoes, their Western adaptation, and Surinamese mahjong. Nothing to install.
ui-home-games = Games
ui-home-daily = Deals of the day
ui-home-players =
    { $n ->
        [one] { $n } player
     *[other] { $n } players
    }
ui-home-players-range = { $lo }–{ $hi } players
# Each card's links: the visible word, and (in the span) what only a screen reader says
ui-home-card-rules = Rules<span class="visually-hidden"> of { $name }</span>
ui-home-card-play = Play<span class="visually-hidden"> { $name }</span>
ui-home-card-tiles = Tiles<span class="visually-hidden"> of { $name }</span>

# The tile gallery (src/ui/pages/gallery.rs)
ui-gallery-title = Tile gallery
ui-gallery-lead = Every tile of every set the games use, grouped as the rules group them.
ui-gallery-size = Tile size
ui-gallery-sets = Sets
ui-gallery-jump-chinese = Chinese dominoes
ui-gallery-jump-western = Western dominoes
ui-gallery-jump-mahjong = Mahjong
ui-gallery-chinese-title = Chinese and Korean dominoes: 32 tiles
ui-gallery-chinese-note = Used by Jjak-mat-chu-gi, K'ap Tái Shap and K'ap Shap. The ones and fours are red, and so is half of the 6-6.
ui-gallery-western-title =
    { $n ->
        [one] Western dominoes: double-{ $high }, { $n } tile
     *[other] Western dominoes: double-{ $high }, { $n } tiles
    }
ui-gallery-western-note = Used by Three Dozen: double-six by default, larger sets for more players.
ui-gallery-set = Set
ui-gallery-double-six = double-six (28)
ui-gallery-double-nine = double-nine (55)
ui-gallery-double-twelve = double-twelve (91)
ui-gallery-mahjong-title = Mahjong: 144 tiles
ui-gallery-mahjong-note = Used by Matjok: three suits, the honours, and eight flowers.
ui-gallery-states = Tile states
ui-gallery-states-note = How the table shows a tile you may play, one you picked, one you may not use, and a hidden one.
ui-gallery-civil = Civil
ui-gallery-civil-note = Eleven faces, two of each (22 tiles). Two identical civil tiles make a pair.
ui-gallery-military = Military
ui-gallery-military-note = Ten faces, one of each (10 tiles), in their Jjak-mat-chu-gi pairs: nines, eights, sevens, fives and the supreme pair.
ui-gallery-doubles = Doubles
ui-gallery-doubles-note = In Three Dozen consecutive doubles pair up, and the highest double pairs with 0-0.
ui-gallery-singles = Singles
ui-gallery-singles-note = Any two tiles whose spots total twice the highest double also pair.
ui-gallery-characters = Characters
ui-gallery-characters-note = Suit 1-9, four of each. Matjok calls them numbers.
ui-gallery-circles = Circles
ui-gallery-circles-note = Suit 1-9, four of each.
ui-gallery-bamboo = Bamboo
ui-gallery-bamboo-note = Suit 1-9, four of each; the 1 is a bird.
ui-gallery-winds = Winds
ui-gallery-winds-note = Honours: East, South, West, North, four of each. No straights, only sets and pairs.
ui-gallery-dragons = Dragons
ui-gallery-dragons-note = Honours: red, green and white, four of each.
ui-gallery-flowers = Flowers and seasons
ui-gallery-flowers-note = Eight single tiles. Never part of a hand: laid open at once and replaced.
ui-gallery-state-normal = normal
ui-gallery-state-selected = selected
ui-gallery-state-disabled = disabled
ui-gallery-state-face-down = face down

# The tiles' names for a screen reader (src/art/mod.rs)
ui-tile-face-down-domino = face-down domino
ui-tile-face-down = face-down tile

# The rules pages (src/ui/pages/rules.rs)
ui-rules-title = { $game } rules
ui-rules-play = Play it
ui-rules-guided = A guided first game
ui-rules-index-title = Rules
ui-rules-index-lead = Pick a game above: each page explains the rules with live tiles you can click.
ui-rules-nav = Rules of each game
ui-rules-no-game = No such game
ui-rules-loading = Loading the rules…

# The page at an address that has none (src/ui/pages/not_found.rs)
ui-not-found-title = Page not found
ui-not-found-text = There is no page at this address. The games are listed on the home page.
ui-not-found-link = Go to the games

# The rule lab (src/ui/pages/lab.rs)
ui-lab-title = Rule lab
ui-lab-lead = Play many games between computer players under a rule set and see what the rules do: how often a round ends drawn, how the wins share out between the seats, and how long rounds last. The games are played in the background; the same choices give the same figures as the command-line lab (jjak-lab simulate).
ui-lab-run = Run
ui-lab-stop = Stop
ui-lab-no-worker = This browser cannot start the lab's worker.
ui-lab-not-taken = The lab's worker did not take the job.

# The performance page (src/ui/pages/performance.rs)
ui-performance-title = Performance
ui-performance-analyser = The Matjok hand analyser works out how far a hand is from winning (its shanten) for the computer players and the hints. Measure it here, in this browser.
ui-performance-measure-shanten = Measure hand analysis speed
ui-performance-decisions-intro = The normal computer player should decide in well under 20 ms. Time every decision it makes in five rounds of each game:
ui-performance-measure-decisions = Measure computer decision times
ui-performance-shanten-result = { $hands } random 14-tile hands in { $ms } ms: { $rate } million distance-to-win computations per second (mean shanten { $mean }).
ui-performance-decision-result = { $game } ({ $players } players): { $decisions } decisions, mean { $mean } ms, slowest { $slowest } ms.

# The embeds page (src/ui/pages/embeds.rs; its body is src/teach/embeds.rs)
ui-embeds-title = Embeds

# The new-game page (src/ui/pages/setup.rs)
ui-setup-title = New game
ui-setup-help-pace = Help and pace
ui-setup-finished = Finished games

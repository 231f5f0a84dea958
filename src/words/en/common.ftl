# The language menu (src/ui/language.rs)
common-language = Language
common-language-menu = Language of the app
# The site's description (every page's <meta name="description">)
common-description = Play, learn and look up traditional pair-matching tile games: Jjak-mat-chu-gi, Three Dozen, K'ap Tái Shap, K'ap Shap and Matjok.
# what a browser without JavaScript shows (index.html's <noscript>)
common-noscript = Jjak needs JavaScript and WebAssembly to run.
# what the page says when a link is followed before the app has started (tools/site.mjs)
common-opening-page = Opening the page…
# how a list joins its last two items (jjak_words::list): "A, B and C"
common-list-and = { " and " }

# Het taalmenu (src/ui/language.rs)
common-language = Taal
common-language-menu = Taal van de app
common-description = Speel, leer en zoek traditionele stenenspellen op waarin je paren maakt: Jjak-mat-chu-gi, Three Dozen, K'ap Tái Shap, K'ap Shap en Matjok.
common-noscript = Jjak heeft JavaScript en WebAssembly nodig.
common-opening-page = De pagina wordt geopend…
# how a list joins its last two items (jjak_words::list): "A, B and C"
common-list-and = { " en " }

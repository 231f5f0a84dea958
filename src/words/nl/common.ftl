# Het taalmenu (src/ui/language.rs)
common-language = Taal
common-language-menu = Taal van de app

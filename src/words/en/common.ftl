# The language menu (src/ui/language.rs)
common-language = Language
common-language-menu = Language of the app

# 언어 메뉴 (src/ui/language.rs)
common-language = 언어
common-language-menu = 앱의 언어

# 언어 메뉴 (src/ui/language.rs)
common-language = 언어
common-language-menu = 앱의 언어
common-description = 짝을 맞추는 전통 패 놀이(짝맞추기, Three Dozen, K'ap Tái Shap, K'ap Shap, Matjok)를 하고, 배우고, 찾아보는 곳입니다.
common-noscript = Jjak을 실행하려면 JavaScript와 WebAssembly가 필요합니다.
common-opening-page = 페이지를 여는 중…
# how a list joins its last two items (jjak_words::list): "A, B and C"
common-list-and = { ", " }

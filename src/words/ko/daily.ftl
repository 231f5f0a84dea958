# 오늘의 패 (src/play/daily.rs): 나누는 결과, 패 이름은 없음

daily-share-head = Jjak { $game } · { $number }일째
daily-share-points = { $points }점

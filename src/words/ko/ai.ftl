# 컴퓨터 플레이어 (src/ai): 수준, 그리고 수마다 남기는 이유. 이유는 게임과 함께 저장되고,
# 기록·안내·힌트에서 수 뒤의 괄호 안에 나옵니다. 합니다체, 일어난 일은 과거형.
ai-unknown-level = 알 수 없는 컴퓨터 수준 "{ $level }": beginner(초급), normal(보통), strong(강함) 중에서 고르세요

# 짝 게임의 보통 컴퓨터 (src/ai/simple.rs). $tile, $mate: 도미노 패 (6-3).
# 짝맞추기(쪽)와 Three Dozen(개)이 함께 쓰므로 단위를 붙이지 않습니다.
ai-pair-took = { JOSA($tile, "을", "를") } 가져왔습니다: 손패의 { JOSA($mate, "과", "와") } 짝이 맞습니다
ai-pair-drew = 패를 뽑았습니다: 마지막 버림패와 짝이 맞는 패가 손패에 없습니다
ai-pair-passed = 버림패를 그냥 넘겼습니다: 이 패로는 맞출 수 있는 짝이 없습니다
ai-pair-threw-all-out = { JOSA($tile, "을", "를") } 버렸습니다: 짝패가 이미 모두 나왔습니다
ai-pair-threw-unseen = { JOSA($tile, "을", "를") } 버렸습니다: 아직 안 보인 짝패 수가 { $n }밖에 되지 않습니다
ai-pair-threw-all-paired = { JOSA($tile, "을", "를") } 버렸습니다: 손패의 모든 패에 짝이 있습니다

# K'ap의 보통 컴퓨터 (src/ai/simple_kap.rs). $short: 손패에 모자라는 패 수 (ai-kap-tiles),
# $n: 손패를 낫게 할 아직 못 본 패의 수.
ai-kap-tiles = { $n }쪽
ai-kap-picked-up-complete = { JOSA($tile, "을", "를") } 집었습니다: 이 패로 손패가 완성됩니다
ai-kap-picked-up-one-short = { JOSA($tile, "을", "를") } 집었습니다: 이 패를 넣으면 손패에 { JOSA($short, "이", "가") } 모자라고, 아직 못 본 패 { $n }쪽이 손패를 완성할 수 있습니다
ai-kap-picked-up = { JOSA($tile, "을", "를") } 집었습니다: 이 패를 넣으면 손패에 { JOSA($short, "이", "가") } 모자라고, 아직 못 본 패 { $n }쪽이 손패를 완성에 더 가깝게 할 수 있습니다
ai-kap-drew-one-short = 패산에서 뽑았습니다: 앞면 패 중에 손패를 완성하는 패가 없습니다
ai-kap-drew = 패산에서 뽑았습니다: 앞면 패 중에 손패를 완성에 더 가깝게 하는 패가 없습니다 (손패에 { JOSA($short, "이", "가") } 모자랍니다)
ai-kap-threw-one-short = { JOSA($tile, "을", "를") } 버렸습니다: 이 패를 빼면 손패에 { JOSA($short, "이", "가") } 모자라고, 아직 못 본 패 { $n }쪽이 손패를 완성할 수 있습니다
ai-kap-threw = { JOSA($tile, "을", "를") } 버렸습니다: 이 패를 빼면 손패에 { JOSA($short, "이", "가") } 모자라고, 아직 못 본 패 { $n }쪽이 손패를 완성에 더 가깝게 할 수 있습니다

# Matjok의 보통 컴퓨터 (src/ai/simple_matjok.rs). 화료까지의 거리 ($distance, $before,
# $after): 완성, 대기(텐파이), 또는 대기까지 유효패 $count장 (2 이상).
# $tile: 마작패. 앱이 패 이름으로 바꾸고, {tile|을/를}처럼 붙인 조사는 그 이름에 맞게 다시 고릅니다 (src/play/words.rs).
ai-distance-complete = 완성
ai-distance-ready = 대기 (한 장만 더 오면 화료)
ai-distance-one = 대기까지 유효패 1장
ai-distance-many = 대기까지 유효패 { $count }장
ai-matjok-tjok = tjok을 선언했습니다: 손패가 완성되었습니다
ai-matjok-threw = { $tile } 한 장을 버렸습니다: 남은 손패는 { $distance }입니다
ai-matjok-kong = { $tile } kong을 선언했습니다: 손패는 { $distance } 그대로이고, kong으로 점수도 얻습니다
ai-matjok-passed = 패를 그냥 넘겼습니다: 불러도 손패({ $distance })가 화료에 더 가까워지지 않습니다
ai-matjok-claimed = 버림패를 불렀습니다: 손패가 { $before }에서 { JOSA($after, "으로", "로") } 바뀝니다
# 강한 컴퓨터의 버림 (src/ai/search.rs): 다음에 뽑을 패를 한 번 내다봅니다. $n: 안 보인 패 수.
ai-matjok-lookahead-complete = { $tile } 한 장을 버렸습니다: 남은 손패는 { $distance }이고, 안 보인 패 { $n }장이 손패를 완성할 수 있습니다 (손패를 이만큼 가깝게 두는 버림 중에 이보다 많은 패를 남기는 것은 없습니다)
ai-matjok-lookahead-closer = { $tile } 한 장을 버렸습니다: 남은 손패는 { $distance }이고, 안 보인 패 { $n }장이 손패를 화료에 더 가깝게 할 수 있습니다 (손패를 이만큼 가깝게 두는 버림 중에 이보다 많은 패를 남기는 것은 없습니다)
# 강한 컴퓨터가 수비로 돌아섭니다 (src/ai/search.rs): $kept 버릴 뻔한 패, $seat 경계하는 자리.
ai-matjok-fold = { JOSA($tile, "을", "를") } 버리고 { JOSA($kept, "은", "는") } 남겼습니다: { JOSA($seat, "이", "가") } 화료에 가까워 보이고, 손패는 아직 멀어서 위험한 패를 내주지 않습니다
ai-matjok-safer = { JOSA($tile, "을", "를") } 버렸습니다: 남은 손패는 { $distance }이고, 안 보인 패 { $n }장이 손패를 화료에 더 가깝게 할 수 있습니다. { JOSA($kept, "을", "를") } 버릴 때와 거의 같은 수이고, { JOSA($seat, "이", "가") } 이 패로 화료할 가능성은 더 낮습니다

# 강한 컴퓨터 (src/ai/search.rs): $n 상상한 배분 수, $moves 비교한 수의 개수 (2 이상),
# $action 고른 수 (게임이 쓰는 수의 이름, 예: "6-3 버리기"), $percent 정수.
ai-strong-searched = 숨은 패의 가상 배분 { $n }가지를 만들고, 배분마다 수 { $moves }가지를 각각 끝까지 두어 보았습니다: 가장 좋은 수는 { $action }입니다 (최고 결과의 { $percent }%)
# 점수로 두는 게임(Matjok)에서: $points 상상한 판들의 평균 점수, 정수, 음수일 수 있음
ai-strong-searched-points = 숨은 패의 가상 배분 { $n }가지를 만들고, 배분마다 수 { $moves }가지를 각각 끝까지 두어 보았습니다: 가장 좋은 수는 { $action }입니다 (한 판 평균 { $points }점)
ai-strong-one-move = 둘 만한 수가 하나뿐이었습니다
# 초급 컴퓨터의 실수: 아무 패나 버리거나 쓸모 있는 패를 그냥 넘김
ai-hunch = 감으로 두었습니다

# Matjok 점수 계산기의 잘못된 입력 (src/points.rs). $what: 아래 세 자리 이름 중 하나 또는
# jongh. $value, $tile: 입력한 값.
ai-points-not-a-seat = { $what }에는 0에서 3까지의 자리(동, 남, 서, 북)를 적어야 합니다. 적힌 값: "{ $value }"
ai-points-winner-seat = 승자의 자리
ai-points-thrower-seat = 화료패를 버린 자리
ai-points-prevailing-wind = 장풍
ai-points-jongh-is-east = jongh은 동(0번 자리)입니다: 자리는 바람 이름으로 부르고 jongh은 동에 앉습니다(용어집: "jongh | 동"). 승자와 패를 버린 사람을 바람으로 적으세요
ai-points-flowers-apart = 화패는 패 칸이 아니라 화패 칸에 적으세요
ai-points-not-a-flower = 화패가 아닌 패가 있습니다: { $tile } (화패는 1f에서 8f까지입니다)
ai-points-one-winning-tile = 화료패는 한 장이어야 합니다. 적힌 값: "{ $tile }"

# 가르치는 위젯 (src/teach/): 짝 표, 손패 확인, Matjok 점수 계산기, 규칙 비교표, 규칙 실험실, 삽입.
# -golpae / -western / -mahjong 키는 세는 단위만 다릅니다: 골패 쪽, 도미노 개, 마작패 장.

# 위젯과 매개변수 (src/teach/mod.rs, faces.rs)
teach-no-widget = 그런 위젯은 없습니다: "{ $name }". 위젯은 chart, hand, check, variants, score입니다.
teach-no-tiles = 손패에 패가 있어야 합니다. 예: tiles=6-3 5-4 또는 tiles=345s678p111z.
teach-custom-rules = 사용자 규칙
teach-matjok-takes-mahjong = Matjok은 마작패로 합니다: 345s678p111z처럼 쓰세요.
teach-game-takes-dominoes = { JOSA($game, "은", "는") } 도미노 패로 합니다: 6-3 5-4처럼 쓰세요.

# 문장 속의 수
teach-tiles-mahjong = { $n }장
teach-kinds = { $n }종류

# 손패 확인과 점수 계산기가 함께 쓰는 말
teach-take-out = 빼기
teach-take-back = 되돌리기
teach-clear-hand = 손패 비우기
teach-set-aria = 세트: 패를 골라 넣기

# 짝 표 (src/teach/chart.rs)
teach-chart-pairs = { $game }의 짝
teach-chart-combinations = { $game }의 몸통
teach-chart-help-pairs = 패를 고르면(클릭하거나 화살표 키로 이동) 그 패와 짝이 되는 패가 모두 보입니다.
teach-chart-help-combinations = 패를 고르면(클릭하거나 화살표 키로 이동) 그 패가 들어갈 수 있는 몸통이 보입니다.
teach-chart-tiles-of = { $game }의 패
teach-chart-all-pairs = 전체 { $n }짝
teach-chart-mate-note = : 고른 패의 짝패
teach-chart-none-picked = 고른 패가 없습니다.
teach-chart-pairs-with-none = 이 규칙에서 { JOSA($tile, "은", "는") } 어떤 패와도 짝이 되지 않습니다.
teach-chart-part-of = { JOSA($tile, "은", "는") } 몸통 { $n }가지에 들어갈 수 있습니다:
teach-chart-pairs-with = { JOSA($tile, "은", "는") } 패 { $n }가지와 짝이 됩니다:

# 손패 확인 (src/teach/check.rs)
teach-check-too-many-golpae = 여기서 { $game } 손패는 많아야 { $most }쪽입니다. { $n }쪽은 너무 많습니다.
teach-check-too-many-western = 여기서 { $game } 손패는 많아야 { $most }개입니다. { $n }개는 너무 많습니다.
teach-check-too-many-mahjong = 여기서 { $game } 손패는 많아야 { $most }장입니다. { $n }장은 너무 많습니다.
teach-check-winning-hand-dot = 완성패입니다.
teach-check-the-eye = ngán(안 眼):
teach-check-winning-size-golpae = 완성패는 { $n }쪽입니다.
teach-check-winning-size-western = 완성패는 { $n }개입니다.
teach-check-not-winning-yet = 아직 완성패가 아님
teach-check-not-winning = 완성패가 아님
teach-check-does-not-group = 짝으로 나뉘지 않습니다
teach-check-add-more-golpae = { $n }쪽을 더 넣으세요.
teach-check-add-more-western = { $n }개를 더 넣으세요.
teach-check-no-mate = 이 손패 안에 짝이 없는 패: { $tiles }.
teach-check-flower-win = 화패 화료
teach-check-flowers-and-seasons = 화패 { $n }장.
teach-check-hand-size = 손패는 13장이고, 방금 뽑은 패까지 14장입니다(화패는 따로 둡니다).
teach-check-winning-hand = 완성패
teach-check-four-and-pair = 몸통 4개와 머리 1개.
teach-check-ready = 대기: 1장이면 화료합니다
teach-check-ready-in-form-only = 모양만 대기: 기다리는 패가 모두 이미 이 손패에 있으므로, 실제로는 대기까지 유효패가 { $n }장 더 필요합니다
teach-check-from-ready = 대기까지 유효패가 { $n }장 더 필요합니다
teach-check-distance = { $distance } (샹텐 { $shanten }).
teach-check-wins-on = 이 패로 화료합니다({ $kinds }, 이 손패에 없는 패 { $tiles }):
teach-check-closer = 완성에 가까워지는 패({ $kinds }, 이 손패에 없는 패 { $tiles }):
teach-check-throw = { JOSA($tile, "을", "를") } 버리세요(버린 뒤 샹텐 { $shanten }). 그다음에는 { $kinds }의 패(이 손패에 없는 패 { $tiles })가 손패를 완성에 가깝게 합니다:
teach-check-title-check = { $game } 손패 확인
teach-check-title-shown = { $game } 손패
teach-check-hand-aria = 손패 (패를 고르면 뺍니다)
teach-check-empty = 비어 있음: 아래 세트에서 패를 넣으세요.
teach-check-add-help-golpae = 세트에서 패를 넣으세요(최대 { $n }쪽).
teach-check-add-help-western = 세트에서 패를 넣으세요(최대 { $n }개).
teach-check-add-help-mahjong = 세트에서 패를 넣으세요(최대 { $n }장).
teach-check-add-tile = { $tile } 넣기

# 규칙 비교표 (src/teach/variants.rs)
teach-variants-head = { $game }의 규칙 묶음
teach-variants-rule-set = 규칙 묶음
teach-variants-what-changes = 바뀌는 점
teach-variants-link = 링크
teach-variants-the-defaults = 기본값 그대로
teach-variants-play-it = 이 규칙으로 하기
teach-variants-option = 옵션
teach-variants-default = 기본값
teach-variants-values = 값
teach-variants-what-it-does = 설명
teach-variants-range = { $lo }~{ $hi }

# Matjok 점수 계산기 (src/teach/score.rs)
teach-score-not-matjok = 점수 계산기는 Matjok 손패만 셉니다. 받은 게임: "{ $game }".
teach-score-title = Matjok 점수 계산기
teach-score-winner = 승자
teach-score-prevailing = 장풍
teach-score-self-drawn = 쯔모
teach-score-discard-of = { $wind }의 버림패
teach-score-won-on = 화료한 패
teach-score-after-kong = kong 뒤 보충패로
teach-score-kong-on-kong = 연달아 두 번째 kong 뒤 (kong-sjong-kong)
teach-score-robbed = kong을 가로챔 (창깡)
teach-score-extras = 추가 조건
teach-score-east-is-jongh = 동이 jongh입니다: 동은 두 배로 내고 두 배로 받습니다.
teach-score-concealed = 숨긴 패 (골라서 빼기)
teach-score-no-concealed = 숨긴 패가 없습니다.
teach-score-laid-out = 내려놓은 패: 공개한 몸통과 화패 (골라서 되돌리기)
teach-score-laying-out = 내려놓는 중: { $n }장
teach-score-winning-tile = 화료패
teach-score-won-on-tile = { JOSA($tile, "으로", "로") } 화료
teach-score-into = 세트에서 고른 패를 넣을 곳
teach-score-into-hand = 숨긴 패
teach-score-into-open = 공개한 몸통
teach-score-into-closed = 비공개 kong
teach-score-flowers-go = 화패는 언제나 화패 자리로 갑니다.
teach-score-add = 넣기
teach-score-item = 항목
teach-score-points = 점수
teach-score-doubles = 두 배 횟수
teach-score-seat = 자리
teach-score-table-payment = 지불액
teach-score-losers-settle = 그다음 패자끼리 각자의 손패로 정산합니다(여기서는 세지 않습니다).
teach-score-open-straight = { $tile }부터 시작하는 공개 슌쯔
teach-score-closed-straight = { $tile }부터 시작하는 비공개 슌쯔
teach-score-open-poeng = { $tile } 공개 poeng
teach-score-closed-poeng = { $tile } 비공개 poeng
teach-score-open-kong = { $tile } 공개 kong
teach-score-closed-kong = { $tile } 비공개 kong

# 삽입 (src/teach/embeds.rs). 프레임의 제목은 설명에서 첫 쌍점(:) 앞까지입니다.
teach-embed-chart = 짝맞추기의 짝 표(pagat의 기본 짝): 패를 고르면 짝패가 보입니다.
teach-embed-chart-culin = 같은 표에서 무패(武牌)를 컬린 방식으로 짝지은 것.
teach-embed-chart-kap = K'ap Tái Shap에서 합이 10이나 20이 되는 짝, 원자료의 표 그대로.
teach-embed-chart-matjok = 한 패가 들어갈 수 있는 Matjok의 모든 몸통.
teach-embed-hand = 도미노 표기법으로 쓴 손패: 짝맞추기에서 합이 9인 짝.
teach-embed-hand-matjok = 마작(MPSZ) 표기법으로 쓴 손패와 그 판정: 몸통 4개와 머리 1개.
teach-embed-check = 손패 확인: 배우는 사람이 패를 넣고 뺍니다. Matjok에서는 화료까지의 거리와 도움이 되는 패를 알려 줍니다.
teach-embed-score = 규칙서의 계산 예(58점, 올림하여 60점)로 연 Matjok 점수 계산기: 항목마다의 점수, 등급, 지불액.
teach-embed-variants = 한 게임의 규칙과 옵션을 나란히 보여 주는 표.
teach-embed-replay = 한 수씩 넘겨 보는 게임: 내 사이트에 있는 기보로 만든 풀이 예(docs/records.md).
teach-embed-game = 정해진 규칙으로 컴퓨터와 하는 게임 한 판 전체(따로 저장되므로 새로고침해도 이어집니다).
teach-embed-daily = 한 게임의 오늘의 판: 그날은 모두가 같은 패로 두고, 나눌 결과가 나옵니다(따로 저장되므로 새로고침해도 이어집니다).
teach-embed-drill-pairs = 연습 문제: 어떤 패끼리 짝이 되는지 패마다 물어 익힐 때까지 풀고, 정답률은 읽는 사람의 브라우저에 남습니다.
teach-embed-drill-count = 연습 문제: 실제 게임에서 화료한 Matjok 손패의 점수를 세고, 점수 계산기가 항목별로 답합니다.
teach-embed-twice = "{ $name }" 매개변수가 두 번 이상 주어졌습니다. 한 번만 주세요.
teach-embed-game-once = 게임은 한 번만 주세요: record=FILE 또는 game=….
teach-embed-not-a-record = "{ $value }": 이 사이트에 있는 기보의 주소가 아닙니다(records/example.json 같은 경로여야 합니다).
teach-embed-bad-seat = "seat"는 1부터 세는 자리 번호여야 합니다. 받은 값: "{ $value }".
teach-embed-bad-step = "step"은 단계 번호여야 합니다. 받은 값: "{ $value }".
teach-embed-replay-takes = 다시 보기는 record, game, seat, step만 받습니다. 받은 매개변수: "{ $name }".
teach-embed-replay-needs-game = 다시 보기에는 게임이 있어야 합니다: record=FILE(이 사이트의 기보) 또는 game=….
teach-embed-unknown = 그런 삽입은 없습니다: "{ $name }". 삽입은 chart, hand, check, variants, score, game, replay입니다.
teach-embed-none = 이 주소에는 삽입 이름이 없습니다. 삽입은 chart, hand, check, variants, score, game, replay입니다 (예: embed/chart?game=matjok).
teach-embeds-lead = 아래의 어느 것이든 다른 사이트에 iframe으로 넣을 수 있습니다. 주변 사이트 없이 위젯 하나만, 내용에 맞는 크기로 보여 줍니다. 매개변수는 검사되며, 잘못된 것이 있으면 프레임 안에 그 내용이 표시됩니다. 프레임이 내용의 높이에 맞도록 페이지마다 이 스크립트를 한 번 붙여 넣으세요:
teach-embeds-parameters = 매개변수
teach-embeds-param-game = <code>game</code>: jjak-mat-chu-gi, three-dozen, kap-tai-shap, kap-shap, matjok 중 하나.
teach-embeds-param-preset = <code>preset</code>: 게임 규칙 페이지에 있는 규칙 묶음. 규칙 옵션은 각각 그 이름으로도 줄 수 있습니다(<code>military=culin-alternate</code>, <code>pickup=last</code>).
teach-embeds-param-tiles = <code>tiles</code>: 도미노는 <code>6-3 5-4</code>처럼(빈칸은 <code>+</code>로 써도 됩니다), 마작패는 <code>345s678p111z</code>처럼 씁니다.
teach-embeds-param-caption = <code>caption</code>: 손패의 제목.
teach-embeds-param-for-game = 게임에는: <code>players</code>, <code>ai</code>(beginner, normal, strong), <code>seed</code>.

# 규칙 실험실 (src/teach/rule_lab.rs)
teach-lab-bad-games = 판 수는 1부터 { $most }까지의 정수여야 합니다. 받은 값: "{ $value }".
teach-lab-played = { $target }판 중 { $done }판 진행
teach-lab-draw-rate = 무승부 비율: { $rate }
teach-lab-drawn = ({ $rounds }판 중 { $drawn }판 무승부)
teach-lab-mean-length = 평균 길이 { $turns }차례
teach-lab-win-share = 자리별 승리 비율
teach-lab-seat = { $n }번 자리
teach-lab-share = { $share } ({ $wins }승)
teach-lab-game-length = 판 길이
teach-lab-chart-aria = 차례 수에 따른 판 수: { $summary }
teach-lab-bar-title = { $range }: { $n }판
teach-lab-turns = { $n }차례
teach-lab-turns-or-more = { $lo }차례 이상
teach-lab-turns-range = { $lo }~{ $hi }차례
teach-lab-rules = 게임과 규칙 묶음
teach-lab-players = 플레이어 수
teach-lab-computer-level = 컴퓨터 수준
teach-lab-beginner = 초급
teach-lab-normal = 보통
teach-lab-strong = 강함 (느림)
teach-lab-games = 판 수
teach-lab-seed = 시드

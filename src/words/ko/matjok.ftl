# Matjok (src/engine/matjok): 수, 손패 계산, 정산, 판의 결과, 점수 계산기, 플레이어가 보는 오류.
# Matjok 용어(jongh, poeng, kong, tjok, Liong Van …)는 규칙서대로 라틴 문자로 씁니다.
# 자리 이름과 패($tile, $from, $winner …) 뒤에는 조사를 붙이지 않습니다: 앱이 이름으로 바꿉니다.

# 수 (표에 보이는 그대로; $tile은 앱이 패 이름으로 씁니다)
mj-do-throw = { $tile } 버리기
mj-do-kong = { $tile } kong 선언
mj-do-tjok = tjok 선언
mj-do-poeng = 버림패를 불러 poeng 만들기
mj-do-claim-kong = 버림패를 불러 kong 만들기
mj-do-straight = 버림패를 불러 { $tile }부터 슌쯔 만들기
mj-do-pass = 그냥 넘기기

# 거부된 수
mj-no-after-claim = poeng이나 슌쯔로 버림패를 부른 뒤에는 패를 하나 버려야 합니다
mj-no-tjok = 손패가 완성되지 않았습니다. 몸통 4개와 머리 1개가 필요합니다
mj-no-kong = { $tile } kong을 만들려면 네 장이 모두 손패에 있거나, 4번째 패와 내 공개 poeng이 있어야 합니다
mj-no-on-turn = 내 차례에는 패를 버리거나, kong을 선언하거나, tjok을 선언하세요
mj-no-straight = 슌쯔는 왼쪽 플레이어의 버림패로만, 나머지 두 장을 손패에 들고 있을 때 부를 수 있습니다
mj-no-claim-tjok = 이 패로는 손패가 완성되지 않습니다
mj-no-poeng = poeng에는 이 패가 손패에 2장, kong에는 3장 있어야 합니다
mj-no-claim-or-pass = 패를 부르거나 그냥 넘기세요

# 오류: 패 나누기, 다시 하기, 입력한 패와 몸통
mj-setup-tiles = 패 { $count }장이 주어졌습니다. Matjok의 144장은 모든 패(화패 포함)가 한 번씩 있어야 합니다
mj-replay-refused = { $index }번 행동이 거부되었습니다: { $error }
mj-hand-flower = 화패는 손패에 들어가지 않습니다. 공개하고 보충합니다 ({ $tile })
mj-hand-too-many = 한 벌에는 { $tile } 패가 4장뿐입니다
mj-meld-not-combination = "{ $written }": 몸통이 아닙니다. 같은 패 3장이나 4장(111z, 7777p), 또는 한 종류의 연속된 3장(345s)을 쓰세요

# 대기
mj-wait-two-sided = 양면 대기
mj-wait-middle = 간짱 대기
mj-wait-edge = 변짱 대기
mj-wait-tan-tjauw = tan tjauw (단기 대기)
mj-wait-paar-paar = paar-paar staan (샤보)

# 등급 (규칙서대로)
mj-level-liong-van = Liong Van
mj-level-sam-van = Sam Van
mj-level-sie-van = Sie Van
mj-level-man-kong = Man Kong

# 손패의 값: "Sam Van: 12점, 3번 두 배 = 96, 올림하여 100점"
mj-value-man-kong = Man Kong, 최고액: { $value }
mj-value-points = { $points }점
mj-value-koe-van = koe van, { $unit }
mj-value-doubled = { $base }, { $n }번 두 배 = { $doubled }
mj-value-rounded = { $value }, 올림하여 { $rounded }점
mj-value-paid-as = { $value }, 지불액 { $paid }점
mj-value-level = { $level }: { $value }

# 손패를 어떻게 계산했는지 ($items는 앞에 빈칸이 있습니다)
mj-counted-as = 계산: { $sets }, 머리 { $pair }:{ $items }.
mj-counted = 계산:{ $items }.

# 계산에 든 몸통: "5통 공개 poeng (중장패)"
mj-set-open = 공개
mj-set-closed = 비공개
mj-set-large = 요구패
mj-set-small = 중장패
mj-set-straight = { $tile }부터 시작하는 { $state } 슌쯔 ({ $size })
mj-set-poeng = { $tile } { $state } poeng ({ $size })
mj-set-kong = { $tile } { $state } kong ({ $size })

# 계산 항목
mj-item-piang-voe = piang-voe: 슌쯔만, 점수 없는 머리
mj-item-ordinary = 일반 화료
mj-item-dragon-set = 삼원패 몸통 ({ $tile })
mj-item-own-wind-set = 자풍 몸통 ({ $wind }) (고전 규칙)
mj-item-prevailing-wind-set = 장풍 몸통 ({ $wind }) (고전 규칙)
mj-item-flowers = 화패 { $n }장
mj-item-own-flowers = 자기 화패 { $n }장
mj-item-classical = { $what } (고전 규칙)
mj-item-self-drawn = 쯔모로 가져온 화료패 (고전 규칙)
mj-item-after-kong = kong 뒤 보충패로 화료
mj-item-robbed = 공개 poeng의 4번째 패를 가로챔 (창깡)
mj-item-closed-self-drawn = 다른 패를 모두 비공개로 두고 쯔모
mj-item-only-poengs = poeng과 kong만 (고전 규칙)
mj-item-one-suit = 한 가지 수패만, 자패 없음 (고전 규칙)
mj-item-one-suit-honours = 한 가지 수패와 자패 (고전 규칙)
mj-item-kong-sjong-kong = kong-sjong-kong: Man Kong
mj-item-pair-dragons = 삼원패 머리 (고전 규칙)
mj-item-pair-own-wind = 자풍 머리 (고전 규칙)
mj-item-pair-prevailing-wind = 장풍 머리 (고전 규칙)
mj-item-flower-count = 화패 { $count }장
mj-item-seven-at-deal = 패를 나눌 때 화패 7장: Man Kong
mj-item-eight-man-kong = 화패 8장: Man Kong
mj-item-eight-sie-van = 화패 8장: Sie Van (전통 방식)
mj-item-seven-own = 자기 화패 2장을 포함한 화패 7장: Sam Van
mj-item-seven = 화패 7장: Liong Van

# 지불: "남 (Bo): 동 (Ann)에게 160점 지불 (화료패를 버림: 두 배)"
mj-pays = { $from }: { $to }에게 { $amount }점 지불 ({ $why })
mj-why-jongh = { $why }, jongh 두 배
mj-why-wiel = { $why }, wiel 추가
mj-why-man-kong = Man Kong: 최고액
mj-why-cause = { $cause }: { $share }
mj-why-liable = 단독 책임: 모두의 몫을 지불
mj-why-robbed = 승자가 가로챈 패를 추가함
mj-why-discarded = 화료패를 버림
mj-why-flower-win = 화패 화료
mj-why-self-drawn = 쯔모 화료
mj-why-double = 두 배
mj-why-capped = Man Kong으로 제한
mj-why-four-times = 4배
mj-why-twice-man-kong = Man Kong의 두 배
mj-why-invalid-jongh = 잘못된 tjok: 최고액, jongh 두 배
mj-why-invalid = 잘못된 tjok: 최고액
mj-why-losers = 패자 간 차액

# 바람으로 부르는 자리: "동 (Ann)"
mj-seat-wind = { $wind } ({ $seat })

# 판의 끝
mj-end-exhausted = 승자 없이 패산이 다 떨어졌습니다. 아무도 지불하지 않고 jongh은 그대로 남습니다.
mj-end-invalid-tjok = { $offender }의 잘못된 tjok: 완성되지 않은 손패로 tjok을 선언했으므로 모든 플레이어에게 최고액을 지불합니다.
mj-end-win = { $winner }의 화료: { $value }. { $counted }

# 점수 계산기: 자리, 그리고 화료를 계산할 수 없는 이유
mj-calc-seat = { $wind } ({ $seat }번 자리)
mj-calc-seat-range = 자리는 0부터 3까지입니다(동, 남, 서, 북). { $seat }번 자리는 없습니다
mj-calc-own-discard = 승자가 화료패를 버렸을 수는 없습니다. 다른 자리나 쯔모를 고르세요
mj-calc-size = 완성패는 14장입니다(공개한 몸통은 3장으로 셉니다). 여기에는 { $count }장이 있습니다. 화패만으로 화료하려면 화패 7장이 있고 다른 패는 없어야 합니다
mj-calc-winning-tile = 화료패를 지정하세요. 숨긴 패 가운데 하나여야 합니다
mj-calc-not-complete = 완성패가 아닙니다. 패가 몸통 4개와 머리 1개를 이루지 않습니다
mj-calc-robbed-self = 가로챈 kong 패는 그 패를 추가한 플레이어에게서 옵니다. 쯔모가 아니라 그 자리를 고르세요
mj-calc-after-kong-discard = kong 뒤의 보충패는 승자가 직접 가져옵니다. 패를 버린 자리가 아니라 쯔모를 고르세요
mj-calc-robbed-after-kong = 가로챈 패는 보충패가 아닙니다. 한 화료가 둘 다일 수는 없습니다
mj-calc-after-kong-without-kong = 보충패는 kong 뒤에 가져옵니다. 그 kong을 공개한 몸통에 넣으세요
mj-calc-flowers-only = 화패만으로 하는 화료는 7번째나 8번째 화패를 가져올 때 이루어집니다. 버림패, 창깡, 보충패 없이 쯔모로 화료합니다
mj-calc-kong-on-kong = kong-sjong-kong은 연달아 두 번째 kong을 만든 뒤 보충패로 하는 화료입니다. 보충패에도 체크하고 kong을 2개 이상 내려놓으세요

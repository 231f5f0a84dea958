# 연습 문제 (src/play/drills, src/ui/pages/drills.rs): 한 가지를 익힐 때까지 연습하기

drills-title = 연습 문제
drills-lead = 한 가지를 익힐 때까지 연습하세요. 정답률과 최근에 한 답은 이 기기에 저장되고, 틀린 문제는 나중에 다시 나옵니다.
drills-home = 연습 문제

drill-pairs-title = 짝 찾기: { $game }
drill-which-tile-title = 수 고르기: { $game }
drill-count-title = 점수 세기: { $game }
drill-pairs-summary = 세트의 패 하나가 나옵니다. 그 패와 짝이 되는 패를 모두 고르세요.
drill-which-tile-summary = 실제 게임의 한 국면입니다. 둘 수를 고르면, 강한 컴퓨터가 찾은 수와 다른 수는 저마다 얼마나 더 나빴는지 보여 줍니다.
drill-count-summary = 실제 게임에서 화료한 손패를 공개해 보여 줍니다. 몇 점인지 고르세요. 정답은 점수 계산기가 항목별로 센 점수입니다.

# 이 기기에 남은 연습 문제의 기록
drill-accuracy =
    { $asked ->
        [0] 아직 풀지 않았습니다.
       *[other] { $asked }문제 중 { $right }문제 정답 ({ $percent }%).
    }
drill-last = 최근에 한 답
drill-last-right = 맞음
drill-last-wrong = 틀림
drill-again = 전에 틀린 문제입니다. 맞힐 때까지 다시 나옵니다.
drill-next = 다음 문제
drill-check = 확인
drill-right = 정답입니다.
drill-wrong = 이번에는 틀렸습니다.
drill-all = 모든 연습 문제
drill-link = 이 문제의 링크
drill-copy-link = 링크 복사
drill-link-copied = 복사했습니다.
drill-link-copy-by-hand = 이 브라우저에서는 페이지가 복사할 수 없습니다. 위의 링크를 복사하세요.

# 짝 찾기
drill-pairs-ask = { JOSA($tile, "과", "와") } 짝이 되는 패는 무엇입니까? 모두 고른 다음 확인하세요.
drill-pairs-answer = { JOSA($tile, "은", "는") } { JOSA($mates, "과", "와") } 짝이 됩니다.
drill-pairs-missed = 고르지 않은 짝패: { $tiles }.
drill-pairs-not-mates = 고른 패 중 짝이 되지 않는 패: { $tiles }.
drill-pairs-rule-jjak = 두 쪽씩 있는 문패(文牌)는 똑같은 패끼리 짝이 됩니다. 한 쪽뿐인 무패(武牌)는 눈의 합이 같은 패끼리 짝이 되고(합 9끼리, 합 8끼리, 합 7끼리, 합 5끼리), 4-2와 2-1은 지존 짝이 됩니다.
drill-pairs-rule-supreme = 4-2와 2-1은 짝맞추기에서 가장 높은 짝인 지존(至尊) 짝이 됩니다.
drill-pairs-rule-three-dozen = 두 패의 눈을 모두 더해 세트의 가장 큰 수의 두 배가 되면 짝이 됩니다(더블 식스라면 12). 더블은 바로 위나 바로 아래의 더블과 짝이 됩니다(0-0은 1-1과, 그리고 가장 높은 더블과).
drill-pairs-rule-kap = 두 패의 눈의 합이 10이나 20이면 짝이 됩니다. 4-2는 눈 3으로 셉니다.

# 수 고르기
drill-which-tile-ask = 내 차례: 여기서 어떤 수를 두겠습니까?
# $said: ai.ftl의 ai-strong-searched(-points) 또는 ai-strong-one-move, 합니다체의 완결된 문장
drill-which-tile-strong = 강한 컴퓨터는 { $said }.
drill-col-move = 수
drill-col-result = 결과
drill-col-behind = 최선과의 차이
drill-yours = 내 수
drill-value-percent = 최고 결과의 { $value }%
drill-value-points = 판당 { $value }점
drill-behind-percent = { $value }%포인트 낮음
drill-behind-points = 판당 { $value }점 낮음

# 점수 세기
drill-count-ask = 이 손패는 몇 점입니까?
drill-count-self-drawn = { $winner } 자리가 스스로 뽑은 패로 화료했습니다(쯔모).
drill-count-from = { $winner } 자리가 { $from } 자리의 버림패로 화료했습니다(론).
drill-count-prevailing = 장풍은 { $wind }풍입니다.
drill-count-concealed = 숨긴 패
drill-count-winning-tile = 화료패
drill-count-open-meld = 공개한 몸통
drill-count-closed-meld = 비공개 몸통
drill-count-flowers = 화패
drill-count-choice = { $value }점

# 보여 줄 수 없는 것
drill-no-such-drill = 그런 연습 문제는 없습니다: “{ $name }”.
drill-no-such-question = 이 연습 문제에는 그런 문제가 없습니다: “{ $id }”.
drill-not-a-position = 이 국면은 이 버전의 연습 문제에 없습니다.
drill-bad-position = 국면을 열 수 없습니다: { $why }
drill-bad-hand = 손패의 점수를 셀 수 없습니다: { $why }

# 게임하기 (src/play): 게임판, 안내, 새 게임 설정, 저장, 기보.

# 이름 (words.rs, session.rs)
play-you = 나
play-computer-name = 컴퓨터 { $seat }
play-seat = { $seat }번 자리

# 게임판 (table.rs)
play-dealt = 패를 나눴습니다: { $counts }.
play-idle-not-a-throw = 지금 버릴 수 있는 패가 아닙니다
play-idle-take-first = 아직 아닙니다: 먼저 패를 가져오세요 (아래의 수를 보세요)
play-idle-not-your-turn =
    { $name ->
        [you] 이 자리의 차례가 아닙니다: 지금은 내 차례입니다
     *[other] 내 차례가 아닙니다: 지금은 { $name }의 차례입니다
    }
play-idle-claim-or-pass = 지금은 부르기나 그냥 넘기기만 할 수 있습니다
play-idle-nothing = 지금은 둘 수 있는 수가 없습니다
play-draw-this-tile = 이 엎어 놓은 패 뽑기
play-lot-drawn = { $name }: { $tile }
play-lots = 선을 정하려고 각자 패를 하나씩 뽑았습니다. { $draws }.
play-first-player = 선: { $name } ({ $reason }).
play-dice-thrown = 주사위를 던진 사람: { $thrower }, { $dice } = { $total }. 선: { $first }.
play-four = 네
play-five = 다섯
play-wall-built = 패산: 패 { $tiles }쪽을 { $high } 층 무더기로 쌓았습니다.
play-wall-one-moved = 끝에서 세 번째 무더기의 맨 위 패를 반대쪽 끝으로 옮겼습니다: { $high } 층 무더기 사이에 { $low } 층 무더기가 하나 있습니다.
play-wall-moved = 끝에서 세 번째 무더기부터 하나 걸러 무더기 { $moved }개의 맨 위 패를 반대쪽 끝으로 옮겼습니다: { $high } 층과 { $low } 층 무더기가 번갈아 놓인 톱니 모양입니다.
play-wall-reserve = 더미에 엎어 놓은 패 수: { $n }
play-wall-stacks = 패산: 무더기 { $stacks }개에 패 { $n }쪽
play-wall-mahjong = 뽑을 패 { $n }장, 화패·kong 보충 패산 { $dead }장
play-wind-east = 동
play-wind-south = 남
play-wind-west = 서
play-wind-north = 북
play-jongh = { JOSA($name, "이", "가") } jongh(동)입니다.
play-jongh-wind = { JOSA($name, "이", "가") } jongh(동)이며, 장풍은 { $wind }풍입니다.
play-wall-broken =
    주사위 눈 { $a } + { $b } + { $c } = { $total }. { $name ->
        [you] 내
     *[other] { $name }의
    } 패산을 무더기 { $n }개 다음에서 갈랐고, 거기서부터 패를 나눴습니다.

# 수를 알리는 말 (told.rs): $who는 플레이어, $tile은 패
play-told-drew = { JOSA($who, "이", "가") } { JOSA($tile, "을", "를") } 뽑았습니다
play-told-drew-face-down = { JOSA($who, "이", "가") } 엎어 놓은 패를 뽑았습니다
play-told-took-discard = { JOSA($who, "이", "가") } 버림패 { JOSA($tile, "을", "를") } 가져왔습니다
play-told-laid-pair = { JOSA($who, "이", "가") } { JOSA($a, "과", "와") } { JOSA($b, "을", "를") } 내려놓았습니다
play-told-threw = { JOSA($who, "이", "가") } { JOSA($tile, "을", "를") } 버렸습니다
play-told-reshuffled = 버림패를 섞어 { $tiles }개로 새 더미를 만들었습니다
play-told-round-over = 판이 끝났습니다
play-told-picked-up = { JOSA($who, "이", "가") } { JOSA($tile, "을", "를") } 집었습니다
play-told-drew-from-wall = { JOSA($who, "이", "가") } 패산에서 { JOSA($tile, "을", "를") } 뽑았습니다
play-told-drew-hidden-from-wall = { JOSA($who, "이", "가") } 패산에서 패를 뽑았습니다
play-told-put-face-up = { JOSA($who, "이", "가") } { JOSA($tile, "을", "를") } 앞면이 보이게 놓았습니다
play-told-claimed-to-win = { JOSA($who, "이", "가") } 화료하려고 { JOSA($tile, "을", "를") } 불렀습니다
play-told-claimed-kong = { JOSA($who, "이", "가") } kong을 만들려고 { JOSA($tile, "을", "를") } 불렀습니다
play-told-claimed-poeng = { JOSA($who, "이", "가") } poeng을 만들려고 { JOSA($tile, "을", "를") } 불렀습니다
play-told-claimed-straight = { JOSA($who, "이", "가") } 슌쯔를 만들려고 { JOSA($tile, "을", "를") } 불렀습니다
play-told-drew-replacement = { JOSA($who, "이", "가") } 보충패를 뽑았습니다
play-told-drew-a-tile = { JOSA($who, "이", "가") } 패를 뽑았습니다
play-told-flower = { JOSA($who, "이", "가") } 화패 { JOSA($tile, "을", "를") } 내려놓았습니다
play-told-closed-kong = { JOSA($who, "이", "가") } { $tile } 비공개 kong을 내려놓았습니다
play-told-open-kong = { JOSA($who, "이", "가") } { $tile } 공개 kong을 만들었습니다
play-told-robbed = { JOSA($who, "이", "가") } { $from }에게서 { JOSA($tile, "을", "를") } 가로챘습니다 (창깡)

# 안내와 힌트 (guide.rs, hints.rs)
play-or = 또는
play-guide-pick-up = 앞면 패 중 { $tiles } 집기
play-guide-throw-only = 버릴 수 있는 단 하나의 패 버리기
play-guide-throw-one = 손패에서 패 하나 버리기 (손패의 패를 누르세요)
play-guide = 안내
play-hint = 힌트
play-guide-the-goal = 목표:
play-guide-just-now = 방금:
play-guide-chose = { $name }의 선택: { $action }
play-guide-your-move = 내 차례:
play-guide-you-may = 할 수 있는 수: { $choices }.
play-guide-now = 지금:
play-guide-the-hint = 힌트:
play-guide-hint = { $action } ({ $reason }). 점선 테두리로 표시했습니다.
play-guide-legend = 내 패 아래의 숫자는 { $what }의 수입니다: 이 패와 어울리면서 아직 나올 수 있는 패입니다.
play-unseen-copies = 안 보인 같은 패
play-unseen-mates = 안 보인 짝패

# 순위와 지난 게임 (markup.rs)
play-standings-round = 판
play-history-rounds = { $n }판
play-history-replay = 다시 보기
play-history-replay-label = 게임 { $number } 다시 보기: { $game }
play-history-download = 내려받기
play-history-download-label = 게임 { $number }의 기보 내려받기: { $game }

# 새 게임 설정 (setup_form.rs)
play-value-auto = 인원수에 따라
play-value-none = 제한 없음
play-value-on = 켬
play-value-off = 끔
play-value-standard = 기본
play-value-culin-alternate = 컬린 방식
play-value-by-match = 경기에 따라
play-value-stakes = 몫으로
play-value-points-match = 점수 경기
play-value-double-six = 더블 식스
play-value-double-nine = 더블 나인
play-value-double-twelve = 더블 트웰브
play-value-any-ten-or-twenty = 합이 10 또는 20이면 모두
play-value-culin-table = 컬린의 표
play-value-any = 아무 패
play-value-last = 마지막 패만
play-value-man-kong = Man Kong
play-value-sie-van = Sie Van
play-setup-link-not-used = 링크의 설정 가운데 일부는 쓰지 않았습니다: { $problems }
play-setup-option-range = { $name }: { $lo }에서 { $hi } 사이의 숫자여야 합니다.
play-setup-option-value = { $name }: "{ $value }" 값은 쓸 수 없습니다.
play-setup-seed-error = 시드는 정수로 쓰거나 비워 두어야 합니다.
play-setup-new-game = 새 게임
play-setup-game = 게임
play-setup-rules = 세부 규칙
play-setup-deal = 패 나누기
play-setup-seed = 시드 (선택, 같은 배분을 다시 하거나 공유할 때)
play-setup-players = 플레이어
play-setup-number-of-players = 플레이어 수
play-setup-seat-name = { $seat }번 자리의 이름
play-setup-seat-player = { $seat }번 자리에서 둘 플레이어
play-setup-human = 사람
play-setup-computer-beginner = 컴퓨터 (초급)
play-setup-computer-normal = 컴퓨터 (보통)
play-setup-computer-strong = 컴퓨터 (강함)
play-setup-friend = 다른 기기의 친구
play-setup-friends-need-you = 다른 기기의 친구와 하는 게임에는 이 기기에서 두는 사람이 꼭 한 명(호스트인 나) 있어야 합니다.
# 자리 아래에 수준마다 한 문장 (src/play/setup_form.rs), 실험실의 수치에서 (src/ai/measured.rs).
play-levels = 컴퓨터 수준이 뜻하는 것
play-level-beginner = 초급 컴퓨터는 보통 컴퓨터처럼 두지만 초보자의 실수를 합니다: 승부가 난 100판 중 보통 컴퓨터가 초급 컴퓨터를 상대로 약 { $n }판을 이깁니다.
play-level-normal = 보통 컴퓨터는 제 손패를 탄탄하게 둡니다: 수마다 손패를 완성에 가장 가깝게 합니다.
play-level-strong = 강한 컴퓨터는 숨은 패를 상상해 수마다 판 끝까지 두어 봅니다: 승부가 난 100판 중 보통 컴퓨터를 상대로 약 { $n }판을 이깁니다.
play-level-strong-points = 보통 컴퓨터를 상대로 한 판 평균 점수는 { $mean }점이고, 오차는 ±{ $margin }점입니다.
play-level-strong-defends = 강한 컴퓨터는 위험까지 살핍니다: 100판에 다른 사람이 화료하는 패를 약 { $strong }번 버리고, 보통 컴퓨터는 약 { $normal }번 버립니다.
play-setup-rule-set = 규칙 묶음
play-setup-named-rule-sets = 미리 정한 규칙 묶음
play-setup-usually = (기본: { $value })
play-setup-guided = 안내 게임: 시작하면 안내가 켜집니다 (도움말: 안내 받기).
play-setup-start = 게임 시작
play-setup-link = 이 설정의 링크:

# 설정 링크의 매개변수 (setup_url.rs)
play-url-repeated = 매개변수 "{ $name }"이(가) 두 번 이상 있어 첫 번째 값을 썼습니다.
play-url-no-game = "{ $value }" 게임은 없습니다. 게임은 { $games }입니다.
play-url-no-preset = { $game }에는 "{ $preset }" 규칙 묶음이 없습니다. 있는 규칙 묶음: { $presets }.
play-url-players = { JOSA($game, "은", "는") } { $lo }~{ $hi }명이 합니다(받은 값: "{ $value }").
play-url-seed = 시드는 정수여야 합니다(받은 값: "{ $value }").
play-url-guide = guide 값은 "on" 또는 "off"여야 합니다(받은 값: "{ $value }").
play-url-level = 컴퓨터 플레이어의 수준: { $why }.

# 설정, 저장, 보관한 게임 (save.rs)
play-pace-instant = 즉시
play-pace-fast = 빠르게
play-pace-normal = 보통
play-pace-slow = 느리게
play-thinking-half-second = 0.5초
play-thinking-one-second = 1초
play-thinking-two-seconds = 2초
play-thinking-five-seconds = 5초
play-theme-system = 시스템 설정대로
play-theme-light = 밝게
play-theme-dark = 어둡게
play-help-off = 없음
play-help-hints = 힌트
play-help-guide = 안내 받기
play-kept-too-many-moves = 주어진 게임에 수가 { $moves }개 있습니다. 기보에는 최대 { $max }개까지 담을 수 있습니다.
play-kept-version = 주어진 게임은 버전 { $version } 형식이라 이 버전의 짝이 읽을 수 없습니다.
play-kept-move = { $number }번째 단계 "{ $word }": SEAT: MOVE 형식도 -도 아닙니다.
play-kept-budget = 주어진 게임은 강한 컴퓨터에게 수마다 가상 배분 { $budget }번을 생각하게 합니다. 최대 { $max }번입니다.
play-kept-step = { $number }번째 단계 "{ $word }": SEAT.CHOICE 형식도 -도 아닙니다.
play-kept-too-long = 주어진 게임의 길이가 { $bytes }바이트입니다. 최대 4 MB까지만 읽습니다.
play-kept-unreadable = 주어진 게임을 읽을 수 없습니다: { $why }.
play-load-corrupt = 저장된 게임이 손상되어 읽을 수 없습니다 ({ $why })
play-load-newer = 저장된 게임은 더 새로운 버전의 Jjak이 쓴 것입니다 (저장 형식 { $format }, 이 버전은 형식 1부터 { $current }까지 읽습니다)
play-load-no-format = 저장 형식 { JOSA($format, "이", "가") } 없습니다
play-load-no-format-number = 저장 형식 번호가 없습니다
play-left-out-history = 지난 게임 목록
play-left-out-history-entry = 지난 게임 목록의 { $number }번째 항목
play-left-out-game = 진행 중인 게임
play-left-out-daily = 오늘의 판 결과 목록의 { $number }번째 항목
play-left-out-drill = 연습 문제 { $drill }
play-practice-would-lose = 연습 기록을 다 읽을 수 없었고 그 사본을 보관할 공간이 없어서, 그 위에 쓰지 않았습니다
play-practice-left-out = 연습 기록의 일부를 읽을 수 없어 빼놓았습니다 ({ $parts }). 다음에 저장하기 전에 지금 기록의 사본을 따로 보관합니다
play-practice-unreadable = 연습 기록을 읽을 수 없습니다 ({ $why }). 다음에 저장하기 전에 지금 기록의 사본을 따로 보관합니다
play-practice-newer = 더 새로운 버전의 Jjak이 연습 기록을 저장했습니다 (형식 { $format }). 이 버전이 저장하기 전에 지금 기록의 사본을 따로 보관합니다
play-practice-newer-kept = 연습 기록을 더 새로운 버전의 Jjak이 저장했으므로(형식 { $format }), 이전 버전인 이 페이지는 그 위에 쓰지 않습니다. 페이지를 새로 고쳐서 이어 가세요
play-storage-blocked = 이 브라우저가 여기서 저장소를 막고 있어 게임을 저장할 수 없습니다
play-storage-full = 브라우저 저장소가 가득 차서 게임을 저장하지 못했습니다
play-save-conflict = 이 게임이 다른 탭이나 창에서 바뀌었습니다. 거기서 이어 하려면 새로고침하세요
play-save-newer = 더 새로운 버전의 Jjak이 여기에 게임을 저장했습니다 (저장 형식 { $format }). 이 페이지는 이전 버전이라 그 위에 쓰지 않습니다. 거기서 이어 하려면 페이지를 새로고침하세요
play-save-would-lose = 읽을 수 없었던 저장 파일이 아직 이 브라우저의 저장소에 있고, 그 사본을 둘 공간이 없습니다. 그래서 그 위에 쓰지 않았고 아무것도 저장하지 않았습니다. 다시 저장하려면 이 사이트의 저장 공간을 비우세요

# 게임 진행의 오류 (session.rs, replay.rs)
play-restore-step = 저장된 { $index }번 단계는 이 버전의 규칙으로 둘 수 있는 수가 아닙니다 (둔 뒤로 규칙이 바뀌었거나 저장 파일이 손상되었을 수 있습니다): { $error }
play-restore-format = 저장된 게임이 이 버전이 읽는 형식이 아닙니다 ({ $why })
play-restore-no-move-number = { $seat }번 자리에는 { $number }번 수가 없습니다
play-restore-cannot = { $seat }번 자리는 여기서 "{ $words }" 수를 둘 수 없습니다
play-error-not-human = { $seat }번 자리는 컴퓨터가 둡니다
play-error-no-computer = 둘 차례인 컴퓨터 플레이어가 없습니다
play-error-stale = 컴퓨터가 생각하는 동안 게임이 바뀌었습니다
play-error-worker = 컴퓨터의 결정을 보낼 수 없었습니다: { $why }
play-not-this-players-turn = 이 플레이어의 차례가 아닙니다

# 컴퓨터의 작업 (remote.rs)
play-remote-unread = 컴퓨터의 작업을 읽을 수 없었습니다 ({ $why })
play-remote-not-to-move = 작업에서 { $seat }번 자리는 둘 차례가 아닙니다
play-remote-not-legal = 둘 수 있는 수({ $moves }) 가운데 "{ $notation }" 수는 없습니다
play-remote-unwritten = 결정을 쓸 수 없었습니다 ({ $why })
play-remote-no-decision = 진행 중인 결정이 없습니다

# 기보 (record.rs); 기보법("2: throw 5p")은 기보에 쓰인 그대로 둡니다
play-record-too-long = 기보의 길이가 { $bytes }바이트입니다. 기보는 최대 4 MB입니다.
play-record-unreadable = 기보를 읽을 수 없습니다 ({ $line }행 { $column }열): { $why }.
play-record-not-a-record = Jjak의 기보가 아닙니다 ("jjak-record" 버전이 없습니다).
play-record-version = 기보의 형식이 { $format }입니다. 이 버전의 Jjak은 형식 1을 읽습니다.
play-record-too-many-moves = 기보에 수가 { $moves }개 있습니다. 기보에는 최대 50,000개까지 담을 수 있습니다.
play-record-budget = 기보가 강한 컴퓨터에게 수마다 가상 배분 { $budget }번을 생각하게 합니다. 최대 5,000번입니다.
play-record-setup = 기보의 설정으로는 게임을 할 수 없습니다: { $why }
play-record-unwritten = { $round }판 { $number }번째 수("{ $text }")가 SEAT: MOVE 형식("2: throw 5p")으로 쓰여 있지 않습니다.
play-record-illegal = { $round }판 { $number }번째 수("{ $text }")는 둘 수 없습니다: { $why }.
play-record-after-the-end = { $round }판이 끝난 뒤에도 수가 있습니다.
play-record-match-over = 경기는 { $round }판 뒤에 끝났지만 기보가 계속됩니다.
play-record-round-not-over = { $round }판 뒤에 다른 판이 이어지지만, { $round }판은 끝나지 않았습니다.
play-record-no-such-seat = 이 기보의 게임에는 { $seat }번 자리가 없습니다.
play-record-result-differs = 기보에 적힌 결과는 "{ $said }"이지만, 수를 따라가 보면 "{ $got }"입니다.
play-record-result = { $n }판 정산, 점수 { $scores }
play-record-result-over = { $n }판 정산, 점수 { $scores }, 경기 종료
play-record-not-its-turn = { $seat }번 자리의 차례가 아닙니다
play-record-cannot = { $seat }번 자리는 여기서 그 수를 둘 수 없습니다. 둘 수 있는 수: { $moves }
play-json-at = { $line }행 { $column }열에 { $what }
play-json-ends-early = 글이 중간에 끝났습니다
play-json-syntax = 문법 오류가 있습니다
play-json-data = 값이 없거나 종류가 맞지 않습니다
play-json-data-named = 값이 없거나 종류가 맞지 않습니다 ({ $name })

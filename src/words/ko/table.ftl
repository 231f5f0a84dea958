# 게임판, 다시 보기 페이지, 설정, 알림, 컴퓨터 플레이어, 삽입
# (src/ui/table/*, src/ui/pages/replay.rs, src/ui/play_state.rs, src/ui/computer.rs,
# src/ui/embed.rs, src/ui/settings.rs)

# 게임판 페이지 (src/ui/table/mod.rs)
tbl-title = 게임판
tbl-no-game = <h1>진행 중인 게임이 없습니다</h1><p><a href="play">새 게임 시작하기</a></p>
tbl-opening = 게임을 여는 중…
tbl-linked-game = <h1>친구와 하는 게임</h1><p>진행 중인 게임은 다른 기기의 친구들과 하는 게임입니다: <a href="together">그 게임판으로 가기</a>.</p>
tbl-pass-device = 기기를 { $name }에게 넘겨 주세요
tbl-look-away = 패가 보이는 동안 다른 플레이어는 화면을 보지 않아야 합니다.
tbl-show-my-tiles = 나는 { $name }입니다: 내 패 보기
tbl-thinking-on-page = 컴퓨터 플레이어가 이 페이지에서 직접 생각하므로 화면이 끊길 수 있습니다: { $why }.
tbl-drawer-toggle = 기록, 힌트, 설정
tbl-waiting-others = 다른 플레이어를 기다리는 중…
tbl-the-computer = 컴퓨터
tbl-thinking = { JOSA($name, "이", "가") } 생각하는 중…
tbl-thinking-deals = { JOSA($name, "이", "가") } 생각하는 중… (지금까지 가상 배분 { $n }회)
tbl-wins-match =
    { $name ->
        [you] 경기에서 이겼습니다
     *[other] { JOSA($name, "이", "가") } 경기에서 이겼습니다
    }
tbl-tie = 동점: { $names }
tbl-match-over = { $game }: 경기가 끝났습니다
tbl-play-again = 다시 하기
tbl-new-game = 새 게임
tbl-replay-game = 이 게임 다시 보기

# 판의 결과 (src/ui/table/board.rs)
tbl-winning-hand =
    { $name ->
        [you] 내
     *[other] { $name }의
    } 완성패:
tbl-result = 결과
tbl-player = 플레이어
tbl-this-round = 이번 판
tbl-score-before = 이전 점수
tbl-final-result = 최종 결과 보기
tbl-next-round = 다음 판
tbl-replay-so-far = 지금까지의 게임 다시 보기

# 내 손패 (src/ui/table/hand.rs)
tbl-hinted = { $label } (힌트)
tbl-your-hand = 내 손패
tbl-name-score = { $name }: { $score }점
tbl-your-tiles = 내 패 (화살표 키로 패 사이를 이동)
tbl-choose-throw = 내 차례: 버릴 패를 고르세요.
tbl-choose-throw-or-move = 내 차례: 버릴 패나 아래의 수를 고르세요.
tbl-pick-up = 내 차례: 앞면이 보이는 패를 집거나(놓인 자리에서 클릭) 아래의 수를 고르세요.
# 내 패 아래의 수: 툴팁, 그리고 화면 낭독기가 읽는 말 ("9삭: 안 보인 짝패 2")
tbl-mates-title = { $what } { $count }
tbl-mates-said = { $tile }: { $what } { $count }

# 자리 (src/ui/table/seats.rs)
tbl-your-discards = 내 버림패
tbl-discards-of = { $name }의 버림패
tbl-no-discards = 아직 버림패 없음
tbl-latest-discard = 마지막 버림패
tbl-latest-discard-note = (마지막 버림패)
tbl-in-hand = 손패 { $count } · { $score }점
tbl-picked-up = 집어서 가지고 있는 패

# 패산 (src/ui/table/wall.rs)
tbl-tiles-to-draw = 뽑을 패
tbl-prevailing = 장풍: { $wind }
tbl-seat-wind-jongh = { $wind }, jongh
tbl-wall-title = 패산: 점선 무더기는 화패·kong 보충 패산입니다
tbl-draw-face-down = 엎어 놓은 패 { $number }번 뽑기
tbl-reserve = 엎어 놓은 더미(패 수 { $n }): 뽑을 패를 고르세요

# 옆 패널 (src/ui/table/panel.rs)
tbl-drawer = 기록, 힌트, 설정
tbl-drawer-close = 닫기
tbl-undo = 내 마지막 수 무르기
tbl-settings-summary = 설정: 도움말, 컴퓨터 플레이어의 속도
tbl-how-began = 이번 판의 시작
tbl-built-wall = 처음 쌓은 패산 (첫 무더기가 왼쪽):

# 머리글 (src/ui/table/store.rs)
tbl-hand-number = { $number }번째 판
tbl-round-of = { $rounds }판 중 { $number }번째 판
tbl-to-play = { $name }의 차례
tbl-round-over = 판이 끝났습니다
tbl-waiting-claims = 부르기를 기다리는 중

# 설정 (src/ui/settings.rs)
tbl-help = 도움말
tbl-computer-moves = 컴퓨터 속도
tbl-strong-thinks = 강한 컴퓨터의 생각 시간
tbl-theme = 테마

# 표시할 수 없는 삽입 (src/ui/embed.rs)
tbl-embed-no-language = 이 사이트에는 “{ $asked }” 언어가 없어 { $shown }로 보여 줍니다.
tbl-embed-refused = 이 Jjak 삽입을 표시할 수 없습니다.
# (링크 앞, 링크의 글, 링크 뒤)
tbl-embed-list-before = 삽입 목록과 매개변수는
tbl-embed-list-link = 삽입 페이지
tbl-embed-list-after = 에 있습니다.

# 저장과 불러오기 (src/ui/play_state.rs)
tbl-kept-as = 그 데이터는 이 브라우저의 저장소에 "{ $key }"라는 이름으로 보관했습니다.
tbl-no-room-kept = 사본을 보관할 공간이 없어 저장된 데이터를 그대로 두었고, 공간이 생길 때까지 덮어쓰지 않습니다.
tbl-continue-other-tab = 다른 탭의 게임으로 이어 하기
tbl-dismiss = 닫기
tbl-save-upgraded = 저장된 게임은 이전 버전의 Jjak(저장 형식 { $schema })으로 저장되어 있어 최신 형식으로 바꾸었습니다.
tbl-save-left-out = 저장 데이터의 일부를 읽을 수 없어 제외했습니다: { $parts }.
tbl-start-new = 새 게임을 시작할 수 있습니다.
tbl-still-play = 게임은 계속할 수 있습니다.
tbl-cannot-continue = 저장된 게임을 이어서 할 수 없습니다: { $error }.
tbl-save-damaged = 저장된 게임이 손상되어 이어서 할 수 없습니다 ({ $error }).
tbl-storage-full = 브라우저 저장소가 가득 차서, 이 게임을 저장하려고 가장 오래된 끝난 게임 { $n }개의 수를 지웠습니다 (점수는 지난 게임 목록에 남아 있습니다).

# 컴퓨터 플레이어 (src/ui/computer.rs; "화면이 끊길 수 있습니다:" 뒤에 오는 이유)
tbl-no-app-files = 페이지에 앱 파일의 이름이 없습니다
tbl-worker-broke = 불러올 수 없었거나 오류로 멈췄습니다
tbl-worker-failed = 컴퓨터의 워커가 실패했습니다 ({ $why })
tbl-worker-no-decision = 워커가 결정 요청을 받지 않았습니다
tbl-worker-not-running = 워커가 실행 중이 아닙니다
tbl-answer-not-read = 워커의 답을 읽을 수 없었습니다 ({ $error })

# 다시 보기 페이지 (src/ui/pages/replay.rs)
tbl-replay-title = 다시 보기
tbl-link-not-encoded = 링크 속 게임이 링크 형식으로 인코딩되어 있지 않습니다.
tbl-no-game-to-replay = 다시 볼 진행 중인 게임이 없습니다.
tbl-not-history-number = 지난 게임 목록의 게임 번호가 아닙니다: "{ $value }".
tbl-history-no-game = 지난 게임 목록에 { $number }번 게임이 없습니다.
tbl-not-kept = 이 게임은 다시 보기용으로 게임을 보관하기 전에 끝났습니다.
tbl-choose-game = 새 게임 페이지의 끝난 게임 목록에서 다시 볼 게임을 고르거나, 아래에서 기보를 여세요.
tbl-start-of-game = 게임의 시작입니다.
tbl-step-said = { $total }단계 중 { $step }단계: { $said }
tbl-cannot-replay = 이 게임은 다시 볼 수 없습니다: { $error }.
tbl-no-seat = 이 게임에는 { $seat }번 자리가 없습니다.
tbl-record-not-shown = 기보 { JOSA($path, "을", "를") } 표시할 수 없습니다: { $error }
tbl-record-missing = 이 사이트의 { $path }에는 기보가 없습니다. 주소를 확인해 주세요.
tbl-record-not-loaded = 기보를 불러올 수 없었습니다 ({ $path }: { $why }). 연결을 확인하고 다시 불러와 주세요.
tbl-file-not-read = 브라우저가 파일을 읽지 못했습니다
tbl-no-difference = 아직 찾은 차이가 없습니다.
tbl-no-choice = 이 플레이어는 고를 것이 없었습니다: 검토할 것이 없습니다.
tbl-reviewing = 결정 { $n }개를 검토하는 중…
tbl-review-not-started = 검토를 시작할 수 없습니다: { $why }.
tbl-cannot-take-over = 여기서는 게임을 이어받을 수 없습니다: { $error }.
tbl-take-over-not-saved = 게임을 이어받지 않았습니다: { $why }. 아무것도 바뀌지 않았습니다.
tbl-not-downloaded = 기보를 내려받을 수 없습니다: { $why }.
tbl-not-written = 기보를 만들 수 없습니다: { $error }.
tbl-opened = { JOSA($name, "을", "를") } 열었습니다.
tbl-cannot-open = { JOSA($name, "을", "를") } 열 수 없습니다: { $error }
tbl-link-copied = 링크를 복사했습니다.
tbl-select-link = 링크를 선택해서 복사하세요.
tbl-replay-of = { $title } 다시 보기
tbl-round-start = 판 처음
tbl-back = 뒤로
tbl-forward = 앞으로
tbl-round-end = 판 끝
tbl-step-of = { $total }단계 중 { $step }단계
tbl-show = 보기
tbl-every-hand = 모든 손패
tbl-as-seen-by = { $name }의 시점
tbl-played = 둔 수:
tbl-strong = 강한 컴퓨터:
tbl-normal = 보통 컴퓨터:
tbl-moves = 수 목록
tbl-the-deal = 패 나누기
tbl-review = 검토
tbl-review-start = 검토하기
tbl-review-lead = 한 플레이어의 결정 하나하나를 강한 컴퓨터와 보통 컴퓨터의 선택과 나란히 보여 줍니다.
tbl-next-difference = 다음 차이
tbl-keep-share = 보관과 공유
tbl-download = 기보 내려받기
tbl-link-label = 이 게임의 링크
tbl-copy-link = 링크 복사
tbl-on-your-site = 내 사이트에 보여 주려면
tbl-play-on = 여기서부터 이어 하기
tbl-as = 맡을 플레이어
tbl-take-over = 여기서부터 이어받기
tbl-take-over-hint = 이 국면에서 컴퓨터를 상대로 새 게임을 시작합니다. 진행 중인 게임은 지난 게임 목록에 보관됩니다.
tbl-open-record = 기보 열기
tbl-record-file = 기보 파일(JSON), 또는 이 페이지에 끌어다 놓기
tbl-iframe-title = 한 수씩 보는 Jjak 게임
tbl-match-over-step = 경기가 끝났습니다
tbl-round-dealt = { $round }번째 판 패 나누기
tbl-browser-refused = 브라우저가 파일을 받지 않았습니다
tbl-no-address = 파일의 주소를 만들 수 없었습니다
tbl-no-link = 링크를 만들 수 없었습니다
tbl-game-gone = 게임이 사라졌습니다
tbl-worker-refused = 워커가 받지 않았습니다
tbl-review-stopped = 검토가 멈췄습니다: { $why }.
tbl-reviewed-so-far = 결정 { $total }개 중 { $done }개를 검토했습니다. 지금까지 { $differ }개가 다릅니다…
tbl-reviewed-all = 결정 { $total }개를 모두 검토했습니다: 강한 컴퓨터라면 그중 { $differ }개를 다르게 두었을 것입니다.

# 모든 페이지를 둘러싼 부분 (src/ui/app.rs, src/ui/shell.rs, src/ui/first_view.rs)
ui-skip = 본문으로 건너뛰기
ui-menu = 메뉴
ui-main-nav = 주 메뉴
ui-nav-games = 게임
ui-nav-new-game = 새 게임
ui-nav-table = 게임판
ui-nav-rules = 규칙
ui-nav-tiles = 패 모음
ui-footer-about = Jjak: 짝을 맞추는 전통 패 놀이. 규칙은 Stewart Culin(1895), pagat.com, Joe Celko, Matjok 규칙서를 따릅니다.
ui-footer-lab = 규칙 실험실
ui-footer-embeds = 내 사이트에 삽입하기
ui-footer-performance = 성능

# 첫 화면이 쓰는 설정 이름 (앱의 것은 src/ui/settings.rs)
ui-settings-theme = 테마
ui-settings-help = 도움말
ui-settings-computer-moves = 컴퓨터 속도
ui-settings-thinking = 강한 컴퓨터의 생각 시간

# 다시 보기 페이지의 첫 화면
ui-replay-opening = 다시 볼 게임을 여는 중입니다…

# 사이트의 페이지 읽기 (src/ui/fetch.rs)
ui-fetch-failed = 페이지를 불러오지 못했습니다({ $what }). 연결을 확인하고 새로고침하세요.
ui-fetch-no-answer = 응답 없음
ui-fetch-status = 상태 { $status }
ui-fetch-no-text = 내용 없음

# 워커를 시작하지 못한 이유 (다른 문장 안에 들어감)
ui-worker-cannot-start = 이 브라우저에서 { JOSA($script, "을", "를") } 시작할 수 없음

# 첫 페이지 (src/ui/pages/home.rs)
ui-home-title = 짝을 맞추는 패 놀이
ui-home-lead = 짝과 몸통을 완성하는 것이 목표인 전통 놀이 다섯 가지를 하고, 배우고, 찾아볼 수 있습니다. 한국과 중국의 골패, 그 서양식 변형, 그리고 수리남 마작입니다. 설치할 것은 없습니다.
ui-home-games = 게임
ui-home-daily = 오늘의 판
ui-home-players = { $n }명
ui-home-players-range = { $lo }~{ $hi }명
# 카드의 링크: 보이는 말과 (span 안) 화면 낭독기만 읽는 말
ui-home-card-rules = <span class="visually-hidden">{ $name } </span>규칙
ui-home-card-play = <span class="visually-hidden">{ $name } </span>플레이
ui-home-card-tiles = <span class="visually-hidden">{ $name }의 </span>패

# 패 모음 (src/ui/pages/gallery.rs)
ui-gallery-title = 패 모음
ui-gallery-lead = 게임에 쓰는 모든 세트의 모든 패를 규칙이 묶는 대로 묶어 보여 줍니다.
ui-gallery-size = 패 크기
ui-gallery-sets = 세트
ui-gallery-jump-chinese = 골패
ui-gallery-jump-western = 서양 도미노
ui-gallery-jump-mahjong = 마작패
ui-gallery-chinese-title = 중국·한국 골패: 32쪽
ui-gallery-chinese-note = 짝맞추기, K'ap Tái Shap, K'ap Shap에서 씁니다. 1과 4의 눈은 빨간색이고, 6-6도 절반이 빨갛습니다.
ui-gallery-western-title = 서양 도미노: 더블 { $high }, { $n }개
ui-gallery-western-note = Three Dozen에서 씁니다. 기본은 더블 식스이고, 사람이 많으면 더 큰 세트를 씁니다.
ui-gallery-set = 세트
ui-gallery-double-six = 더블 식스 (28개)
ui-gallery-double-nine = 더블 나인 (55개)
ui-gallery-double-twelve = 더블 트웰브 (91개)
ui-gallery-mahjong-title = 마작패: 144장
ui-gallery-mahjong-note = Matjok에서 씁니다. 세 가지 수패, 자패, 그리고 화패 8장입니다.
ui-gallery-states = 패의 상태
ui-gallery-states-note = 게임판이 패를 보여 주는 모습입니다: 낼 수 있는 패, 고른 패, 쓸 수 없는 패, 엎어 놓은 패.
ui-gallery-civil = 문패(文牌)
ui-gallery-civil-note = 11가지가 두 쪽씩 있습니다 (22쪽). 같은 문패 두 쪽이 짝이 됩니다.
ui-gallery-military = 무패(武牌)
ui-gallery-military-note = 10가지가 한 쪽씩 있습니다 (10쪽). 짝맞추기의 짝대로 놓았습니다: 합이 9, 8, 7, 5인 짝과 지존 짝.
ui-gallery-doubles = 더블
ui-gallery-doubles-note = Three Dozen에서는 연속된 더블끼리 짝이 되고, 가장 높은 더블은 0-0과 짝이 됩니다.
ui-gallery-singles = 더블이 아닌 패
ui-gallery-singles-note = 두 패의 눈의 합이 가장 높은 더블의 눈 수(더블 식스라면 12)와 같아도 짝이 됩니다.
ui-gallery-characters = 만수패
ui-gallery-characters-note = 1부터 9까지, 각 4장. Matjok에서는 숫자라고 부릅니다.
ui-gallery-circles = 통수패
ui-gallery-circles-note = 1부터 9까지, 각 4장.
ui-gallery-bamboo = 삭수패
ui-gallery-bamboo-note = 1부터 9까지, 각 4장. 1삭은 새 그림입니다.
ui-gallery-winds = 풍패
ui-gallery-winds-note = 자패: 동·남·서·북, 각 4장. 슌쯔는 만들 수 없고, 같은 패 몸통이나 머리로만 씁니다.
ui-gallery-dragons = 삼원패
ui-gallery-dragons-note = 자패: 중(빨강)·발(초록)·백(흰색), 각 4장.
ui-gallery-flowers = 화패
ui-gallery-flowers-note = 한 장씩 8장입니다. 손패에 들지 않습니다: 바로 펼쳐 놓고 보충패를 가져옵니다.
ui-gallery-state-normal = 보통
ui-gallery-state-selected = 선택됨
ui-gallery-state-disabled = 쓸 수 없음
ui-gallery-state-face-down = 엎어 놓음

# 화면 낭독기가 읽는 패 이름 (src/art/mod.rs)
ui-tile-face-down-domino = 엎어 놓은 도미노
ui-tile-face-down = 엎어 놓은 패

# 규칙 페이지 (src/ui/pages/rules.rs)
ui-rules-title = { $game } 규칙
ui-rules-play = 게임하기
ui-rules-guided = 안내를 받으며 첫 게임 하기
ui-rules-index-title = 규칙
ui-rules-index-lead = 위에서 게임을 고르세요. 각 페이지는 클릭할 수 있는 패와 함께 규칙을 설명합니다.
ui-rules-nav = 게임별 규칙
ui-rules-no-game = 그런 게임은 없습니다
ui-rules-loading = 규칙을 불러오는 중입니다…

# 없는 주소의 페이지 (src/ui/pages/not_found.rs)
ui-not-found-title = 페이지를 찾을 수 없습니다
ui-not-found-text = 이 주소에는 페이지가 없습니다. 게임 목록은 첫 페이지에 있습니다.
ui-not-found-link = 게임 목록으로 가기

# 규칙 실험실 (src/ui/pages/lab.rs)
ui-lab-title = 규칙 실험실
ui-lab-lead = 한 규칙으로 컴퓨터끼리 여러 게임을 하게 하고 규칙이 어떤 결과를 내는지 봅니다: 판이 얼마나 자주 무승부로 끝나는지, 자리마다 승리가 어떻게 나뉘는지, 판이 얼마나 오래 가는지. 게임은 백그라운드에서 진행되며, 같은 선택은 명령줄 실험실(jjak-lab simulate)과 같은 수치를 냅니다.
ui-lab-run = 실행
ui-lab-stop = 중지
ui-lab-no-worker = 이 브라우저에서는 실험실의 워커를 시작할 수 없습니다.
ui-lab-not-taken = 실험실의 워커가 작업을 받지 않았습니다.

# 성능 페이지 (src/ui/pages/performance.rs)
ui-performance-title = 성능
ui-performance-analyser = Matjok 손패 분석기는 컴퓨터 플레이어와 힌트를 위해 손패가 완성까지 얼마나 남았는지(샹텐)를 계산합니다. 이 브라우저에서 직접 측정해 보세요.
ui-performance-measure-shanten = 손패 분석 속도 측정
ui-performance-decisions-intro = 보통 컴퓨터 플레이어는 20 ms보다 훨씬 빨리 결정해야 합니다. 각 게임 다섯 판에서 내리는 모든 결정의 시간을 잽니다:
ui-performance-measure-decisions = 컴퓨터 결정 시간 측정
ui-performance-shanten-result = 무작위 14장 손패 { $hands }개를 { $ms } ms에 분석했습니다: 초당 { $rate }백만 번의 완성 거리 계산 (평균 샹텐 { $mean }).
ui-performance-decision-result = { $game } ({ $players }명): 결정 { $decisions }번, 평균 { $mean } ms, 최장 { $slowest } ms.

# 삽입 페이지 (src/ui/pages/embeds.rs; 본문은 src/teach/embeds.rs)
ui-embeds-title = 삽입

# 새 게임 페이지 (src/ui/pages/setup.rs)
ui-setup-title = 새 게임
ui-setup-help-pace = 도움말과 진행 속도
ui-setup-finished = 끝난 게임

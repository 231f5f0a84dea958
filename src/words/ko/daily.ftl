# 오늘의 판 (src/play/daily.rs): 공유하는 결과, 패 이름은 넣지 않음

daily-share-head = Jjak { $game } · { $number }일째
daily-share-points = { $points }점

# 오늘의 판 페이지 (src/ui/pages/daily.rs)와 그날 경기의 끝
daily-title = 오늘의 판
daily-lead = { $number }일째 ({ $date }, 협정 세계시 기준): 오늘 하는 사람은 누구나 같은 패를 받고, 똑같이 판단하는 같은 컴퓨터들과 겨룹니다. 새 판은 협정 세계시 자정(한국 시간 오전 9시)에 나옵니다.
daily-replaces-game = 오늘의 판을 시작하면 진행 중인 게임이 끝납니다.
daily-table = { $n }명: 나와 보통 컴퓨터.
daily-go-on = 오늘의 판 이어서 하기
daily-go-on-yesterday = 어제의 판 이어서 하기
daily-left = 이 판을 시작했다가 끝내지 않고 떠났습니다. 오늘의 판은 한 번만 둘 수 있습니다.
daily-play = 오늘의 { $game } 하기
daily-streak =
    { $days ->
        [0] 아직 연속 기록이 없습니다.
       *[other] 연속 기록: { $days }일.
    }
daily-yesterday-result = 어제: { $squares }, { $points }점.
daily-review-yesterday = 어제의 판 다시 보고 검토하기
daily-catch-up = 어제의 판 하기 (연속 기록에는 세지 않음)
daily-share-label = 공유할 내 결과
daily-copy = 결과 복사
daily-copied = 복사했습니다.
daily-copy-by-hand = 이 브라우저가 페이지의 복사를 허용하지 않았습니다. 위의 줄을 선택해서 직접 복사하세요.
daily-all-deals = 오늘의 판 목록

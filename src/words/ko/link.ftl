# 다른 기기의 친구와 하는 게임 (src/play/link/*, src/ui/link/*)

# 플레이어끼리 주고받는 미리 정한 말 (src/play/link/wire.rs)
link-phrase-hello = 안녕하세요!
link-phrase-your-turn = 두실 차례입니다.
link-phrase-one-moment = 잠시만 기다려 주세요.
link-phrase-nice-move = 좋은 수네요!
link-phrase-good-game = 좋은 게임이었습니다!
link-phrase-thanks = 고맙습니다!

# 기기 사이에서 쓸 수 없는 메시지 (src/play/link/wire.rs)
link-error-too-long = 메시지가 { $max }바이트보다 깁니다.
link-error-unread = 메시지를 읽을 수 없었습니다: { $why }
link-error-protocol = 상대 기기는 다른 버전의 Jjak을 실행하고 있습니다 (상대는 연결 프로토콜 { $theirs }, 이 기기는 { $ours }). 두 기기 모두에서 페이지를 새로고침하세요.

# 호스트가 친구의 메시지를 거부함 (src/play/link/host.rs)
link-refused-seed = 같은 패 나누기에 다른 시드가 왔습니다.
link-refused-no-game = 아직 패를 나누지 않았습니다.
link-refused-not-now = 지금은 그 수를 둘 차례가 아닙니다: 게임이 이미 진행되었습니다.
link-refused-illegal = “{ $notation }” 수는 여기서 둘 수 없습니다.
link-refused-rules = 규칙상 그 수는 둘 수 없습니다: { $why }
link-refused-from = { $who }의 메시지를 거부했습니다: { $why }

# 친구의 기기가 호스트의 게임을 확인함 (src/play/link/friend.rs)
link-audit-hash-changed = 호스트가 { $round }번째 판의 해시를 전과 다르게 보냈습니다.
link-audit-secret = 호스트가 밝힌 { $round }번째 판의 비밀값이 패를 나누기 전에 보낸 해시와 맞지 않습니다.
link-audit-seed = { $round }번째 판의 패를 이 기기의 시드로 나누지 않았습니다.
link-audit-deals = 공개된 판들의 패가 합의한 시드대로 나뉘지 않았습니다.
link-audit-rules = 공개된 게임에 규칙에 어긋나는 수가 있습니다: { $why }
link-audit-view = { $step }단계 뒤에 이 기기에 보인 것이 공개된 게임의 내용과 다릅니다.

# 읽을 수 없는 연결 정보 (src/play/link/sdp.rs, src/play/link/invitation.rs)
link-sdp-missing = 연결 정보에 { JOSA($what, "이", "가") } 없습니다.
link-sdp-malformed = 연결 정보를 읽을 수 없습니다 ({ $why }).
link-sdp-too-long = 연결 정보의 이름이나 비밀번호가 { $max }바이트보다 깁니다.
link-sdp-too-many = 연결 정보에 네트워크 주소가 { $max }개보다 많습니다.
link-sdp-truncated = 연결 정보가 중간에 잘렸습니다.
link-sdp-version = 연결 정보가 이 버전의 Jjak이 모르는 형식입니다 (버전 { $version }).
link-invite-unread = Jjak의 초대나 응답이 아닙니다: { $why }
link-invite-not-invitation = 초대가 아니라 응답입니다: 호스트의 기기로 보내야 합니다.
link-invite-not-answer = 응답이 아니라 초대입니다: 친구의 기기에서 여세요.
link-invite-version = 이 초대는 다른 버전의 Jjak이 만들었습니다 (형식 { $version }). 두 기기 모두에서 페이지를 새로고침하세요.

# 연결 (src/ui/link/rtc.rs)
link-connection-failed = 연결하지 못했습니다: { $why }
link-no-description = 브라우저가 연결 정보를 내주지 않았습니다.

# 호스트의 페이지 (src/ui/link/host_page.rs)
link-together-title = 친구와 하는 게임
link-host-name = 호스트
link-no-link = <h1>친구와 하는 게임이 없습니다</h1><p><a href="play">새 게임 페이지</a>에서 자리 하나에 “다른 기기의 친구”를 고르세요.</p>
link-lost = 이 기기에서 진행 중인 게임은 더 이상 친구와 하는 게임이 아닙니다.
link-forget = 친구와 하는 게임 지우기
link-invite-heading = 친구 초대하기
link-invite-intro = 친구는 각자 자기 기기에서 자기 초대를 열고 응답을 보내 줍니다. 게임은 이 기기가 맡습니다. 이 기기가 모든 손패를 나누고 모든 패를 보며, 판이 끝나면 친구의 기기가 각자 패 나누기를 확인합니다.
link-seat-status = { $seat }번 자리: { $status }
link-status-waiting = 아직 초대 없음
link-status-making = 초대를 준비하는 중…
link-status-invited = 초대를 만들었고 응답을 기다리는 중
link-status-connecting = 연결하는 중…
link-status-connected = { JOSA($name, "이", "가") } 들어와 있음
link-status-gone = { JOSA($name, "이", "가") } 연결되어 있지 않음
link-make-invitation = { $seat }번 자리 초대 만들기
link-new-invitation = { $seat }번 자리 새 초대 만들기
link-invitation-label = { $seat }번 자리 초대: 이 링크를 친구에게 보내세요
link-copy = 복사
link-copied = 복사했습니다.
link-qr = 같은 링크의 QR 코드
link-answer-label = { $seat }번 자리 친구의 응답
link-connect = 연결
link-answer-wrong = 이 응답은 다른 게임이나 다른 자리의 것입니다.
link-answer-passed = 응답을 게임 페이지로 넘겼습니다: 이 페이지는 닫아도 됩니다.
link-waiting-deal = 패를 나누기 전에 { JOSA($names, "을", "를") } 기다리는 중…
link-to-computer = { $seat }번 자리를 컴퓨터에게 맡기기
link-rematch = 같은 친구들과 다시 하기
link-friends-heading = 친구
link-say = 말하기
link-said = { $name }: { $phrase }
link-network-label = 기기끼리 연결하는 방법
link-network-internet = 인터넷으로 (공개 STUN 서버({ $server })에 이 기기의 주소를 묻습니다)
link-network-local = 같은 네트워크에서만 (서버를 전혀 쓰지 않음)
link-network-turn = 직접 연결을 막는 네트워크를 위한 중계(TURN) 서버
link-turn-url = TURN 주소
link-turn-user = 사용자 이름
link-turn-credential = 비밀번호

# 친구의 페이지 (src/ui/link/friend_page.rs)
link-join-title = 게임 참가
link-join-no-invitation = <h1>초대가 없습니다</h1><p>친구가 보낸 초대 링크를 여세요.</p>
link-join-invited = { $seat }번 자리에서 { JOSA($game, "을", "를") } 함께 하자는 초대를 받았습니다.
link-join-holds = 모든 손패는 호스트의 기기가 갖고 나눕니다. 내 기기는 판이 끝날 때마다 그 판의 패 나누기를 확인합니다.
link-join-name = 내 이름
link-join = 참가
link-answer-heading = 이 응답을 호스트에게 보내세요
link-answer-intro = 호스트가 자기 기기에 붙여 넣거나, 그 기기에서 이 응답의 링크를 엽니다. 연결되면 게임이 여기에 나타납니다.
link-friend-connected = 호스트와 연결되었습니다.
link-friend-gone = 호스트와 연결되어 있지 않습니다. 호스트에게 새 초대를 부탁하세요: 게임은 멈춘 곳에서 이어집니다.
# 한국어에는 복수형이 없어 기본값 하나만 둡니다
link-audit-fair =
    { $rounds ->
       *[other] { $rounds }판을 확인했습니다: 합의한 대로 패를 나누었고, 모든 수가 규칙에 맞으며, 이 기기에 보인 것도 모두 그대로입니다.
    }
link-audit-unfair = 경고: 호스트의 게임이 확인을 통과하지 못했습니다. { $why }
link-waiting-host = 판이 끝났습니다: 호스트가 다음 판의 패를 나눕니다.
link-host-refused = 호스트가 내 마지막 메시지를 거부했습니다: { $why }

# 기기에 보관하는 친구와 하는 게임의 정보 (src/ui/link/stored.rs)
link-storage-blocked = 이 브라우저는 페이지가 아무것도 저장하지 못하게 합니다: 친구와 하는 게임에는 저장이 필요합니다.
link-storage-unread = 이 기기에 보관한 친구와 하는 게임의 정보를 읽을 수 없었습니다 ({ $why }). 그 정보는 다음 이름으로 따로 보관했습니다: “{ $key }”
link-storage-full = 친구와 하는 게임을 이 기기에 저장할 수 없었습니다: { $why }
link-no-randomness = 이 브라우저가 공정한 패 나누기에 쓸 난수를 주지 않았습니다: { $why }

/**
 * Korean texts of the my-page frame (summary bar, child cards, side menu). They live in the
 * my-page chunk, not in the shell's ko.ts, so the home page does not carry them.
 */
export const mypageKo = {
  summary: {
    hello: '{{name}}님, 반갑습니다',
    title: '최근 3개월 이용 현황',
    orders: '주문/배송',
    revokes: '취소/반품',
    claims: '1:1 문의',
  },
  children: {
    title: '우리 아이 교재 청구 현황',
    titleStudent: '나의 교재 청구 현황',
    titleInstitute: '소속 학생 교재 청구 현황',
    prev: '이전 학생',
    next: '다음 학생',
    position: '{{total}}명 중 {{n}}번째 학생',
    empty: '반 배정 정보가 없습니다.',
    emptyHint: '재원 중인 학생이라면 다니는 학원에 문의해 주세요.',
    loadFailed: '학생 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    selected: '선택됨',
    checkBilling: '청구 내역 확인',
    noBilled: '청구된 교재가 없습니다.',
    branch: '지점',
    billed: '청구 교재',
    paid: '구매',
    otherBranches: '그 외 지점 {{count}}곳',
  },
  badge: {
    institute: '기관 계정',
    notEligible: '무료배송 대상 아님',
    usedUp: '무료배송 사용 완료',
    available: '무료배송 가능 ({{count}}회 남음)',
  },
  menu: {
    label: '마이페이지 메뉴',
    shopping: '쇼핑 정보',
    billing: '청구 내역',
    cart: '장바구니',
    orders: '주문/배송 조회',
    revokes: '취소/반품 조회',
    consultation: '상담',
    claims: '1:1 문의',
    support: '학습 지원',
    mp3: 'MP3 자료',
    book: '학원 자료',
  },
  banners: {
    label: '바로가기 배너',
    chat: '1:1 채팅 상담',
    chatHint: '카카오톡으로 빠르게 물어보세요',
    smartBook: '스마트북 사이트',
    smartBookHint: '구매한 스마트북으로 공부하기',
    sample: '스마트북 샘플 보기',
    sampleHint: '구매 전에 미리 체험해 보세요',
    chromeOnly:
      '스마트북 사이트는 크롬(Chrome) 브라우저에서만 이용할 수 있습니다. 크롬으로 접속해 주세요.',
  },
  waitBanking: {
    title: '입금 대기 주문',
    notice: '입금을 기다리는 주문이 {{count}}건 있습니다.',
    show: '입금 대기 주문 보기',
    advice: '결제 수단을 바꾸려면 주문 내역에서 입금 대기 주문을 취소한 뒤 다시 주문해 주세요.',
    goOrders: '주문 내역으로',
  },
  signedOut: {
    title: '로그인이 필요합니다.',
    body: '로그인 시간이 지나 로그아웃되었습니다. 다시 로그인해 주세요.',
    signIn: '로그인',
  },
} as const;

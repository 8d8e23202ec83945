/** Korean texts of the site map, the phone menu and the policy viewer (lazy dialogs). */
export const menuKo = {
  siteMap: {
    title: '전체 메뉴',
    support: '고객센터',
    faq: 'FAQ',
    guide: '이용안내',
    claim: '1:1 문의',
    mypage: '마이페이지',
    billing: '청구 내역',
    cart: '장바구니',
    orders: '주문/배송 내역',
    revokes: '취소/반품 내역',
    mp3: 'MP3 자료',
    book: '학원 자료',
  },
  mobileMenu: {
    title: '메뉴',
    greeting: '{{name}}님',
    guest: '로그인하고 교재를 주문하세요.',
    shortcuts: '바로가기',
    orderList: '주문 내역',
    revokeList: '취소/반품 내역',
    claimList: '1:1 문의',
    sections: '카테고리',
    familySites: '패밀리 사이트',
  },
  policy: {
    terms: '이용약관',
    privacy: '개인정보처리방침',
    version: '시행일',
    noPdf:
      '이 브라우저에서는 PDF를 바로 볼 수 없습니다. 아래 링크로 파일을 내려받아 확인해 주세요.',
    download: 'PDF 내려받기 ({{version}})',
    frameTitle: '{{title}} ({{version}} 시행)',
    upcoming: '{{version}} (시행 예정)',
    loadFailed: '문서 목록을 불러오지 못했습니다.',
  },
} as const;

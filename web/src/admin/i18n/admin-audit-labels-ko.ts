/** Korean names of the audit log's actions, by area (the audit page and its filters). */
export const auditActionsKo = {
  staff: {
    signIn: '로그인',
    signOut: '로그아웃',
    passwordChange: '비밀번호 변경',
    create: '직원 추가',
    disable: '직원 사용 중지',
    enable: '직원 사용 재개',
    passwordReset: '비밀번호 초기화',
    roleChange: '역할 변경',
  },
  order: {
    note: '주문 메모',
    prepare: '배송준비중',
    ship: '출고 (송장)',
    deliver: '배송완료',
    withdrawalException: '기간 외 반품 허용',
  },
  revoke: {
    pickup: '회수 송장 등록',
    inspect: '입고·검수 완료',
    refund: '환불 실행',
    refundRetry: '환불 다시 시도',
    refundAttempt: '카드 환불 요청',
    refundOverride: '환불 금액 변경',
    reject: '취소·반품 반려',
  },
  synonym: {
    create: '동의어 묶음 등록',
    update: '동의어 묶음 수정',
    delete: '동의어 묶음 삭제',
  },
  product: {
    create: '상품 등록',
    update: '상품 수정',
    saleStatus: '판매 상태 변경',
    cover: '표지 변경',
  },
  season: {
    update: '판매 시즌 변경',
  },
  deliveryFee: {
    update: '배송비 변경',
  },
  emsFee: {
    update: 'EMS 요금 변경',
    import: '우체국 EMS 요금표 적용',
  },
  sitePopup: {
    create: '팝업 등록',
    update: '팝업 수정',
  },
  recommended: {
    update: '추천 교재 변경',
  },
  faq: {
    create: 'FAQ 등록',
    update: 'FAQ 수정',
    delete: 'FAQ 삭제',
  },
  faqCategory: {
    create: 'FAQ 분류 등록',
    update: 'FAQ 분류 수정',
    delete: 'FAQ 분류 삭제',
  },
  carouselBanner: {
    create: '메인 배너 등록',
    update: '메인 배너 수정',
  },
  guideTab: {
    update: '이용 안내 수정',
  },
  section: {
    update: '섹션 머리말 변경',
    banner: '섹션 배너 변경',
  },
  category: {
    create: '분류 추가',
    update: '분류 수정',
    delete: '분류 삭제',
    rule: '이용 제한 문구 변경',
  },
  policy: {
    publish: '약관·방침 게시',
    withdraw: '약관·방침 게시 철회',
  },
  download: {
    create: '학습자료 등록',
    update: '학습자료 수정',
    order: '학습자료 순서 변경',
    delete: '학습자료 삭제',
  },
  deposit: {
    confirm: '수동 입금 확인',
  },
  holiday: {
    save: '휴일 등록·변경',
    delete: '휴일 삭제',
  },
  siteIdentity: {
    update: '사업자 정보 변경',
  },
  inquiry: {
    answer: '문의 답변',
  },
  answerTemplate: {
    create: '템플릿 추가',
    update: '템플릿 수정',
    delete: '템플릿 삭제',
  },
  personalData: {
    view: '개인정보 열람',
  },
  retention: {
    update: '보존기간 변경',
    dryRun: '파기 미리보기',
    purge: '기록 파기',
  },
  member: {
    erase: '회원 정보 삭제',
  },
} as const;

/** Korean names of what an audit row acted on. */
export const auditEntitiesKo = {
  staff: '직원',
  claim: '1:1 문의',
  answer_template: '답변 템플릿',
  audit_log: '감사 로그',
  order: '주문',
  payment: '결제',
  revoke: '취소·반품',
  product: '상품',
  search_synonym: '검색 동의어',
  selling_season: '판매 시즌',
  delivery_fee: '배송비',
  ems_fee_rate: 'EMS 요금',
  site_popup: '사이트 팝업',
  recommended_products: '추천 교재',
  faq_entry: '자주 묻는 질문',
  faq_category: 'FAQ 분류',
  carousel_banner: '메인 배너',
  guide_tab: '이용 안내 탭',
  section: '메뉴(섹션)',
  category: '분류',
  policy_version: '약관·개인정보처리방침',
  support_download: '학습자료',
  holiday: '휴일',
  site_identity: '사업자 정보',
  retention_setting: '보존기간',
  retention_run: '파기 실행',
  member: '회원',
} as const;

import { ClaimMessage } from '@shop/contract/claim.ts';
import { FaqMessage } from '@shop/contract/faq.ts';
import { SUPPORT_KINDS } from '@shop/contract/support-downloads.ts';

/**
 * Korean texts of the customer-support pages (the spec's messages verbatim, taken from the
 * contract where the server says them too). They load with the support pages' chunks.
 */
export const supportKo = {
  common: {
    newWindow: '새 창',
    loadFailed: '내용을 불러오지 못했습니다.',
    retry: '다시 시도',
  },
  centre: {
    title: '고객센터',
    hours: '평일 11:00-20:00 (주말·공휴일 휴무)',
    claimTitle: '1:1 문의',
    claimBody: '궁금한 점을 남겨 주시면 영업일 기준 1-2일 안에 답변해 드립니다.',
    claimWrite: '1:1 문의하기',
    claimList: '문의 내역 보기',
    guide: '이용 안내 보기',
  },
  faq: {
    title: '자주 묻는 질문',
    searchLabel: 'FAQ 검색',
    searchPlaceholder: '궁금한 내용을 검색해 보세요',
    searchButton: '검색',
    searchTooShort: FaqMessage.searchTooShort,
    noResult: FaqMessage.noResult,
    resultTitle: "'{{word}}' 검색 결과 {{count}}건",
    notFound: '원하는 답변을 찾지 못하셨나요?',
    askClaim: '1:1 문의하기',
    tabsLabel: 'FAQ 분류',
    top10: 'TOP 10',
    question: '질문',
    answer: '답변',
    empty: '등록된 질문이 없습니다.',
    /** The seeded categories by code; a category without one shows the server's name. */
    categories: {
      PRODUCT: '상품',
      ORDER: '주문/결제',
      DELIVERY: '배송',
      RETURN: '취소/반품/교환',
      MEMBER: '회원정보',
    } as Record<string, string>,
  },
  claim: {
    listTitle: '1:1 문의 내역',
    total: '총 {{count}}건',
    inquire: '문의하기',
    empty: ClaimMessage.empty,
    question: '문의 내용',
    answer: '답변',
    answeredAt: '답변일시 {{time}}',
    writtenAt: '작성일',
    status: '처리 상태',
    category: '질문분야',
    delete: '삭제',
    confirmDelete: ClaimMessage.confirmDelete,
    answeredNotDeletable: ClaimMessage.answeredNotDeletable,
    statusText: { 답변완료: '답변완료', 답변대기: '답변대기' },
    counseling: '지점 학습 상담 안내',
  },
  claimWrite: {
    title: '1:1 문의 작성',
    intro: ClaimMessage.intro,
    faqLink: 'FAQ 바로가기',
    category: '질문분야',
    categoryPlaceholder: '질문분야를 선택해 주세요',
    titleLabel: '제목',
    titlePlaceholder: '제목을 입력해 주세요 (100자 이내)',
    content: '질문내용',
    contentPlaceholder:
      '문의하실 내용을 자세히 적어 주세요. 주문 관련 문의는 주문번호를 함께 적어 주시면 더 빠르게 확인할 수 있습니다.',
    count: '{{count}} / {{max}}자',
    save: '저장',
    cancel: '취소',
    saving: '저장 중…',
    created: ClaimMessage.created,
    notice:
      '답변은 마이페이지의 1:1 문의 내역에서 확인할 수 있으며, 답변이 등록된 문의는 삭제할 수 없습니다.',
  },
  guide: {
    title: '이용 안내',
    tabsLabel: '이용 안내 분류',
  },
  book: {
    title: '어학원 학습자료',
    notice: [
      '학원 수업 교재의 워크시트, 단어장, 정답지, 리뷰 테스트와 핸드아웃을 PDF로 내려받을 수 있습니다.',
      '자료는 재원생의 학습 목적으로만 사용할 수 있으며, 무단 배포와 판매를 금지합니다.',
      '파일이 열리지 않으면 최신 브라우저나 PDF 뷰어를 이용해 주세요.',
    ],
    noticeTitle: '이용 안내',
    tabsLabel: '교재 분류',
    count: '{{count}}개 자료',
    name: '자료명',
    kind: '분류',
    /** A file's kind as the page names it (the files' own titles stay Korean). */
    kinds: SUPPORT_KINDS as Record<string, string>,
    download: '파일 다운로드',
    downloadOf: '{{name}} 파일 다운로드 (새 창)',
  },
  mp3: {
    title: 'MP3 자료',
    intro:
      'TOEFL 교재의 듣기 음원을 압축 파일(zip)로 내려받을 수 있습니다. 압축을 풀면 교재의 문항 번호와 같은 번호의 트랙이 들어 있습니다.',
    download: '다운로드',
    downloadOf: '{{name}} 다운로드',
  },
  counseling: {
    listTitle: '학습 상담 안내',
    writeTitle: '학습 상담 신청',
    intro:
      '학습 상담은 자녀가 다니는 지점에서 진행합니다. 지점 홈페이지나 전화로 상담을 신청해 주세요.',
    branchesTitle: '재원 지점',
    noBranches:
      '연결된 재원 지점이 없습니다. 재원 중이라면 다니는 학원에 계정 연결을 요청해 주세요.',
    students: '재원생: {{names}}',
    homepage: '{{branch}} 홈페이지',
    noHomepage: '홈페이지 정보가 없습니다. 지점으로 전화해 주세요.',
    stepsTitle: '상담 신청 방법',
    steps: [
      '아래에서 상담 받을 지점을 확인합니다.',
      '지점 홈페이지의 상담 신청 메뉴나 지점 전화로 원하는 날짜와 시간을 알려 주세요.',
      '지점 담당 선생님이 연락드려 상담 일정을 확정합니다.',
    ],
    shopTitle: '교재 주문·배송·환불 문의',
    shopBody: '교재 주문, 결제, 배송, 반품과 환불은 쇼핑몰 고객센터가 답변해 드립니다.',
    toWrite: '상담 신청 방법 보기',
    toList: '재원 지점 보기',
  },
} as const;

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
    tabs: ['회원 정보', '주문/결제', '배송 안내', '취소/반품/교환'],
    member: {
      joinTitle: '회원 가입과 로그인',
      join: [
        '아카데미 북몰은 학원 통합 회원 계정으로 이용합니다. 별도의 쇼핑몰 회원 가입은 필요하지 않습니다.',
        '화면 위쪽의 로그인을 누르면 학원 통합 로그인 화면으로 이동하며, 로그인 후 보던 화면으로 돌아옵니다.',
        '상품 검색과 상세 보기, FAQ와 이용 안내는 로그인 없이 이용할 수 있습니다.',
      ],
      typesTitle: '계정 종류',
      types: [
        [
          '학부모 계정',
          '연결된 모든 자녀의 청구 교재와 주문 내역을 함께 확인하고 주문할 수 있습니다.',
        ],
        ['학생 계정', '본인의 청구 교재와 주문 내역을 확인하고 주문할 수 있습니다.'],
        [
          '기관(학원) 계정',
          '소속 학생의 교재를 주문할 수 있으며, 기관 계정 무료 배송 혜택이 표시됩니다.',
        ],
      ],
      childrenTitle: '자녀 정보가 보이지 않을 때',
      children: [
        '자녀가 학원에 반 배정을 받은 뒤부터 마이페이지에 표시됩니다.',
        '재원 중인데도 보이지 않는다면 다니는 학원(지점)에 계정 연결을 요청해 주세요.',
      ],
      infoTitle: '회원 정보 변경',
      info: [
        '이름, 연락처, 비밀번호는 학원 통합 회원 사이트에서 변경할 수 있습니다.',
        '배송지는 주문서의 배송지 선택에서 관리할 수 있습니다.',
      ],
    },
    order: {
      stepsTitle: '주문 방법',
      steps: [
        ['청구 교재 확인', '마이페이지의 청구 내역에서 자녀별, 지점별로 필요한 교재를 확인합니다.'],
        [
          '장바구니 또는 바로구매',
          '교재를 선택해 장바구니에 담거나 바로 구매합니다. 상품마다 1개에서 20개까지 선택할 수 있습니다.',
        ],
        ['결제', '주문서에서 배송지와 결제 수단을 선택하고 결제합니다.'],
      ],
      paymentTitle: '결제 수단',
      payments: [
        [
          '신용카드',
          '30만 원 이상 결제할 때는 공동인증서 인증이 필요하며, 30만 원 미만은 간편 카드 인증으로 결제됩니다. 범용 공동인증서 발급 비용은 연 4,400원입니다.',
        ],
        [
          '가상계좌',
          '주문 후 발급된 계좌로 5일 안에 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.',
        ],
        [
          'ARS 전화 결제',
          '주문서에서 ARS를 선택하면 결제 안내 번호와 인증번호가 발급되며, 인증번호는 10일 동안 유효합니다.',
        ],
      ],
      rulesTitle: '알아 두세요',
      rules: [
        '보충교재는 같은 레벨의 스마트북과 함께 구매하거나, 스마트북을 결제한 뒤에 구매할 수 있습니다.',
        '결제 수단은 주문 후 바꿀 수 없습니다. 입금 대기 중인 주문은 주문 내역에서 입금을 취소한 뒤 다시 주문해 주세요.',
        '장바구니에 담은 상품은 30일 동안 보관됩니다.',
      ],
      freeTitle: '무료 배송 혜택',
      free: [
        '브랜드마다 판매 시즌(봄 2-4월, 여름 5-7월, 가을 8-10월, 겨울 11-1월)별로 첫 결제의 종이 교재 배송비가 무료입니다.',
        '같은 시즌의 두 번째 결제부터는 금액과 관계없이 배송비 1,500원이 부과되며, 같은 날의 주문도 합쳐지지 않습니다.',
        '무료 배송 횟수는 재원 중인 브랜드 수와 같습니다. 스마트북에는 배송비가 없습니다.',
      ],
    },
    delivery: {
      stepsTitle: '배송 단계',
      steps: [
        ['주문완료', '주문서가 접수되었지만 결제가 끝나지 않은 상태입니다.'],
        ['결제완료', '결제가 끝난 상태로, 출고 전이라 바로 환불(주문 취소)을 신청할 수 있습니다.'],
        ['상품 발송 중', '교재가 출고되어 택배사가 배송하고 있습니다.'],
        ['배송 완료', '교재를 받으신 상태입니다.'],
      ],
      cancelRule:
        "주문 취소는 '결제완료' 상태에서만 할 수 있습니다. 발송이 시작된 뒤에는 반품으로 신청해 주세요.",
      timeTitle: '출고와 도착',
      times: [
        '평일(월-금) 13시 이전에 결제가 끝난 주문은 당일 출고되어 2-3일 안에 도착합니다.',
        '금요일 13시 이후에 결제된 주문은 다음 주 월요일에 출고됩니다.',
        '주말과 공휴일에는 출고하지 않습니다.',
        '스마트북은 배송되지 않으며 결제 후 스마트북 앱에서 바로 이용할 수 있습니다.',
        '해외 배송은 EMS로 보내며, 국가별 배송비가 결제 금액에 더해집니다.',
      ],
    },
    returns: {
      periodTitle: '반품과 교환',
      period: [
        '단순변심에 의한 반품과 교환은 상품을 받은 날부터 7일 안에 신청할 수 있으며, 왕복 택배비 5,000원을 부담해 주셔야 합니다.',
        '상품 불량/파손, 오배송, 상품정보와 다른 상품은 받은 날부터 3개월 안에(그 사실을 안 날부터 30일 안에) 신청할 수 있습니다.',
        '배송 전 주문 취소는 결제일로부터 90일 안에 신청할 수 있습니다.',
        '반품 상품은 신청 후 4-5일 안에 택배 기사가 방문해 회수합니다.',
        '파손, 불량, 오배송은 배송비를 포함한 모든 비용을 회사가 부담합니다.',
        '열람했거나 수업에 사용한 스마트북은 환불할 수 없습니다.',
      ],
      refundTitle: '환불 시기',
      refunds: [
        ['스마트북', '환불 접수 후 신용카드는 3일 안에, 계좌 환불은 7일 안에 처리됩니다.'],
        [
          '종이 교재',
          '반품 상품이 회수된 뒤 7일 안에 환불됩니다. 신용카드는 카드사 사정에 따라 5-10일 정도 걸리며, 가상계좌 결제는 반품 상품 도착 후 7일 안에 입력하신 계좌로 입금됩니다.',
        ],
      ],
      howTitle: '신청 방법',
      how: [
        '마이페이지 > 주문/배송 조회에서 주문을 열고 취소/반품 신청을 누릅니다.',
        '반품할 상품과 수량을 고르고, 가상계좌 결제 주문은 환불 받을 계좌를 입력합니다.',
        '진행 상황은 마이페이지 > 취소/반품 조회에서 확인할 수 있습니다.',
      ],
    },
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

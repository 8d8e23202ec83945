/**
 * Teaching aids that classes use but that the shop does not sell (spec 3 §2, external-vendor
 * list): static tables by category with the composition, the quantity a class needs and where
 * to buy them. Links open the third-party shop's search for the item.
 */
export type ExternTab = 'math' | 'robot' | 'play';

export interface ExternAid {
  id: string;
  name: string;
  comprisal: string;
  requiredQty: string;
  links: readonly { vendor: string; url: string }[];
}

const naver = (query: string) => ({
  vendor: '네이버쇼핑',
  url: `https://search.shopping.naver.com/search/all?query=${encodeURIComponent(query)}`,
});
const coupang = (query: string) => ({
  vendor: '쿠팡',
  url: `https://www.coupang.com/np/search?q=${encodeURIComponent(query)}`,
});
const eleven = (query: string) => ({
  vendor: '11번가',
  url: `https://search.11st.co.kr/pc/total-search?kwd=${encodeURIComponent(query)}`,
});

export const EXTERN_TABS: readonly ExternTab[] = ['math', 'robot', 'play'];

export const EXTERN_AIDS: Readonly<Record<ExternTab, readonly ExternAid[]>> = {
  math: [
    {
      id: 'pattern-blocks',
      name: '패턴 블록 250조각',
      comprisal: '정육각형·사다리꼴·마름모 2종·정삼각형·정사각형 6가지 모양 250조각, 보관 통',
      requiredQty: '학생 1인당 1세트',
      links: [naver('패턴블록 250'), coupang('패턴블록 250pcs')],
    },
    {
      id: 'tangram',
      name: '칠교판(탱그램) 10세트',
      comprisal: '칠교 조각 7개 × 10세트, 모양 만들기 활동 카드 20장',
      requiredQty: '반(8명)당 1세트',
      links: [naver('칠교판 10세트'), coupang('탱그램 칠교판 세트')],
    },
    {
      id: 'cuisenaire',
      name: '퀴즈네어 수 막대',
      comprisal: '길이 1~10cm 색깔 막대 10종 74개, 플라스틱 보관함',
      requiredQty: '학생 1인당 1세트',
      links: [naver('퀴즈네어 수막대'), eleven('퀴즈네어 막대')],
    },
    {
      id: 'geoboard',
      name: '양면 지오보드 (5×5 / 원형)',
      comprisal: '지오보드 1개, 색 고무줄 30개',
      requiredQty: '학생 1인당 1개',
      links: [naver('양면 지오보드'), coupang('지오보드 양면')],
    },
    {
      id: 'fraction-circles',
      name: '분수 원판 세트',
      comprisal: '1, 1/2부터 1/12까지 분수 원판 51조각',
      requiredQty: '2인당 1세트',
      links: [naver('분수 원판 교구'), eleven('분수 원판 세트')],
    },
    {
      id: 'soma-cube',
      name: '소마 큐브',
      comprisal: '큐브 조각 7개, 단계별 문제 카드 40장',
      requiredQty: '학생 1인당 1세트',
      links: [naver('소마큐브 문제카드'), coupang('소마큐브')],
    },
    {
      id: 'base-ten',
      name: '10진 블록(베이스텐) 세트',
      comprisal: '낱개 100개, 십 막대 30개, 백 판 10개, 천 큐브 1개',
      requiredQty: '2인당 1세트',
      links: [naver('10진블록 베이스텐'), coupang('베이스텐 블록 세트')],
    },
  ],
  robot: [
    {
      id: 'hamster-s',
      name: '햄스터 로봇 S',
      comprisal: '로봇 본체, 블루투스 USB 동글, 충전 케이블, 말 판',
      requiredQty: '학생 1인당 1대',
      links: [naver('햄스터 로봇 S'), coupang('햄스터S 코딩로봇')],
    },
    {
      id: 'microbit',
      name: '마이크로비트 V2 스타터 키트',
      comprisal: 'micro:bit V2 보드, AAA 배터리 팩, USB 케이블, 빠른 시작 안내서',
      requiredQty: '학생 1인당 1세트',
      links: [naver('마이크로비트 V2 스타터 키트'), eleven('마이크로비트 v2 키트')],
    },
    {
      id: 'coding-cards',
      name: '언플러그드 코딩 카드',
      comprisal: '방향·반복·조건 명령 카드 60장, 놀이 판 1장, 활동지 10종',
      requiredQty: '반(8명)당 1세트',
      links: [naver('언플러그드 코딩 카드')],
    },
    {
      id: 'ozobot-evo',
      name: '오조봇 이보(Ozobot Evo)',
      comprisal: '로봇 본체, USB 충전 케이블, 컬러 코드 마커 4색, 스킨',
      requiredQty: '2인당 1대',
      links: [naver('오조봇 이보'), coupang('오조봇 evo')],
    },
    {
      id: 'arduino-kit',
      name: '아두이노 우노 R3 호환 입문 키트',
      comprisal: '보드, 브레드보드, 점퍼선, LED·저항·초음파·온도 센서 등 25종',
      requiredQty: '학생 1인당 1세트',
      links: [naver('아두이노 우노 입문 키트'), eleven('아두이노 우노 R3 키트')],
    },
    {
      id: 'spike-prime',
      name: '레고 에듀케이션 스파이크 프라임',
      comprisal: '스마트 허브, 모터 3개, 거리·컬러·힘 센서, 부품 528개, 보관함',
      requiredQty: '2인당 1세트',
      links: [naver('레고 에듀케이션 스파이크 프라임 45678'), coupang('스파이크 프라임 45678')],
    },
  ],
  play: [
    {
      id: 'gear-clock',
      name: '학습용 기어 연동 시계',
      comprisal: '시침·분침이 함께 도는 기어 시계 1개 (지름 25cm)',
      requiredQty: '학생 1인당 1개',
      links: [naver('학습용 기어 시계'), coupang('기어시계 교구')],
    },
    {
      id: 'sand-timers',
      name: '모래시계 세트 (1·3·5분)',
      comprisal: '1분·3분·5분 모래시계 각 1개',
      requiredQty: '모둠(4명)당 1세트',
      links: [naver('모래시계 1분 3분 5분 세트')],
    },
    {
      id: 'calendar-board',
      name: '요일·날씨 자석 달력 보드',
      comprisal: '자석 보드 1개, 날짜·요일·월·날씨 자석 카드 64장',
      requiredQty: '반당 1개',
      links: [naver('자석 달력 보드 날씨'), eleven('요일 날씨 자석 달력')],
    },
    {
      id: 'timer-cube',
      name: '타이머 큐브 (1·3·5·10분)',
      comprisal: '면을 위로 돌려 놓으면 시작하는 큐브 타이머 1개',
      requiredQty: '반당 1개',
      links: [naver('큐브 타이머 1 3 5 10분'), coupang('타이머 큐브')],
    },
    {
      id: 'rhythm-set',
      name: '리듬 악기 4종 세트',
      comprisal: '캐스터네츠, 트라이앵글, 탬버린, 마라카스 각 1개, 가방',
      requiredQty: '모둠(4명)당 1세트',
      links: [naver('유아 리듬악기 세트'), coupang('리듬악기 4종 세트')],
    },
    {
      id: 'market-play',
      name: '시장 놀이 역할 세트',
      comprisal: '놀이 화폐 120장, 상품 카드 48장, 장난감 계산대 1개',
      requiredQty: '반당 1세트',
      links: [naver('시장놀이 역할놀이 세트 계산대')],
    },
  ],
};

/** The tab a section opens on (the menu links coding-aux here). */
export function initialExternTab(section: string): ExternTab {
  if (section === 'coding-aux' || section === 'coding') return 'robot';
  if (section === 'ig-aux-2') return 'play';
  return 'math';
}

/** Category trees and naming hints of the publisher textbook sections. */
import { leaf, mid, midLeaf, type SectionSeed } from './catalog-seed-types.ts';

const EN_BOOK = [' Student Book', ' Workbook', ' Practice Book'] as const;
const BOOK_STB = { book: 7, stb: 3 } as const;

export const PUBLISHER_SECTIONS: readonly SectionSeed[] = [
  {
    section: 'CDI',
    title: 'CDI 교재',
    menuLabel: 'CDI 교재',
    description: '청담어학원 CDI 정규 과정의 레벨별 교재와 스마트북을 한곳에서 구매할 수 있습니다.',
    brand: 'CDI ',
    language: '영어',
    authorStyle: 'en',
    makers: ['청담에듀', '크레버스'],
    weights: BOOK_STB,
    suffixes: EN_BOOK,
    count: 62,
    supple: true,
    mids: [
      mid(
        'Level 1 (초등 저학년)',
        [
          leaf('Phonics', ['Phonics Fun {n}', 'Sound Steps {n}']),
          leaf('Reading', ['Reading Explorer {n}', 'Reading Starter {n}']),
          leaf('Listening', ['Listening Time {n}']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        'Level 2 (초등 고학년)',
        [
          leaf('Reading', ['Reading Explorer {n}', 'Reading Voyage {n}']),
          leaf('Grammar', ['Grammar Builder {n}', 'Grammar in Use {n}']),
          leaf('Writing', ['Writing Road {n}']),
          leaf('Vocabulary', ['Word Master {n}']),
        ],
        { vols: [3, 4] },
      ),
      mid(
        'Level 3 (중등)',
        [
          leaf('Reading', ['Reading Explorer {n}', 'Reading Insight {n}']),
          leaf('Grammar', ['Grammar Master {n}']),
          leaf('Speaking & Debate', ['Debate Club {n}', 'Speaking & Debate {n}']),
          leaf('TOEFL Junior', ['TOEFL Junior Prep {n}']),
        ],
        { vols: [5, 6] },
      ),
      midLeaf('교사용 자료', ["Teacher's Guide {n}"], {
        vols: [1, 6],
        kinds: ['book'],
        suffixes: [''],
      }),
    ],
  },
  {
    section: 'THEOPEN',
    title: 'THE OPEN 교재',
    menuLabel: 'THE OPEN 교재',
    description: '중·고등 내신과 수능까지 이어지는 THE OPEN 과정의 영어 교재를 만나 보세요.',
    brand: 'THE OPEN ',
    language: '영어',
    authorStyle: 'en',
    makers: ['크레버스', '더오픈 프레스'],
    weights: BOOK_STB,
    suffixes: [' Student Book', ' Workbook', ' 내신 대비편'],
    count: 60,
    supple: true,
    mids: [
      mid(
        'Starter (초등)',
        [
          leaf('Reading', ['Open Reading {n}']),
          leaf('Grammar', ['Open Grammar {n}']),
          leaf('Listening', ['Open Listening {n}']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        'Junior (중등)',
        [
          leaf('Reading', ['Open Reading {n}', 'Reading Bridge {n}']),
          leaf('Grammar', ['Open Grammar {n}', 'Grammar Zone {n}']),
          leaf('Essay Writing', ['Essay Writing Lab {n}']),
          leaf('내신 대비', ['중등 영어 내신 Master {n}'], {
            suffixes: ['', ' 문제집', ' 서술형 대비'],
          }),
        ],
        { vols: [3, 4] },
      ),
      mid(
        'Senior (고등)',
        [
          leaf('수능 독해', ['수능 영어 독해 Power {n}']),
          leaf('구문·문법', ['구문 독해 Grammar {n}']),
        ],
        { vols: [5, 6], suffixes: ['', ' 워크북', ' 실전 모의고사'] },
      ),
    ],
  },
  {
    section: 'April',
    title: 'April 교재',
    menuLabel: 'April 교재',
    description: '에이프릴어학원 유아·초등 과정의 파닉스, 리딩, 문법 교재를 레벨별로 준비했습니다.',
    brand: 'April ',
    language: '영어',
    authorStyle: 'en',
    makers: ['에이프릴북스'],
    weights: BOOK_STB,
    suffixes: EN_BOOK,
    count: 60,
    supple: true,
    mids: [
      mid(
        'Kids (유치~초1)',
        [
          leaf('Phonics', ['Phonics Jump {n}']),
          leaf('Story Reading', ['Story Land {n}']),
          leaf('Songs & Chants', ['Sing Along {n}']),
        ],
        { vols: [1, 3] },
      ),
      mid(
        'Elementary (초등)',
        [
          leaf('Reading', ['Reading Tree {n}']),
          leaf('Grammar', ['Grammar Kids {n}']),
          leaf('Word Book', ['Word Book {n}']),
          leaf('Writing', ['Write Right {n}']),
        ],
        { vols: [1, 4] },
      ),
      mid(
        'Advanced (초등 고학년)',
        [
          leaf('Reading', ['Reading Forest {n}']),
          leaf('Grammar', ['Grammar Plus {n}']),
          leaf('Math in English', ['Math in English {n}']),
        ],
        { vols: [5, 6] },
      ),
      midLeaf('Readers (리더스)', ['Readers Level {n}'], {
        vols: [1, 8],
        suffixes: [' - Fiction', ' - Nonfiction'],
      }),
    ],
  },
  {
    section: 'i-Garten',
    title: 'i-Garten 교재',
    menuLabel: 'i-Garten 교재',
    description: '유아 영재교육 아이가르텐의 연령별 수학·과학·언어 놀이 교재입니다.',
    brand: '아이가르텐 ',
    language: '한국어',
    authorStyle: 'ko',
    makers: ['아이가르텐'],
    weights: { book: 8, stb: 2 },
    suffixes: ['', ' 워크북', ' 활동지'],
    count: 56,
    mids: [
      mid(
        '만 4세',
        [
          leaf('수학 사고력', ['수학 사고력 {n}단계 - 수와 연산', '수학 사고력 {n}단계 - 도형']),
          leaf('과학 탐구', ['과학 탐구 {n}단계 - 우리 몸']),
          leaf('언어 놀이', ['한글 놀이 {n}단계']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        '만 5세',
        [
          leaf('수학 사고력', ['수학 사고력 {n}단계 - 도형', '수학 사고력 {n}단계 - 패턴']),
          leaf('과학 탐구', ['과학 탐구 {n}단계 - 동물과 식물']),
          leaf('영어 놀이', ['영어 놀이 Phonics {n}']),
          leaf('창의 미술', ['창의 미술 {n}단계']),
        ],
        { vols: [3, 4] },
      ),
      mid(
        '만 6세 (7세)',
        [
          leaf('수학 사고력', ['수학 사고력 {n}단계 - 측정과 규칙']),
          leaf('과학 탐구', ['과학 탐구 {n}단계 - 날씨와 계절']),
          leaf('초등 준비', ['초등 입학 준비 국어 {n}', '초등 입학 준비 수학 {n}']),
        ],
        { vols: [5, 6] },
      ),
    ],
  },
  {
    section: 'talent',
    title: '탤런트 교재',
    menuLabel: '탤런트 교재',
    description: '초등 영재교육 탤런트 과정의 수학 사고력, 과학 탐구, 융합 STEAM 교재입니다.',
    brand: '탤런트 ',
    language: '한국어',
    authorStyle: 'ko',
    makers: ['크레버스', '탤런트북스'],
    weights: { book: 8, stb: 2 },
    suffixes: ['', ' 심화', ' 워크북'],
    count: 60,
    mids: [
      mid(
        '초등 1~2학년',
        [
          leaf('수학 사고력', [
            '초등 수학 사고력 {n}단계 - 도형',
            '초등 수학 사고력 {n}단계 - 수와 연산',
          ]),
          leaf('과학 탐구', ['과학 탐구 {n} - 생활 속 과학']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        '초등 3~4학년',
        [
          leaf('수학 사고력', [
            '초등 수학 사고력 {n}단계 - 규칙과 추론',
            '초등 수학 사고력 {n}단계 - 경우의 수',
          ]),
          leaf('과학 탐구', ['과학 탐구 {n} - 물질과 에너지']),
          leaf('융합 STEAM', ['융합 STEAM 프로젝트 {n}']),
        ],
        { vols: [3, 4] },
      ),
      mid(
        '초등 5~6학년',
        [
          leaf('수학 사고력', ['초등 수학 사고력 {n}단계 - 논리와 증명']),
          leaf('과학 탐구', ['과학 탐구 {n} - 실험 설계']),
          leaf('융합 STEAM', ['융합 STEAM 프로젝트 {n}']),
          leaf('코딩 기초', ['코딩 기초 {n} - 알고리즘 사고']),
        ],
        { vols: [5, 6] },
      ),
      midLeaf('영재원 대비', ['영재원 대비 창의사고력 수학 {n}', '영재원 대비 과학 탐구 {n}'], {
        vols: [1, 4],
      }),
    ],
  },
  {
    section: 'NOISY',
    title: '노이지 교재',
    menuLabel: '노이지 교재',
    description: '직접 실험하고 토론하며 배우는 노이지 과학 영재 과정의 교재입니다.',
    brand: '노이지 ',
    language: '한국어',
    authorStyle: 'ko',
    makers: ['노이지'],
    weights: { book: 8, stb: 2 },
    suffixes: ['', ' 실험 노트', ' 워크북'],
    count: 56,
    mids: [
      mid(
        '과학 실험 (초등)',
        [
          leaf('물리', ['과학 실험 {n} - 힘과 운동']),
          leaf('화학', ['과학 실험 {n} - 물질의 변화']),
          leaf('생명', ['과학 실험 {n} - 생물과 환경']),
          leaf('지구과학', ['과학 실험 {n} - 지구와 우주']),
        ],
        { vols: [1, 3] },
      ),
      mid(
        '과학 탐구 (중등)',
        [
          leaf('물리', ['과학 탐구 {n} - 전기와 자기']),
          leaf('화학', ['과학 탐구 {n} - 화학 반응']),
          leaf('생명·지구', ['과학 탐구 {n} - 생명과 지구']),
        ],
        { vols: [4, 6] },
      ),
      midLeaf('과학 영재 토론', ['과학 영재 토론 {n}'], { vols: [1, 4] }),
    ],
  },
  {
    section: 'coding',
    title: '코딩 교재',
    menuLabel: '코딩 교재',
    description: '언플러그드 놀이부터 파이썬과 알고리즘까지 단계별 코딩 교재를 제공합니다.',
    brand: '',
    language: '한국어',
    authorStyle: 'ko',
    makers: ['크레버스', '코딩앤플레이'],
    weights: { book: 7, stb: 3 },
    suffixes: ['', ' 워크북', ' 프로젝트북'],
    count: 56,
    mids: [
      mid(
        '코딩 기초',
        [
          leaf('언플러그드', ['코딩 기초 {n} - 언플러그드 놀이']),
          leaf('엔트리', ['코딩 기초 {n} - 엔트리로 배우는 순차와 반복']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        '블록 코딩',
        [
          leaf('스크래치', ['스크래치 게임 만들기 {n}']),
          leaf('앱 인벤터', ['앱 인벤터 앱 만들기 {n}']),
          leaf('마이크로비트', ['마이크로비트 피지컬 코딩 {n}']),
        ],
        { vols: [1, 3] },
      ),
      mid(
        '텍스트 코딩',
        [
          leaf('파이썬', ['파이썬 코딩 {n} - 기초 문법', '파이썬 Math 퍼즐 {n}']),
          leaf('C언어', ['C언어 첫걸음 {n}']),
          leaf('알고리즘', ['알고리즘과 자료구조 {n}']),
          leaf('정보올림피아드', ['정보올림피아드 대비 {n}']),
        ],
        { vols: [1, 3] },
      ),
    ],
  },
  {
    section: 'creverse_etc',
    title: '크레버스 기타 교재',
    menuLabel: '크레버스 기타 교재',
    description: '방학 특강, 레벨 테스트, 모의고사 등 크레버스 특별 과정 교재입니다.',
    brand: '크레버스 ',
    language: '한국어',
    authorStyle: 'ko',
    makers: ['크레버스'],
    weights: { book: 17, stb: 3 },
    suffixes: ['', ' 워크북', ' 해설편'],
    count: 40,
    mids: [
      mid(
        '방학 특강',
        [
          leaf('겨울 특강', ['겨울 특강 English Camp {n}']),
          leaf('여름 특강', ['여름 특강 Reading Camp {n}']),
        ],
        { vols: [1, 3] },
      ),
      mid(
        '레벨 테스트',
        [leaf('영어', ['영어 레벨 테스트 {n}']), leaf('수학', ['수학 레벨 테스트 {n}'])],
        { vols: [1, 4] },
      ),
      midLeaf('모의고사', ['영어 모의고사 {n}회분', '국어 모의고사 {n}회분'], { vols: [1, 6] }),
    ],
  },
];

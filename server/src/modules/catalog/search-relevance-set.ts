/**
 * The judged relevance set of issue 22: what a shopper typing the query into the demo catalog
 * expects among the first three results (each listed title must be there, in print or as its
 * e-book edition '… (전자책)', the same title). Judged by reading the catalog; search-relevance.api.test.ts prints the share
 * that passes (≥ 95 %).
 */
export type QueryKind =
  'plain' | 'two-syllable' | 'unspaced' | 'initials' | 'keyboard-slip' | 'isbn' | 'author' | 'typo';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  /** Display names that must be among the first three results. */
  top3: string[];
  /** The notice's word when the search reads the query as another ('duddj' → '영어'). */
  searchedAs?: string;
}

export const RELEVANCE_SET: JudgedQuery[] = [
  // plain words
  { query: '지구본', kind: 'plain', top3: ['지구본 LED 무드등'] },
  { query: '받아쓰기', kind: 'plain', top3: ['초등 받아쓰기 1', '초등 받아쓰기 2'] },
  { query: '현미경', kind: 'plain', top3: ['학생용 현미경 세트'] },
  { query: '망원경', kind: 'plain', top3: ['탁상형 반사 망원경'] },
  { query: '파이썬', kind: 'plain', top3: ['파이썬 Math 퍼즐 1'] },
  { query: '알고리즘', kind: 'plain', top3: ['알고리즘과 자료구조 1'] },
  { query: '핸드벨', kind: 'plain', top3: ['핸드벨 8음 세트'] },
  { query: '펜토미노', kind: 'plain', top3: ['펜토미노 퍼즐 세트'] },
  { query: 'Wimpy Kid', kind: 'plain', top3: ['Diary of a Wimpy Kid #1'] },
  { query: 'Secret Garden', kind: 'plain', top3: ['Oxford Bookworms Stage 1: The Secret Garden'] },
  { query: '초등 국어 독해', kind: 'plain', top3: ['초등 국어 독해 1단계'] },
  { query: '태양계 행성', kind: 'plain', top3: ['태양계 행성 모형 만들기'] },
  { query: '한자 급수', kind: 'plain', top3: ['한자 급수 3급 완성'] },
  { query: 'Magic Tree House', kind: 'plain', top3: ['Magic Tree House #1'] },
  // two-syllable words
  { query: '퍼즐', kind: 'two-syllable', top3: ['입체 도형 퍼즐'] },
  { query: '한자', kind: 'two-syllable', top3: ['한자 급수 3급 완성'] },
  { query: '논술', kind: 'two-syllable', top3: ['중등 논술 토론 1'] },
  { query: '코딩', kind: 'two-syllable', top3: ['코딩 기초 1 - 언플러그드 놀이'] },
  { query: '곤충', kind: 'two-syllable', top3: ['솔라 곤충 로봇'] },
  { query: '독서', kind: 'two-syllable', top3: ['독서 감상문 쓰기 1'] },
  { query: '미술', kind: 'two-syllable', top3: ['아이가르텐 창의 미술 3단계'] },
  { query: '토론', kind: 'two-syllable', top3: ['노이지 과학 영재 토론 1'] },
  // typed without spaces
  { query: '영어교재', kind: 'unspaced', top3: ['THE OPEN 수능 영어 독해 Power 6 보충교재'] },
  { query: '초등국어독해', kind: 'unspaced', top3: ['초등 국어 독해 1단계'] },
  { query: '태양계행성', kind: 'unspaced', top3: ['태양계 행성 모형 만들기'] },
  { query: '학생용현미경', kind: 'unspaced', top3: ['학생용 현미경 세트'] },
  { query: '한자급수', kind: 'unspaced', top3: ['한자 급수 3급 완성'] },
  { query: '풍력발전기', kind: 'unspaced', top3: ['풍력 발전기 만들기'] },
  { query: '수학교구', kind: 'unspaced', top3: ['4D프레임 수학 교구 세트'] },
  { query: '논술토론', kind: 'unspaced', top3: ['중등 논술 토론 1'] },
  { query: '게임만들기', kind: 'unspaced', top3: ['스크래치 게임 만들기 1'] },
  { query: '과학실험', kind: 'unspaced', top3: ['과학 실험 키트 1단계'] },
  // three syllables typed without the space, and one unspaced word among several words
  { query: '우리몸', kind: 'unspaced', top3: ['아이가르텐 과학 탐구 1단계 - 우리 몸'] },
  { query: '수놀이', kind: 'unspaced', top3: ['수 놀이 보드게임'] },
  { query: '수막대', kind: 'unspaced', top3: ['수 막대 교구 세트'] },
  { query: '수세기', kind: 'unspaced', top3: ['아이가르텐 수 세기 구슬 교구'] },
  { query: '초등 영어문법', kind: 'unspaced', top3: ['초등 영어 문법 3'] },
  { query: '초등 영어교과서', kind: 'unspaced', top3: ['초등 영어 교과서 3학년 평가 문제집'] },
  { query: '수막대 교구', kind: 'unspaced', top3: ['수 막대 교구 세트'] },
  { query: '아이가르텐 우리몸', kind: 'unspaced', top3: ['아이가르텐 과학 탐구 1단계 - 우리 몸'] },
  // initial consonants
  { query: 'ㅈㄱㅂ', kind: 'initials', top3: ['지구본 LED 무드등'] },
  { query: 'ㅂㅇㅆㄱ', kind: 'initials', top3: ['초등 받아쓰기 1'] },
  { query: 'ㅎㅁㄱ', kind: 'initials', top3: ['학생용 현미경 세트'] },
  { query: 'ㅍㅌㅁㄴ', kind: 'initials', top3: ['펜토미노 퍼즐 세트'] },
  { query: 'ㅍㅇㅆ', kind: 'initials', top3: ['파이썬 Math 퍼즐 1'] },
  { query: 'ㅎㄷㅂ', kind: 'initials', top3: ['핸드벨 8음 세트'] },
  { query: 'ㅇㄱㄹㅈ', kind: 'initials', top3: ['알고리즘과 자료구조 1'] },
  { query: 'ㅇㅇㄷㅎ', kind: 'initials', top3: ['THE OPEN 수능 영어 독해 Power 5'] },
  { query: '수ㅎ', kind: 'initials', top3: ['4D프레임 수학 교구 세트'] },
  { query: '지구ㅂ', kind: 'initials', top3: ['지구본 LED 무드등'] },
  // the keyboard left in English mode
  {
    query: 'duddj',
    kind: 'keyboard-slip',
    top3: ['THE OPEN 수능 영어 독해 Power 5'],
    searchedAs: '영어',
  },
  { query: 'tngkr', kind: 'keyboard-slip', top3: ['4D프레임 수학 교구 세트'], searchedAs: '수학' },
  { query: 'wlrnqhs', kind: 'keyboard-slip', top3: ['지구본 LED 무드등'], searchedAs: '지구본' },
  { query: 'vkdlTjs', kind: 'keyboard-slip', top3: ['파이썬 Math 퍼즐 1'], searchedAs: '파이썬' },
  { query: 'gusalrud', kind: 'keyboard-slip', top3: ['학생용 현미경 세트'], searchedAs: '현미경' },
  { query: 'qkedkTmrl', kind: 'keyboard-slip', top3: ['초등 받아쓰기 1'], searchedAs: '받아쓰기' },
  { query: 'gosemqpf', kind: 'keyboard-slip', top3: ['핸드벨 8음 세트'], searchedAs: '핸드벨' },
  { query: 'vjwmf', kind: 'keyboard-slip', top3: ['입체 도형 퍼즐'], searchedAs: '퍼즐' },
  // ISBN prefixes
  { query: '979-11-6413-137', kind: 'isbn', top3: ['CDI Phonics Fun 1 Student Book'] },
  { query: '979-11-6709-359', kind: 'isbn', top3: ['초등 받아쓰기 1'] },
  { query: '978-0-545-10407', kind: 'isbn', top3: ['Diary of a Wimpy Kid #1'] },
  { query: '9780241100370', kind: 'isbn', top3: ["Penguin Readers Level 1: Charlotte's Web"] },
  { query: '978-0-19-100074', kind: 'isbn', top3: ['Oxford Bookworms Stage 1: The Secret Garden'] },
  // authors
  { query: '강태호', kind: 'author', top3: ['초등 받아쓰기 1'] },
  { query: '정서연', kind: 'author', top3: ['초등 받아쓰기 2'] },
  { query: 'Kevin Wilson', kind: 'author', top3: ['Oxford Bookworms Stage 1: The Secret Garden'] },
  { query: '황현우', kind: 'author', top3: ["Penguin Readers Level 1: Charlotte's Web"] },
  { query: '박현우', kind: 'author', top3: ['초등 받아쓰기 5'] },
  // typos
  { query: '파이선', kind: 'typo', top3: ['파이썬 Math 퍼즐 1'], searchedAs: '파이썬' },
  { query: '현미겅', kind: 'typo', top3: ['학생용 현미경 세트'], searchedAs: '현미경' },
  { query: '망원겸', kind: 'typo', top3: ['탁상형 반사 망원경'], searchedAs: '망원경' },
  { query: '핸드밸', kind: 'typo', top3: ['핸드벨 8음 세트'], searchedAs: '핸드벨' },
  { query: '알고리즙', kind: 'typo', top3: ['알고리즘과 자료구조 1'], searchedAs: '알고리즘' },
  { query: 'grammer', kind: 'typo', top3: ['Grammar Inside 1'], searchedAs: 'grammar' },
  { query: 'wimpi', kind: 'typo', top3: ['Diary of a Wimpy Kid #1'], searchedAs: 'wimpy' },
];

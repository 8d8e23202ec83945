/** Category trees and naming hints of the general textbook sections. */
import { leaf, mid, midLeaf, type SectionSeed } from './catalog-seed-types.ts';

const KO_GENERAL = {
  language: '한국어',
  authorStyle: 'ko',
  weights: { book: 17, stb: 3 },
} as const;

export const GENERAL_SECTIONS: readonly SectionSeed[] = [
  {
    section: 'general-1',
    title: '일반 교재 1 - 초등 교과',
    menuLabel: '초등 교과',
    description: '초등 수학, 국어, 영어, 과학 교과 학습을 위한 주요 출판사의 교재입니다.',
    brand: '',
    ...KO_GENERAL,
    makers: ['천재교육', '비상교육', '동아출판', '미래엔'],
    suffixes: [' 개념 완성', ' 유형 연습', ' 단원 평가'],
    count: 46,
    mids: [
      mid(
        '초등 수학',
        [
          leaf('1~2학년', ['초등 수학 1-{n}', '초등 수학 2-{n}']),
          leaf('3~4학년', ['초등 수학 3-{n}', '초등 수학 4-{n}']),
          leaf('5~6학년', ['초등 수학 5-{n}', '초등 수학 6-{n}']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        '초등 국어',
        [
          leaf('독해', ['초등 국어 독해 {n}단계']),
          leaf('어휘', ['초등 국어 어휘력 {n}단계']),
          leaf('받아쓰기', ['초등 받아쓰기 {n}']),
        ],
        { vols: [1, 6], suffixes: [''] },
      ),
      mid(
        '초등 영어',
        [
          leaf('교과 영어', ['초등 영어 교과서 {n}학년 평가 문제집']),
          leaf('영문법', ['초등 영어 문법 {n}']),
        ],
        { vols: [3, 6], suffixes: ['', ' 워크북'] },
      ),
      midLeaf('초등 과학', ['초등 과학 {n}학년 실험 관찰'], { vols: [3, 6] }),
    ],
  },
  {
    section: 'general-2',
    title: '일반 교재 2 - 중등 교과',
    menuLabel: '중등 교과',
    description: '중학교 수학, 영어, 국어, 과학 내신 대비 교재를 학년별로 모았습니다.',
    brand: '',
    ...KO_GENERAL,
    makers: ['천재교육', '비상교육', '동아출판', '능률교육', '좋은책신사고'],
    suffixes: [' 개념 완성', ' 유형 연습', ' 실력 향상'],
    count: 46,
    mids: [
      mid(
        '중등 수학',
        [
          leaf('중1', ['중학 수학 1-{n}']),
          leaf('중2', ['중학 수학 2-{n}']),
          leaf('중3', ['중학 수학 3-{n}']),
        ],
        { vols: [1, 2] },
      ),
      mid(
        '중등 영어',
        [
          leaf('문법', ['중학 영문법 {n}', 'Grammar Inside {n}']),
          leaf('독해', ['중학 영어 독해 {n}', 'Reading Inside {n}']),
          leaf('듣기', ['중학 영어 듣기 모의고사 {n}']),
        ],
        { vols: [1, 3], suffixes: ['', ' 워크북'] },
      ),
      mid(
        '중등 국어',
        [leaf('문학', ['중학 국어 문학 {n}']), leaf('비문학', ['중학 국어 비문학 독해 {n}'])],
        { vols: [1, 3], suffixes: ['', ' 워크북'] },
      ),
      midLeaf('중등 과학', ['중학 과학 {n}'], { vols: [1, 3] }),
    ],
  },
  {
    section: 'general-3',
    title: '일반 교재 3 - 영어 원서',
    menuLabel: '영어 원서',
    description: '레벨별 리더스와 챕터북, 영어 학습 참고서를 원서로 만나 보세요.',
    brand: '',
    language: '영어',
    authorStyle: 'en',
    weights: { book: 4, stb: 1 },
    makers: ['Oxford University Press'],
    suffixes: ['', ' (Audio Pack)'],
    count: 46,
    mids: [
      mid(
        'Graded Readers',
        [
          leaf(
            'Oxford Bookworms',
            [
              'Oxford Bookworms Stage {n}: The Secret Garden',
              'Oxford Bookworms Stage {n}: Treasure Island',
              "Oxford Bookworms Stage {n}: Gulliver's Travels",
            ],
            { makers: ['Oxford University Press'] },
          ),
          leaf(
            'Cambridge Readers',
            [
              'Cambridge English Readers Level {n}: The Lahti File',
              "Cambridge English Readers Level {n}: Jojo's Story",
            ],
            { makers: ['Cambridge'] },
          ),
          leaf('Penguin Readers', ["Penguin Readers Level {n}: Charlotte's Web"], {
            makers: ['Penguin Readers'],
          }),
        ],
        { vols: [1, 6] },
      ),
      mid(
        'Chapter Books',
        [
          leaf('Magic Tree House', ['Magic Tree House #{n}']),
          leaf('Nate the Great', ['Nate the Great #{n}']),
          leaf('Diary of a Wimpy Kid', ['Diary of a Wimpy Kid #{n}']),
        ],
        { vols: [1, 8], makers: ['Scholastic', 'Random House'] },
      ),
      midLeaf(
        '사전·참고서',
        [
          'English Grammar in Use Book {n}',
          'Oxford Picture Dictionary {n}',
          'Cambridge Reading & Vocabulary {n}',
        ],
        { vols: [1, 3], makers: ['Cambridge', 'Oxford University Press'] },
      ),
    ],
  },
  {
    section: 'general-4',
    title: '일반 교재 4 - 국어·논술',
    menuLabel: '국어·논술',
    description: '국어 독해력과 논술, 한자 실력을 키우는 초·중등 교재입니다.',
    brand: '',
    ...KO_GENERAL,
    makers: ['동아출판', '창비교육', '키출판사', '미래엔'],
    suffixes: ['', ' 워크북'],
    count: 46,
    mids: [
      mid(
        '국어 독해',
        [leaf('초등', ['초등 국어 독해력 {n}단계']), leaf('중등', ['중등 국어 독해 비법 {n}'])],
        { vols: [1, 6] },
      ),
      mid(
        '논술·글쓰기',
        [
          leaf('초등 논술', ['초등 논술 교과서 {n}']),
          leaf('중등 논술', ['중등 논술 토론 {n}']),
          leaf('독서 감상문', ['독서 감상문 쓰기 {n}']),
        ],
        { vols: [1, 4] },
      ),
      midLeaf('한자', ['한자 급수 {n}급 완성', '어린이 한자 {n}단계'], {
        vols: [3, 8],
        suffixes: [''],
      }),
    ],
  },
];

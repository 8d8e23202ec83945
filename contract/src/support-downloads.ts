import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The shop's downloadable documents: policy versions (spec 1 §9) and the static learning-support
 * downloads (spec 3 §2 support book and MP3 pages, §3), one list for the pages that show them and
 * for the server that renders and serves the files.
 */

export type PolicyKind = 'terms' | 'privacy';
export const POLICY_KINDS: readonly PolicyKind[] = ['terms', 'privacy'];

/** Where the shop serves a policy document: /files/policy/{kind}-{version}.pdf */
export const policyDocumentUrl = (kind: PolicyKind, version: string) =>
  `/files/policy/${kind}-${version}.pdf`;

export const SUPPORT_BOOK_TABS = [
  { cate: 'Book1A', label: 'Book1 (A)' },
  { cate: 'Book2A', label: 'Book2 (A)' },
  { cate: 'Book3A', label: 'Book3 (A)' },
  { cate: 'Book1B', label: 'Book1 (B)' },
  { cate: 'Book2B', label: 'Book2 (B)' },
  { cate: 'Book3B', label: 'Book3 (B)' },
  { cate: 'HandoutA', label: 'Handout (A)' },
  { cate: 'HandoutB', label: 'Handout (B)' },
] as const;
export type SupportBookCate = (typeof SUPPORT_BOOK_TABS)[number]['cate'];

/** What a file is; each kind has its category image. */
export const SUPPORT_KINDS = {
  worksheet: '워크시트',
  vocabulary: '단어장',
  answer: '정답지',
  test: '리뷰 테스트',
  handout: '핸드아웃',
} as const;
export type SupportKind = keyof typeof SUPPORT_KINDS;

export interface SupportBookEntry {
  /** File id, also the file name: /files/support/{id}.pdf */
  id: string;
  cate: SupportBookCate;
  /** Level track: A1-A3, B1-B3. */
  level: string;
  kind: SupportKind;
  name: string;
  /** Unit number of book files, handout number of handouts. */
  unit: number;
  /** Handout topic; null for book files. */
  topic: string | null;
  imageUrl: string;
  link: string;
}

export const UNITS_PER_BOOK = 20;
export const UNITS_PER_REVIEW = 4;

/** Handout topics per level: grammar for track A, reading and writing skills for track B. */
const HANDOUT_TOPICS: Record<string, readonly string[]> = {
  A1: [
    'be동사',
    '일반동사 현재형',
    '명사의 복수형',
    '인칭대명사',
    '지시대명사 this/that',
    '형용사',
    '전치사 in/on/at',
    '현재진행형',
    '조동사 can',
    '의문사 what/who',
  ],
  A2: [
    '과거시제 규칙동사',
    '과거시제 불규칙동사',
    '미래시제 will',
    'be going to',
    '비교급',
    '최상급',
    '빈도부사',
    '접속사 and/but/or',
    'There is/are',
    '명령문',
  ],
  A3: [
    '현재완료',
    '수동태',
    'to부정사',
    '동명사',
    '관계대명사 who/which',
    '조동사 must/should',
    '간접의문문',
    '가정법 과거',
    '분사',
    '접속사 because/although',
  ],
  B1: [
    '주제문 찾기',
    '세부 정보 파악',
    '문단 구성',
    '글의 순서',
    '연결어',
    '요약하기',
    '단어 뜻 추론',
    '도표 읽기',
    '편지 쓰기',
    '일기 쓰기',
  ],
  B2: [
    '필자의 의도',
    '빈칸 추론',
    '글의 흐름',
    '어휘 추론',
    '비교 대조 글쓰기',
    '원인과 결과',
    '의견 글쓰기',
    '이메일 쓰기',
    '인터뷰 읽기',
    '발표문 쓰기',
  ],
  B3: [
    '논설문 읽기',
    '함축 의미',
    '문장 삽입',
    '요약문 완성',
    '에세이 구조',
    '반론 쓰기',
    '그래프 설명',
    '과학 지문',
    '역사 지문',
    '토론 준비',
  ],
};

const pad = (n: number) => String(n).padStart(2, '0');
const imageOf = (kind: SupportKind) => `/images/support/${kind}.svg`;
const linkOf = (id: string) => `/files/support/${id}.pdf`;

function bookEntries(cate: SupportBookCate, level: string): SupportBookEntry[] {
  const list: SupportBookEntry[] = [];
  const add = (kind: SupportKind, unit: number, name: string, idPart: string) => {
    const id = `${level}-${idPart}`;
    list.push({
      id,
      cate,
      level,
      kind,
      unit,
      topic: null,
      name,
      imageUrl: imageOf(kind),
      link: linkOf(id),
    });
  };
  for (let unit = 1; unit <= UNITS_PER_BOOK; unit++) {
    add(
      'worksheet',
      unit,
      `${level} Unit ${pad(unit)} ${SUPPORT_KINDS.worksheet}`,
      `u${pad(unit)}-ws`,
    );
    add(
      'vocabulary',
      unit,
      `${level} Unit ${pad(unit)} ${SUPPORT_KINDS.vocabulary}`,
      `u${pad(unit)}-voca`,
    );
    add('answer', unit, `${level} Unit ${pad(unit)} ${SUPPORT_KINDS.answer}`, `u${pad(unit)}-ans`);
    if (unit % UNITS_PER_REVIEW === 0) {
      const n = unit / UNITS_PER_REVIEW;
      add(
        'test',
        unit,
        `${level} ${SUPPORT_KINDS.test} ${n} (Unit ${pad(unit - UNITS_PER_REVIEW + 1)}-${pad(unit)})`,
        `rt${pad(n)}`,
      );
    }
  }
  return list;
}

function handoutEntries(cate: SupportBookCate, track: 'A' | 'B'): SupportBookEntry[] {
  const list: SupportBookEntry[] = [];
  for (const level of [`${track}1`, `${track}2`, `${track}3`]) {
    (HANDOUT_TOPICS[level] ?? []).forEach((topic, i) => {
      const id = `${level}-ho${pad(i + 1)}`;
      list.push({
        id,
        cate,
        level,
        kind: 'handout',
        unit: i + 1,
        topic,
        name: `${level} ${SUPPORT_KINDS.handout} ${pad(i + 1)} - ${topic}`,
        imageUrl: imageOf('handout'),
        link: linkOf(id),
      });
    });
  }
  return list;
}

let built: readonly SupportBookEntry[] | undefined;

/** Every support-book entry, tab by tab (several hundred, spec 3 §9). */
export function supportBookEntries(): readonly SupportBookEntry[] {
  built ??= [
    ...bookEntries('Book1A', 'A1'),
    ...bookEntries('Book2A', 'A2'),
    ...bookEntries('Book3A', 'A3'),
    ...bookEntries('Book1B', 'B1'),
    ...bookEntries('Book2B', 'B2'),
    ...bookEntries('Book3B', 'B3'),
    ...handoutEntries('HandoutA', 'A'),
    ...handoutEntries('HandoutB', 'B'),
  ];
  return built;
}

export interface Mp3Pack {
  id: string;
  type: 'TOEFL';
  name: string;
  /** What the pack holds, shown under the name. */
  description: string;
  /** Tracks in the zip. */
  tracks: number;
  imageUrl: string;
  link: string;
}

const mp3 = (id: string, name: string, description: string, tracks: number): Mp3Pack => ({
  id,
  type: 'TOEFL',
  name,
  description,
  tracks,
  imageUrl: `/images/support/${id}.svg`,
  link: `/files/support/mp3/${id}.zip`,
});

/** The four TOEFL audio packs of the MP3 page. */
export const MP3_PACKS: readonly Mp3Pack[] = [
  mp3(
    'toefl-primary-step1',
    'TOEFL Primary Step 1 Listening',
    '초등 저학년 · 듣기 실전 문제 음원',
    4,
  ),
  mp3(
    'toefl-primary-step2',
    'TOEFL Primary Step 2 Listening',
    '초등 고학년 · 듣기 실전 문제 음원',
    4,
  ),
  mp3(
    'toefl-junior-listening',
    'TOEFL Junior Listening Comprehension',
    '중등 · 듣기 영역 모의고사 음원',
    5,
  ),
  mp3(
    'toefl-junior-speaking',
    'TOEFL Junior Speaking Practice',
    '중등 · 말하기 문항 지시문과 예시 답안 음원',
    3,
  ),
];

/** The support page's tabs: the eight book and handout tabs, and the MP3 page's packs. */
export const DOWNLOAD_CATES = [...SUPPORT_BOOK_TABS.map((t) => t.cate), 'MP3'] as const;
export type DownloadCate = (typeof DOWNLOAD_CATES)[number];
export const downloadCate = z.enum(DOWNLOAD_CATES);

/** What a download is (its category image): the book kinds, or an audio pack. */
export const DOWNLOAD_KINDS = [...(Object.keys(SUPPORT_KINDS) as SupportKind[]), 'audio'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
export const downloadKind = z.enum(DOWNLOAD_KINDS);

/** One download as members get it (decision 0437: rows the publisher edits). */
export const supportDownload = z.object({
  downloadId: z.number().int(),
  cate: downloadCate,
  kind: downloadKind,
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  link: z.string(),
});
export type SupportDownload = z.infer<typeof supportDownload>;

export const supportDownloadList = defineCall({
  operationId: 'supportDownloadList',
  tag: 'support',
  method: 'GET',
  path: '/api/support-downloads',
  summary: "The learning-support downloads of one tab, in the publisher's order",
  query: z.object({ cate: downloadCate }),
  response: z.object({ list: z.array(supportDownload) }),
});

/** Where a version stands today: the one in force, an earlier one, or one published ahead. */
export const PolicyVersionState = ['inForce', 'past', 'upcoming'] as const;
export type PolicyVersionState = (typeof PolicyVersionState)[number];

export const policyVersion = z.object({
  kind: z.enum(['terms', 'privacy']),
  /** The effective day (Seoul), which names the version. */
  version: z.string(),
  state: z.enum(PolicyVersionState),
  url: z.string(),
});
export type PolicyVersion = z.infer<typeof policyVersion>;

export const policyVersionList = defineCall({
  operationId: 'policyVersionList',
  tag: 'support',
  method: 'GET',
  path: '/api/policy-versions',
  summary: 'The terms and privacy-policy versions, newest first, and the ones in force today',
  response: z.object({
    terms: z.array(policyVersion),
    privacy: z.array(policyVersion),
    /** The versions an order consents to today (decision 0462); null when none is in force. */
    inForce: z.object({ terms: z.string().nullable(), privacy: z.string().nullable() }),
  }),
});

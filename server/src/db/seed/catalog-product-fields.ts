/** Field generators of demo products: authors, ISBNs, prices, descriptions. */
import { isPriceCapped } from '@shop/contract/book-price-cap.ts';
import { isbn13CheckDigit } from '@shop/contract/isbn.ts';
import type { SeedKind } from './catalog-seed-types.ts';
import type { SeedRandom } from './seed-random.ts';

const KO_SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
];
const KO_GIVEN = [
  '민준',
  '서연',
  '지훈',
  '하은',
  '도윤',
  '수아',
  '예준',
  '지민',
  '현우',
  '유진',
  '성민',
  '은지',
  '재원',
  '소영',
  '태호',
  '혜린',
  '승현',
  '다은',
];
const EN_FIRST = [
  'Michael',
  'Sarah',
  'David',
  'Emily',
  'James',
  'Jennifer',
  'Daniel',
  'Rachel',
  'Andrew',
  'Laura',
  'Kevin',
  'Grace',
  'Thomas',
  'Olivia',
];
const EN_LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Clark',
  'Walker',
  'Kim',
  'Lee',
  'Park',
  'Evans',
];

export type AuthorStyle = 'en' | 'ko' | 'none';

function koName(rng: SeedRandom): string {
  return rng.pick(KO_SURNAMES) + rng.pick(KO_GIVEN);
}

function enName(rng: SeedRandom): string {
  return `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
}

export function authorFor(
  style: AuthorStyle,
  brand: string,
  maker: string,
  rng: SeedRandom,
): string {
  const r = rng.next();
  if (style === 'en') {
    if (r < 0.4) return enName(rng);
    if (r < 0.55) return `${enName(rng)}, ${enName(rng)}`;
    if (r < 0.8) return koName(rng);
    return `${brand.trim() || maker} Curriculum Team`;
  }
  if (style === 'ko') {
    if (r < 0.6) return koName(rng);
    if (r < 0.75) return `${koName(rng)}, ${koName(rng)}`;
  }
  return `${maker} 편집부`;
}

/** ISBN prefixes of the foreign publishers; Korean publishers get 979-11-NNNN in order of appearance. */
const FOREIGN_PREFIX: Readonly<Record<string, string>> = {
  'Oxford University Press': '978-0-19',
  Cambridge: '978-1-108',
  Scholastic: '978-0-545',
  'Random House': '978-0-375',
  'Penguin Readers': '978-0-241',
};

/** Hands out unique, hyphenated ISBN-13s with valid check digits, per publisher. */
export class IsbnIssuer {
  private readonly prefixes = new Map<string, string>();
  private readonly counters = new Map<string, number>();

  next(maker: string): string {
    let prefix = this.prefixes.get(maker);
    if (!prefix) {
      prefix = FOREIGN_PREFIX[maker] ?? `979-11-${6413 + 37 * this.prefixes.size}`;
      this.prefixes.set(maker, prefix);
    }
    const count = (this.counters.get(maker) ?? 0) + 1;
    this.counters.set(maker, count);
    const width = 12 - prefix.replace(/-/g, '').length;
    const span = 9 * 10 ** (width - 1);
    if (count >= span) throw new Error(`ISBN range of ${maker} exhausted`);
    // 37 is coprime with the span, so the title numbers stay unique while looking unordered.
    const title = String(10 ** (width - 1) + ((count * 37) % span));
    return `${prefix}-${title}-${isbn13CheckDigit(prefix.replace(/-/g, '') + title)}`;
  }
}

export function publishedDate(rng: SeedRandom): string {
  const year = rng.int(2018, 2026);
  const month = year === 2026 ? rng.int(1, 6) : rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const PRICE_RANGE: Readonly<Record<SeedKind, readonly [number, number]>> = {
  book: [8_000, 35_000],
  stb: [5_000, 20_000],
  device: [50_000, 450_000],
  aid: [10_000, 120_000],
};

export function prices(
  kind: SeedKind,
  range: readonly [number, number] | undefined,
  rng: SeedRandom,
): { sellPrice: number; markedPrice: number } {
  const [min, max] = range ?? PRICE_RANGE[kind];
  const step = kind === 'device' ? 1_000 : 100;
  const sellPrice = rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
  // a discounted book's list price is rounded down, so its sale price stays within the 10 % of
  // 도서정가제 (decision 0460: rounded up, 27,700 of 30,800 was 10.06 % off)
  const listed = sellPrice / 0.9 / 100;
  const roundList = isPriceCapped(kind) ? Math.floor(listed) : Math.ceil(listed);
  const markedPrice = rng.chance(0.4) ? roundList * 100 : sellPrice;
  return { sellPrice, markedPrice };
}

export const PAPER_SIZES = [
  '210×297mm',
  '188×257mm',
  '215×280mm',
  '148×210mm',
  '225×297mm',
] as const;
export const BINDINGS = ['무선제본', '무선제본', '스프링제본', '중철제본'] as const;
export const SUPPORT_DEVICES = [
  'iPad, Galaxy Tab, Android 태블릿',
  'iPad, Galaxy Tab',
  'Android 태블릿, iPad, PC(Windows)',
] as const;

export const COMPRISAL: Readonly<Record<SeedKind, readonly string[]>> = {
  book: [
    '본책 1권 + 워크북 1권 + 정답지',
    '본책 1권 + 정답 및 해설',
    '학생용 교재 1권 + 음원 QR',
    '본책 1권 + 활동 스티커',
  ],
  stb: ['전자책 1종 (음원·동영상 포함)', '전자책 1종 + 온라인 퀴즈'],
  device: ['본체 1대 + 충전 케이블 + 사용 설명서', '본체 1대 + 보호 케이스 + 퀵 가이드'],
  aid: ['교구 1세트 + 활동 가이드북', '교구 1세트 + 보관 케이스', '교구 부품 일체 + 교사용 지도서'],
};

export const DELIVERY_HTML: Readonly<Record<SeedKind, string>> = {
  book: '<p>기본 배송비 1,500원 (교재 무료배송 혜택 적용 시 무료)</p>',
  stb: '<p>전자책은 배송되지 않습니다.</p>',
  device: '<p>기본 배송비 1,500원</p><p>제조사 직배송 상품으로 결제 후 3~7일 이내 도착합니다.</p>',
  aid: '<p>기본 배송비 1,500원</p><p>제조사 직배송 상품으로 결제 후 3~7일 이내 도착합니다.</p>',
};

export const NOTICES: Readonly<Record<SeedKind, string>> = {
  book: '학기 중 개정판으로 교체될 수 있으며, 개정 전 재고가 먼저 출고될 수 있습니다.',
  stb: '스마트북은 결제 후 스마트북 앱에서 바로 이용할 수 있으며, 열람 후에는 환불되지 않습니다.',
  device:
    '초기 불량 외 단순 변심으로 반품할 때는 왕복 배송비가 부과되며, 개봉 후에는 반품이 제한됩니다.',
  aid: '부품이 작아 만 3세 미만 어린이가 삼킬 위험이 있으니 보호자의 지도 아래 사용해 주세요.',
};

export const SUPPLE_NOTICE =
  '이 보충교재는 같은 레벨의 스마트북과 함께 구매하거나, 스마트북을 결제한 뒤에 구매할 수 있습니다.';

/** Escapes text for element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const INTRO: Readonly<Record<SeedKind, readonly string[]>> = {
  book: [
    '학원 수업 진도에 맞춰 개념을 익히고 충분히 연습할 수 있도록 구성한 교재입니다.',
    '단원마다 핵심 정리와 확인 문제를 담아 스스로 복습하기 좋습니다.',
    '현장 강사진이 직접 집필하고 수업에서 검증한 내용으로 만들었습니다.',
  ],
  stb: [
    '종이책과 같은 내용을 태블릿에서 음원, 동영상과 함께 학습할 수 있는 스마트북입니다.',
    '터치 한 번으로 원어민 음성을 듣고, 문제를 풀면 바로 채점됩니다.',
  ],
  device: [
    '스마트북 학습에 최적화된 설정으로 받아서 바로 사용할 수 있습니다.',
    '학습 앱이 미리 설치되어 있고, 유해 사이트 차단 기능이 켜져 있습니다.',
  ],
  aid: [
    '수업 시간에 쓰는 교구와 같은 구성이라 집에서도 이어서 활동할 수 있습니다.',
    '손으로 만지고 조작하며 개념을 자연스럽게 이해하도록 돕는 교구입니다.',
  ],
};

const FEATURES: Readonly<Record<SeedKind, readonly string[]>> = {
  book: [
    '단원별 핵심 개념 정리',
    '수준별 확인 문제와 서술형 문제',
    '자세한 정답과 해설',
    'QR 코드로 음원 바로 듣기',
  ],
  stb: ['음원·동영상 바로 재생', '자동 채점과 오답 노트', '필기 기능과 북마크'],
  device: ['학습 앱 사전 설치', '보호자 관리 모드', '1년 무상 A/S'],
  aid: ['활동 가이드북 제공', '안전한 소재 사용', '보관이 쉬운 정리 케이스'],
};

export function describeHtml(
  productId: number,
  kind: SeedKind,
  name: string,
  target: string,
  comprisal: string,
  rng: SeedRandom,
): string {
  const safeName = escapeHtml(name);
  const features = FEATURES[kind];
  const first = rng.int(0, features.length - 1);
  const second = (first + 1) % features.length;
  return (
    `<h3>${safeName}</h3>` +
    `<p>${rng.pick(INTRO[kind])}</p>` +
    `<ul><li><strong>대상</strong>: ${escapeHtml(target)}</li>` +
    `<li><strong>구성</strong>: ${escapeHtml(comprisal)}</li>` +
    `<li>${features[first]}</li><li>${features[second]}</li></ul>` +
    `<p><img src="/covers/${productId}.svg" alt="${safeName}" /></p>`
  );
}

import type { LectureRecord, MaterialRecord } from './demo-records.ts';

/**
 * The demo students' lectures with the materials the academy billed, by student id. Product ids
 * are the deterministic demo catalog's; the mix covers what the billing list and the order rules
 * must handle: paper books, smart books, a device, a product the shop no longer sells,
 * class-history discounts, and supplementary books (isSupple) whose same-level e-book is
 *  - in the same lecture and billed (bought together: 25 + 26, 141 + 142),
 *  - already paid in the shop (47, paid in the demo orders, with 48),
 *  - not paid and not billed (76 with 77: 77 alone is refused with OT-172).
 * Product 369 is a special-lecture item the shop registers as shipped free.
 */
type MaterialSpec = [productId: number, shouldBuy: boolean, flags?: MaterialFlags];
interface MaterialFlags {
  stb?: boolean;
  supple?: boolean;
  discount?: number;
}

interface LectureSpec {
  brchId: number;
  brchType: string;
  courseName: string;
  semester: 'autumn' | 'winter' | 'winterSpecial';
  periodName: string;
  materials: MaterialSpec[];
}

const SEMESTERS = {
  autumn: { semesterName: '2026 가을학기', studyPeriod: '2026-09-01 ~ 2026-11-30' },
  winter: { semesterName: '2026 겨울학기', studyPeriod: '2026-12-01 ~ 2027-02-28' },
  winterSpecial: { semesterName: '2026 겨울 특강', studyPeriod: '2026-12-22 ~ 2027-01-16' },
} as const;

const STB = { stb: true } as const;
const SUPPLE = { supple: true } as const;

const LECTURES: Record<number, LectureSpec[]> = {
  // 김서준: four branches of four brands
  5101: [
    {
      brchId: 101,
      brchType: 'CDI',
      courseName: 'CDI 정규 Reading',
      semester: 'autumn',
      periodName: 'R4',
      materials: [
        [20, true, { discount: 1000 }],
        [22, true, STB],
        [25, true, STB],
        [26, true, SUPPLE],
      ],
    },
    {
      brchId: 101,
      brchType: 'CDI',
      courseName: 'CDI 정규 Reading',
      semester: 'winter',
      periodName: 'R5',
      materials: [
        [42, true],
        [46, false, STB],
        [47, true, STB],
        [48, true, SUPPLE],
      ],
    },
    {
      brchId: 201,
      brchType: 'THEOPEN',
      courseName: '더오픈 Speaking',
      semester: 'autumn',
      periodName: 'S2',
      materials: [
        [72, true],
        [76, false, STB],
        [77, false, SUPPLE],
        [119, true],
      ],
    },
    {
      brchId: 301,
      brchType: 'APRIL',
      courseName: '에이프릴 Grammar',
      semester: 'autumn',
      periodName: 'G1',
      materials: [
        [166, true],
        [164, true, STB],
      ],
    },
    {
      brchId: 401,
      brchType: 'IGARTEN',
      courseName: '아이가르텐 창의사고',
      semester: 'autumn',
      periodName: '3단계',
      materials: [
        [222, true],
        [226, true],
        [239, false, STB],
      ],
    },
  ],
  // 김서연
  5102: [
    {
      brchId: 301,
      brchType: 'APRIL',
      courseName: '에이프릴 Phonics',
      semester: 'autumn',
      periodName: 'P2',
      materials: [
        [136, true],
        [141, true, STB],
        [142, true, SUPPLE],
      ],
    },
  ],
  // 김도윤: a trial class, nothing billed yet
  5103: [
    {
      brchId: 701,
      brchType: 'CODING',
      courseName: '코딩랩 체험반',
      semester: 'winter',
      periodName: '체험',
      materials: [
        [376, false],
        [655, false],
      ],
    },
  ],
  // 박지호 (student account)
  5201: [
    {
      brchId: 102,
      brchType: 'CDI',
      courseName: 'CDI 정규 Writing',
      semester: 'autumn',
      periodName: 'W2',
      materials: [
        [32, true],
        [34, true, STB],
      ],
    },
    {
      brchId: 501,
      brchType: 'TALENT',
      courseName: '탤런트 수학사고력',
      semester: 'autumn',
      periodName: '4단계',
      materials: [
        [272, true, { discount: 500 }],
        [276, true],
        [683, true],
      ],
    },
  ],
  // the institute's students
  5301: [
    {
      brchId: 202,
      brchType: 'THEOPEN',
      courseName: '더오픈 Reading',
      semester: 'autumn',
      periodName: 'R1',
      materials: [
        [92, true],
        [93, true, STB],
        [98, true],
      ],
    },
  ],
  5302: [
    {
      brchId: 202,
      brchType: 'THEOPEN',
      courseName: '더오픈 Reading',
      semester: 'autumn',
      periodName: 'R2',
      materials: [
        [96, true],
        [98, true],
      ],
    },
  ],
  // 최민준
  5401: [
    {
      brchId: 601,
      brchType: 'NOISY',
      courseName: '노이지 과학실험',
      semester: 'autumn',
      periodName: 'N1',
      materials: [
        [319, true],
        [324, true],
        [322, false, STB],
      ],
    },
    {
      brchId: 601,
      brchType: 'NOISY',
      courseName: '노이지 영재 특강',
      semester: 'winterSpecial',
      periodName: '특강',
      materials: [[369, true]],
    },
  ],
  // 윤하린 (student account under 14)
  5501: [
    {
      brchId: 301,
      brchType: 'APRIL',
      courseName: '에이프릴 Phonics',
      semester: 'autumn',
      periodName: 'P1',
      materials: [
        [135, true],
        [137, true, STB],
      ],
    },
  ],
  // 서지우 (adult student account)
  5601: [
    {
      brchId: 201,
      brchType: 'THEOPEN',
      courseName: '더오픈 성인 Reading',
      semester: 'autumn',
      periodName: 'R3',
      materials: [
        [92, true],
        [98, true],
      ],
    },
  ],
};

function material([productId, shouldBuy, flags = {}]: MaterialSpec): MaterialRecord {
  return {
    productId,
    shouldBuy,
    isSupple: flags.supple ?? false,
    isStb: flags.stb ?? false,
    classDiscount: flags.discount ?? null,
  };
}

/** A fresh copy of one student's lectures. */
export function demoLecturesOf(stdId: number): LectureRecord[] {
  return (LECTURES[stdId] ?? []).map((l) => ({
    cdi: { stdId, brchId: l.brchId, brchType: l.brchType },
    courseName: l.courseName,
    ...SEMESTERS[l.semester],
    periodName: l.periodName,
    materials: l.materials.map(material),
  }));
}

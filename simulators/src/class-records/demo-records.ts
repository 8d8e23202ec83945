/**
 * What the academy's class-records system knows about the demo members: accounts, students,
 * branch enrolments (the access list), free-delivery entitlement and, per student, the lectures
 * with their billed materials. This one module is the demo's source of truth for academy data;
 * the lectures and their materials are in demo-lectures.ts.
 *
 * The SSO simulator's demo logins (../sso/demo-logins.ts) use the same member ids.
 */

import { demoLecturesOf } from './demo-lectures.ts';

export type LoginType = 'P' | 'S';

export interface StudentRecord {
  stdId: number;
  stdName: string;
  loginId: string | null;
  loginType: LoginType;
  stdHandPhone: string | null;
  /** Brands whose free delivery the student is entitled to (one per brand and selling season). */
  enrolledBrands: string[];
}

export interface AccessListEntry {
  stdId: number;
  stdName: string;
  brchId: number;
  brchName: string;
  brchType: string;
  brchHomepage: string | null;
}

export interface MaterialRecord {
  productId: number;
  /** Billed by the academy: the student is expected to buy it. */
  shouldBuy: boolean;
  /** Free supplementary book (OT-172 rule in spec 1 §5). */
  isSupple: boolean;
  /** Smart book (e-book, not shipped). */
  isStb: boolean;
  /** Won off the shop price for students with this class history; null when none. */
  classDiscount: number | null;
}

export interface LectureRecord {
  cdi: { stdId: number; brchId: number; brchType: string };
  courseName: string;
  semesterName: string;
  periodName: string;
  studyPeriod: string;
  materials: MaterialRecord[];
}

export interface MemberRecord {
  memberId: number;
  /** The signed-in account itself; a parent-type account has loginType 'P'. */
  account: Omit<StudentRecord, 'enrolledBrands'>;
  /** A parent's children, an institute's students, or a student account itself. */
  students: StudentRecord[];
  isInstituteAccount: boolean;
  accessList: AccessListEntry[];
  lectures: LectureRecord[];
}

interface Branch {
  brchId: number;
  brchName: string;
  brchType: string;
  brchHomepage: string;
}

const BRANCHES = {
  cdiDaechi: {
    brchId: 101,
    brchName: 'CDI 대치',
    brchType: 'CDI',
    brchHomepage: 'https://cdi-daechi.example.com',
  },
  cdiBanpo: {
    brchId: 102,
    brchName: 'CDI 반포',
    brchType: 'CDI',
    brchHomepage: 'https://cdi-banpo.example.com',
  },
  theopenMokdong: {
    brchId: 201,
    brchName: '더오픈 목동',
    brchType: 'THEOPEN',
    brchHomepage: 'https://theopen-mokdong.example.com',
  },
  theopenIlsan: {
    brchId: 202,
    brchName: '더오픈 일산',
    brchType: 'THEOPEN',
    brchHomepage: 'https://theopen-ilsan.example.com',
  },
  aprilBundang: {
    brchId: 301,
    brchName: '에이프릴 분당',
    brchType: 'APRIL',
    brchHomepage: 'https://april-bundang.example.com',
  },
  igartenSongdo: {
    brchId: 401,
    brchName: '아이가르텐 송도',
    brchType: 'IGARTEN',
    brchHomepage: 'https://igarten-songdo.example.com',
  },
  talentBanpo: {
    brchId: 501,
    brchName: '탤런트 반포',
    brchType: 'TALENT',
    brchHomepage: 'https://talent-banpo.example.com',
  },
  noisyJamsil: {
    brchId: 601,
    brchName: '노이지 잠실',
    brchType: 'NOISY',
    brchHomepage: 'https://noisy-jamsil.example.com',
  },
  codingGangnam: {
    brchId: 701,
    brchName: '코딩랩 강남',
    brchType: 'CODING',
    brchHomepage: 'https://coding-gangnam.example.com',
  },
} satisfies Record<string, Branch>;

function enrol(student: StudentRecord, branch: Branch): AccessListEntry {
  return { stdId: student.stdId, stdName: student.stdName, ...branch };
}

/** The lectures of a member's students (demo-lectures.ts), in the students' order. */
function lecturesOf(...students: StudentRecord[]): LectureRecord[] {
  return students.flatMap((s) => demoLecturesOf(s.stdId));
}

function buildDemoRecords(): MemberRecord[] {
  const seojun: StudentRecord = {
    stdId: 5101,
    stdName: '김서준',
    loginId: 'seojun.kim',
    loginType: 'S',
    stdHandPhone: '010-3100-5101',
    enrolledBrands: ['CDI', 'THEOPEN', 'APRIL', 'IGARTEN'],
  };
  const seoyeon: StudentRecord = {
    stdId: 5102,
    stdName: '김서연',
    loginId: 'seoyeon.kim',
    loginType: 'S',
    stdHandPhone: null,
    enrolledBrands: ['APRIL'],
  };
  const doyun: StudentRecord = {
    stdId: 5103,
    stdName: '김도윤',
    loginId: null,
    loginType: 'S',
    stdHandPhone: null,
    // a trial class: no free-delivery entitlement, nothing billed yet
    enrolledBrands: [],
  };
  const jiho: StudentRecord = {
    stdId: 5201,
    stdName: '박지호',
    loginId: 'student.park',
    loginType: 'S',
    stdHandPhone: '010-5201-0000',
    enrolledBrands: ['CDI', 'TALENT'],
  };
  const haeun: StudentRecord = {
    stdId: 5301,
    stdName: '정하은',
    loginId: null,
    loginType: 'S',
    stdHandPhone: null,
    enrolledBrands: ['THEOPEN'],
  };
  const siwoo: StudentRecord = {
    stdId: 5302,
    stdName: '윤시우',
    loginId: null,
    loginType: 'S',
    stdHandPhone: null,
    enrolledBrands: ['THEOPEN'],
  };
  const minjun: StudentRecord = {
    stdId: 5401,
    stdName: '최민준',
    loginId: null,
    loginType: 'S',
    stdHandPhone: null,
    enrolledBrands: ['NOISY'],
  };
  // a student account under 14 (decision 0463: the parent account pays for it)
  const harin: StudentRecord = {
    stdId: 5501,
    stdName: '윤하린',
    loginId: 'student.yoon',
    loginType: 'S',
    stdHandPhone: '010-5501-0000',
    enrolledBrands: ['APRIL'],
  };
  // an adult student account (an evening reading class)
  const jiwoo: StudentRecord = {
    stdId: 5601,
    stdName: '서지우',
    loginId: 'student.seo',
    loginType: 'S',
    stdHandPhone: '010-5601-0000',
    enrolledBrands: ['THEOPEN'],
  };
  const b = BRANCHES;
  /** A student account: the member is the student itself. */
  const studentAccount = (memberId: number, student: StudentRecord, ...branches: Branch[]) => ({
    memberId,
    account: {
      stdId: student.stdId,
      stdName: student.stdName,
      loginId: student.loginId,
      loginType: student.loginType,
      stdHandPhone: student.stdHandPhone,
    },
    students: [student],
    isInstituteAccount: false,
    accessList: branches.map((branch) => enrol(student, branch)),
    lectures: lecturesOf(student),
  });
  return [
    {
      memberId: 1001,
      account: {
        stdId: 5001,
        stdName: '김민정',
        loginId: 'parent.kim',
        loginType: 'P',
        stdHandPhone: '010-2345-6789',
      },
      students: [seojun, seoyeon, doyun],
      isInstituteAccount: false,
      accessList: [
        enrol(seojun, b.cdiDaechi),
        enrol(seojun, b.theopenMokdong),
        enrol(seojun, b.aprilBundang),
        enrol(seojun, b.igartenSongdo),
        enrol(seoyeon, b.aprilBundang),
        enrol(doyun, b.codingGangnam),
      ],
      lectures: lecturesOf(seojun, seoyeon, doyun),
    },
    {
      memberId: 1002,
      account: {
        stdId: 5002,
        stdName: '이정민',
        loginId: 'parent.lee',
        loginType: 'P',
        stdHandPhone: '010-4567-8901',
      },
      students: [],
      isInstituteAccount: false,
      accessList: [],
      lectures: [],
    },
    {
      memberId: 1003,
      account: {
        stdId: jiho.stdId,
        stdName: jiho.stdName,
        loginId: 'student.park',
        loginType: 'S',
        stdHandPhone: jiho.stdHandPhone,
      },
      students: [jiho],
      isInstituteAccount: false,
      accessList: [enrol(jiho, b.cdiBanpo), enrol(jiho, b.talentBanpo)],
      lectures: lecturesOf(jiho),
    },
    {
      memberId: 1004,
      account: {
        stdId: 5003,
        stdName: '한빛어학원',
        loginId: 'institute.hanbit',
        loginType: 'P',
        stdHandPhone: '031-900-1234',
      },
      students: [haeun, siwoo],
      isInstituteAccount: true,
      accessList: [enrol(haeun, b.theopenIlsan), enrol(siwoo, b.theopenIlsan)],
      lectures: lecturesOf(haeun, siwoo),
    },
    {
      memberId: 1005,
      account: {
        stdId: 5004,
        stdName: '최유나',
        loginId: 'parent.choi',
        loginType: 'P',
        stdHandPhone: '010-6789-0123',
      },
      students: [minjun],
      isInstituteAccount: false,
      accessList: [enrol(minjun, b.noisyJamsil)],
      lectures: lecturesOf(minjun),
    },
    studentAccount(1006, harin, b.aprilBundang),
    studentAccount(1007, jiwoo, b.theopenMokdong),
  ];
}

/** A fresh copy: the simulator's state starts from it and its control surface may change it. */
export function demoRecords(): MemberRecord[] {
  return buildDemoRecords();
}

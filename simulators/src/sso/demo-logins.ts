/**
 * The identity provider's demo logins. Member ids match the class-records demo data
 * (../class-records/demo-records.ts); every demo login uses the same password.
 */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  memberId: number;
  loginId: string;
  name: string;
  loginType: 'P' | 'S';
  description: string;
  /**
   * A student account's year of birth, as the provider's member record has it (the `birthYear`
   * claim; parent and institute accounts carry none). Demo students are born a fixed number of
   * years before the current Seoul year, so they stay in their age band whatever the date.
   */
  birthYear?: number;
}

/** The current calendar year in Seoul (UTC+9, no daylight saving). */
export function seoulYear(at = new Date()): number {
  return new Date(at.getTime() + 9 * 3_600_000).getUTCFullYear();
}

/**
 * A year of birth `years` before the current Seoul year. Born in Y-17 a student is 16 before
 * the birthday and 17 after it: 16 by the shop's rule when only the year is known (decision 0463).
 */
const bornYearsAgo = (years: number) => seoulYear() - years;

export const DEMO_LOGINS: DemoLogin[] = [
  {
    memberId: 1001,
    loginId: 'parent.kim',
    name: '김민정',
    loginType: 'P',
    description:
      '학부모 · 자녀 3명 (CDI, 더오픈, 에이프릴, 아이가르텐, 코딩랩) · 김서준은 4개 지점',
  },
  {
    memberId: 1002,
    loginId: 'parent.lee',
    name: '이정민',
    loginType: 'P',
    description: '학부모 · 반 배정된 자녀 없음',
  },
  {
    memberId: 1003,
    loginId: 'student.park',
    name: '박지호',
    loginType: 'S',
    description: '학생 계정 · CDI 반포, 탤런트 반포 · 만 16세 (미성년자 안내)',
    birthYear: bornYearsAgo(17),
  },
  {
    memberId: 1004,
    loginId: 'institute.hanbit',
    name: '한빛어학원',
    loginType: 'P',
    description: '기관(학원) 계정 · 더오픈 일산 학생 2명',
  },
  {
    memberId: 1005,
    loginId: 'parent.choi',
    name: '최유나',
    loginType: 'P',
    description: '학부모 · 노이지만 재원 (탤런트·크레버스 전용 메뉴 제한)',
  },
  {
    memberId: 1006,
    loginId: 'student.yoon',
    name: '윤하린',
    loginType: 'S',
    description: '학생 계정 · 에이프릴 분당 · 만 12세 (14세 미만: 보호자 계정이 결제)',
    birthYear: bornYearsAgo(13),
  },
  {
    memberId: 1007,
    loginId: 'student.seo',
    name: '서지우',
    loginType: 'S',
    description: '학생 계정 · 더오픈 목동 성인반 · 만 20세 (성년)',
    birthYear: bornYearsAgo(21),
  },
];

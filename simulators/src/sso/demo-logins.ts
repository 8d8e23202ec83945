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
}

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
    description: '학생 계정 · CDI 반포, 탤런트 반포',
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
];

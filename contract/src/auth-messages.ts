// The sign-in flow's refusals, apart from auth.ts: the home page loads auth.ts, and the web reads
// these only through the lazy message codes (web/src/i18n/refusal-text.ts); kept in auth.ts they
// went into the home page's first load.

/** Messages of spec 1 §8 that the sign-in flow shows verbatim. */
export const AuthMessage = {
  loginSyncFailed: '동기화 실패',
  loginMismatch: '[PN-409] 로그인 정보가 불일치하여, 연결이 종료되었습니다.',
  /** Ours: the SSO token or the one-time sign-in was refused. */
  signInRefused: '로그인 정보를 확인할 수 없습니다. 다시 로그인해 주세요.',
  /** Ours: the academy's class records did not answer. */
  classRecordsUnavailable: '학원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** Ours: a state-changing call whose context uuid is not the session's. */
  contextMismatch: '요청을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  /** Ours: a student not in the member's access list. */
  studentDenied: '조회 권한이 없는 학생입니다.',
  /** Ours (developer sign-in): no member has this student number. */
  noMemberOfStudent: '해당 학생 번호의 회원이 없습니다.',
} as const;

// The server's refusals of no domain, apart from constants.ts: the web app's entry loads
// constants.ts, and the web reads these only through the lazy message codes
// (web/src/i18n/refusal-text.ts); kept in constants.ts they went into every first load.

/** The server's own refusals that belong to no domain (spec 1 §8 for the 429 text, verbatim). */
export const CommonMessage = {
  notFound: '요청한 정보를 찾을 수 없습니다.',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  tooManyRequests: '[HTTP-429] 과도하게 많은 요청이 차단됬습니다.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  textMalformed: '입력할 수 없는 문자가 포함되어 있습니다.',
  outsideRefused: '요청하신 내용으로는 처리할 수 없습니다. 입력 내용을 확인해 주세요.',
  outsideUnavailable: '연결된 서비스가 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
  /** An API path (or a file) the server does not have. */
  noSuchAddress: '요청한 주소를 찾을 수 없습니다.',
} as const;

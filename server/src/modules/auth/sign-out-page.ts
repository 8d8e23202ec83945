/**
 * The page a GET of the logout address shows: one button that posts the sign-out with the
 * session's context uuid (a cross-site page can neither read the uuid nor send it). Plain HTML:
 * the strict CSP allows no inline script or style.
 */
export function signOutPage(action: string, contextUuid: string | undefined): string {
  const field = contextUuid
    ? `<input type="hidden" name="contextUuid" value="${escapeAttribute(contextUuid)}">`
    : '';
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>로그아웃</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>로그아웃</h1><p>로그아웃하시겠습니까?</p>
<form method="post" action="${escapeAttribute(action)}">${field}<button type="submit">로그아웃</button></form>
<p><a href="/">홈으로</a></p></main></body></html>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

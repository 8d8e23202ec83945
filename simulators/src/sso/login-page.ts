import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';

/** The parameters the shop sent to the authorize page; carried through the login form. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  redirect?: string | undefined;
}

/** Local copy of the host's escaper: importing host.ts from here would make an import cycle. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `
body{font-family:system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#eef2f7;margin:0;color:#1f2937}
main{max-width:720px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px rgba(0,0,0,.08);padding:32px}
h1{margin:0 0 4px;font-size:24px;color:#0b4ea2} p.lead{margin:0 0 24px;color:#4b5563}
label{display:block;font-weight:600;margin:12px 0 4px} input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:6px;font-size:16px}
button{cursor:pointer;border:0;border-radius:6px;padding:10px 16px;font-size:15px;background:#0b4ea2;color:#fff}
button.secondary{background:#e2e8f0;color:#0f172a;padding:6px 10px;font-size:14px}
.error{background:#fee2e2;color:#991b1b;padding:10px;border-radius:6px;margin-bottom:12px}
table{width:100%;border-collapse:collapse;margin-top:8px;font-size:14px} th,td{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}
.hint{color:#6b7280;font-size:13px}
`;

function hiddenInputs(params: AuthorizeParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(String(v))}">`)
    .join('');
}

export function loginPage(action: string, params: AuthorizeParams, error?: string): string {
  const hidden = hiddenInputs(params);
  const rows = DEMO_LOGINS.map(
    (m) => `<tr>
      <td>${escapeHtml(m.name)}</td><td><code>${escapeHtml(m.loginId)}</code></td>
      <td>${m.loginType === 'P' ? '학부모(P)' : '학생(S)'}</td><td>${escapeHtml(m.description)}${m.birthYear ? ` · ${m.birthYear}년생` : ''}</td>
      <td><form method="post" action="${escapeHtml(action)}">${hidden}
        <input type="hidden" name="loginId" value="${escapeHtml(m.loginId)}">
        <input type="hidden" name="password" value="${DEMO_PASSWORD}">
        <button class="secondary" type="submit" aria-label="${escapeHtml(m.name)} 계정으로 로그인">로그인</button>
      </form></td></tr>`,
  ).join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>크레버스 통합 로그인</title><style>${STYLE}</style></head><body><main>
<h1>크레버스 통합 로그인</h1>
<p class="lead">학원 통합 계정으로 로그인하면 북몰로 돌아갑니다. (SSO 시뮬레이터)</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">${hidden}
  <label for="loginId">아이디</label><input id="loginId" name="loginId" type="text" autocomplete="username" required>
  <label for="password">비밀번호</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <p><button type="submit">로그인</button></p>
</form>
<h2 style="font-size:18px;margin-top:28px">데모 회원</h2>
<p class="hint">모든 데모 계정의 비밀번호는 <code>${DEMO_PASSWORD}</code> 입니다.</p>
<table><thead><tr><th>이름</th><th>아이디</th><th>유형</th><th>설명</th><th></th></tr></thead><tbody>${rows}</tbody></table>
</main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>로그인 오류</title><style>${STYLE}</style></head>
<body><main><h1>로그인 요청 오류</h1><div class="error" role="alert">${escapeHtml(message)}</div></main></body></html>`;
}

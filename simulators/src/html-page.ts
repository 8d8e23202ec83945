/**
 * The pages the outside systems show a person (card window, phone call, address book, postcode
 * search): self-contained HTML with inline style and no external resources, since the real
 * services' pages live on other origins and the shop's CSP does not apply to them.
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Escapes every interpolated value; nest trusted fragments with `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new RawHtml(out);
}

export class RawHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function raw(text: string): RawHtml {
  return new RawHtml(text);
}

function renderValue(value: unknown): string {
  if (value instanceof RawHtml) return value.text;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export interface PageOptions {
  title: string;
  /** Accent colour of the header strip, so each system looks like its own site. */
  accent?: string;
  /** Inline script (auto-submitting forms, window.close); kept tiny and local. */
  script?: string;
}

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f3f4f6;margin:0;color:#111827}
header{background:var(--accent);color:#fff;padding:12px 20px;font-weight:700}
main{max-width:640px;margin:20px auto;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:20px 24px}
h1{font-size:20px;margin:0 0 12px} h2{font-size:16px;margin:20px 0 8px}
table{width:100%;border-collapse:collapse;font-size:14px} th,td{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}
th{width:32%;color:#4b5563;font-weight:600}
label{display:block;font-weight:600;margin:10px 0 4px;font-size:14px}
input,select,textarea{width:100%;padding:9px;border:1px solid #cbd5e1;border-radius:6px;font-size:15px}
input[type=checkbox],input[type=radio]{width:auto}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}
button,.button{cursor:pointer;border:0;border-radius:6px;padding:10px 16px;font-size:15px;background:var(--accent);color:#fff;text-decoration:none;display:inline-block}
button.secondary,.button.secondary{background:#e5e7eb;color:#111827}
button.danger{background:#b91c1c}
.amount{font-size:22px;font-weight:700}
.notice{background:#eff6ff;border:1px solid #bfdbfe;padding:10px;border-radius:6px;margin:10px 0}
.error{background:#fee2e2;color:#991b1b;padding:10px;border-radius:6px;margin:10px 0}
.ok{background:#dcfce7;color:#166534;padding:10px;border-radius:6px;margin:10px 0}
.hint{color:#6b7280;font-size:13px}
code{background:#f3f4f6;padding:1px 4px;border-radius:4px}
`;

export function page(options: PageOptions, body: RawHtml): string {
  const accent = options.accent ?? '#1f2937';
  const script = options.script ? `<script>${options.script}</script>` : '';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.title)}</title><style>:root{--accent:${accent}}${STYLE}</style></head>
<body><header>${escapeHtml(options.title)}</header><main>${body.text}</main>${script}</body></html>`;
}

/**
 * A page that posts `fields` to `action` as soon as it loads (the way gateways hand results back
 * to a shop), with a button for browsers that block the script.
 */
export function autoPostPage(
  options: PageOptions,
  action: string,
  fields: Record<string, string>,
  message: string,
): string {
  const inputs = Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  return page(
    { ...options, script: "document.getElementById('auto-post').submit();" },
    html`<p>${message}</p>
      <form id="auto-post" method="post" action="${action}">
        ${inputs}
        <button type="submit">계속</button>
      </form>`,
  );
}

export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

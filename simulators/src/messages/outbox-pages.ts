import { html, page, raw, type RawHtml } from '../html-page.ts';
import type { MessageLog, StoredMessage } from './message-log.ts';

const ACCENT = '#3b1e08';

const PHONE_STYLE = `<style>
.phone{max-width:380px;margin:0 auto;background:#b2c7d9;border-radius:24px;padding:16px 12px;min-height:300px}
.bubble{background:#fff;border-radius:4px 14px 14px 14px;padding:0;margin:10px 0;overflow:hidden;font-size:14px;word-break:break-all}
.bubble .head{padding:8px 12px;font-weight:700;font-size:13px}
.bubble.alimtalk .head{background:#fee500;color:#191919}
.bubble.sms .head{background:#e5e7eb;color:#111827}
.bubble.email .head{background:#dbeafe;color:#1e3a8a}
.bubble .body{padding:10px 12px;white-space:pre-wrap}
.bubble .when{padding:0 12px 8px;color:#6b7280;font-size:12px}
</style>`;

const CHANNEL_NAMES = { alimtalk: '알림톡', sms: '문자', email: '이메일' } as const;

function bubble(m: StoredMessage): RawHtml {
  const head =
    m.channel === 'alimtalk' ? '알림톡 도착' : m.channel === 'sms' ? '문자 메시지' : m.title;
  return html`<article class="bubble ${m.channel}" aria-label="${CHANNEL_NAMES[m.channel]}">
    <div class="head">${head}</div>
    <div class="body">${m.text}</div>
    <div class="when">${new Date(m.at).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}</div>
  </article>`;
}

/** Every recipient the provider has messages for, newest first. */
export function outboxIndex(log: MessageLog): string {
  const rows = log.recipients().map(
    (r) =>
      html`<tr>
        <td><a href="./inbox?to=${encodeURIComponent(r.to)}">${r.to}</a></td>
        <td>${r.count}건</td>
      </tr>`,
  );
  return page(
    { title: '메시지 발송 (시뮬레이터)', accent: ACCENT },
    html`<h1>보낸 메시지</h1>
      <p class="hint">알림톡 · 문자 · 이메일을 받는 사람별로 보여 줍니다.</p>
      ${
        rows.length
          ? html`<table>
              <tbody>
                ${rows}
              </tbody>
            </table>`
          : html`<p class="notice">아직 보낸 메시지가 없습니다.</p>`
      }`,
  );
}

/** One recipient's messages as their phone (or mailbox) shows them, oldest first. */
export function inboxPage(log: MessageLog, to: string): string {
  const messages = log.to(to);
  return page(
    { title: '메시지 발송 (시뮬레이터)', accent: ACCENT },
    html`${raw(PHONE_STYLE)}
      <h1>${to}</h1>
      <p><a href="./">← 받는 사람 목록</a></p>
      <section class="phone" aria-label="받은 메시지">
        ${messages.length ? messages.map(bubble) : html`<p>받은 메시지가 없습니다.</p>`}
      </section>`,
  );
}

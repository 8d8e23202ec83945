import { html, page, won, type RawHtml } from '../html-page.ts';
import { ARS_NUMBER, type ArsRequest, type TextMessage } from './ars-ledger.ts';

/**
 * The pages that stand in for a phone: the text messages the service sent (outbox) and the
 * call itself (enter the pay code, then the card, then approve or decline).
 */

const ACCENT = '#15803d';
const TITLE = 'ARS 전화 결제 (시뮬레이터)';

export const phonePage = (body: RawHtml) => page({ title: TITLE, accent: ACCENT }, body);

export function outboxPage(base: string, outbox: TextMessage[]): RawHtml {
  const rows = [...outbox].reverse().map(
    (m) =>
      html`<section class="notice">
        <div class="hint">${m.at} · 받는 번호 ${m.to}</div>
        <p>${m.text}</p>
        <a class="button secondary" href="${base}/call?code=${m.payCode}"
          >${ARS_NUMBER} 전화 걸기</a
        >
      </section>`,
  );
  return html`<h1>문자 발송함</h1>
    ${rows.length ? rows : html`<p>보낸 문자가 없습니다.</p>`}`;
}

export function dialPage(base: string, code: string, error?: string): RawHtml {
  return html`<h1>${ARS_NUMBER} 전화 결제</h1>
    <p>"안녕하세요. ARS 결제 서비스입니다. 문자로 받으신 결제코드 6자리를 눌러 주세요."</p>
    ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
    <form method="post" action="${base}/call/code">
      <label for="payCode">결제코드</label>
      <input
        id="payCode"
        name="payCode"
        value="${code}"
        inputmode="numeric"
        maxlength="6"
        autocomplete="off"
      />
      <div class="row"><button type="submit">확인</button></div>
    </form>`;
}

export function cardPage(
  base: string,
  shopName: string,
  request: ArsRequest,
  error?: string,
): RawHtml {
  const months = [0, 2, 3, 6, 12].map(
    (m) =>
      html`<option value="${String(m).padStart(2, '0')}">
        ${m === 0 ? '일시불' : `${m}개월`}
      </option>`,
  );
  return html`<h1>결제 정보 확인</h1>
    <table>
      <tbody>
        <tr>
          <th>상점</th>
          <td>${shopName}</td>
        </tr>
        <tr>
          <th>상품</th>
          <td>${request.productName}</td>
        </tr>
        <tr>
          <th>결제금액</th>
          <td class="amount">${won(request.amount)}</td>
        </tr>
      </tbody>
    </table>
    ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
    <form method="post" action="${base}/call/decide">
      <input type="hidden" name="requestId" value="${request.requestId}" />
      <label for="cardNumber">카드번호 16자리</label>
      <input
        id="cardNumber"
        name="cardNumber"
        inputmode="numeric"
        maxlength="19"
        placeholder="예) 9410 1234 5678 9010"
        autocomplete="off"
      />
      <label for="expiry">유효기간 (MMYY)</label>
      <input id="expiry" name="expiry" inputmode="numeric" maxlength="4" placeholder="1230" />
      <label for="installment">할부</label
      ><select id="installment" name="installment">
        ${months}
      </select>
      <div class="row">
        <button type="submit" name="decision" value="approve">승인</button>
        <button class="danger" type="submit" name="decision" value="decline">거절</button>
      </div>
    </form>
    <p class="hint">시험용 카드번호: 9410 1234 5678 9010 (KB국민) · 4111 1111 1111 1111 (BC)</p>`;
}

export function resultPage(base: string, title: string, message: string, ok: boolean): RawHtml {
  return html`<h1>${title}</h1>
    <p class="${ok ? 'ok' : 'error'}" role="${ok ? 'status' : 'alert'}">${message}</p>
    <div class="row"><a class="button secondary" href="${base}/outbox">문자함으로</a></div>`;
}

import { html, page, won } from '../html-page.ts';
import type { Transaction, WindowRequest } from './pg-ledger.ts';

/** The payment window's screens: the payment itself, the issued virtual account, errors. */

export const ACCENT = '#d9480f';
const TITLE = '결제 게이트웨이 (시뮬레이터)';

export const CARD_COMPANIES = [
  { code: '14', name: '신한카드' },
  { code: '06', name: 'KB국민카드' },
  { code: '12', name: '삼성카드' },
  { code: '04', name: '현대카드' },
  { code: '03', name: '롯데카드' },
  { code: '34', name: '하나카드' },
  { code: '11', name: 'BC카드' },
  { code: '41', name: 'NH농협카드' },
];

export const BANKS = [
  { code: '04', name: '국민은행' },
  { code: '88', name: '신한은행' },
  { code: '20', name: '우리은행' },
  { code: '81', name: '하나은행' },
  { code: '11', name: '농협은행' },
  { code: '03', name: 'IBK기업은행' },
  { code: '71', name: '우체국' },
];

/** Cards at or above this amount ask for a public certificate (spec 2 §9). */
const CERTIFICATE_FROM = 300_000;

export function paymentWindowPage(
  action: string,
  windowId: string,
  request: WindowRequest,
  merchantName: string,
): string {
  const isCard = request.payMethod === 'Card';
  const options = (list: { code: string; name: string }[]) =>
    list.map((o) => html`<option value="${o.code}">${o.name}</option>`);
  const quotas = [0, 2, 3, 4, 5, 6, 10, 12].map(
    (m) =>
      html`<option value="${String(m).padStart(2, '0')}">
        ${m === 0 ? '일시불' : `${m}개월`}
      </option>`,
  );
  const cardFields = html` <label for="cardCode">카드사</label
    ><select id="cardCode" name="cardCode">
      ${options(CARD_COMPANIES)}
    </select>
    ${
      request.price >= 50_000
        ? html`<label for="quota">할부</label
            ><select id="quota" name="quota">
              ${quotas}
            </select>`
        : ''
    }
    ${request.price >= CERTIFICATE_FROM ? html`<p class="notice">30만원 이상 결제는 공동인증서 인증이 필요합니다. (시뮬레이터에서는 생략)</p>` : ''}`;
  const vbankFields = html` <label for="bankCode">입금 은행</label
    ><select id="bankCode" name="bankCode">
      ${options(BANKS)}
    </select>
    <label for="depositorName">입금자명</label
    ><input id="depositorName" name="depositorName" value="${request.buyerName}" maxlength="20" />`;
  return page(
    { title: TITLE, accent: ACCENT },
    html`<h1>${isCard ? '신용카드 결제' : '가상계좌 (무통장입금)'}</h1>
      <table>
        <tbody>
          <tr>
            <th>상점</th>
            <td>${merchantName}</td>
          </tr>
          <tr>
            <th>상품</th>
            <td>${request.goodName}</td>
          </tr>
          <tr>
            <th>주문번호</th>
            <td><code>${request.oid}</code></td>
          </tr>
          <tr>
            <th>구매자</th>
            <td>${request.buyerName}</td>
          </tr>
          <tr>
            <th>결제금액</th>
            <td class="amount">${won(request.price)}</td>
          </tr>
        </tbody>
      </table>
      <form method="post" action="${action}">
        <input type="hidden" name="windowId" value="${windowId}" />
        ${isCard ? cardFields : vbankFields}
        <div class="row">
          <button type="submit" name="decision" value="approve">승인</button>
          <button class="danger" type="submit" name="decision" value="fail">실패</button>
          <button class="secondary" type="submit" name="decision" value="cancel">취소</button>
        </div>
      </form>
      ${request.closeUrl ? html`<p><a class="close" href="${request.closeUrl}">결제창 닫기</a></p>` : ''}
      <p class="hint">
        승인: 결제 성공 · 실패: 카드사(은행) 거절 · 취소: 구매자가 결제를 취소 · 닫기: 결과 없이
        창을 닫음 (closeUrl)
      </p>`,
  );
}

export function vbankIssuedPage(
  tx: Transaction,
  action: string,
  fields: Record<string, string>,
): string {
  const account = tx.vbank!;
  const due = `${account.dueDate.slice(0, 4)}-${account.dueDate.slice(4, 6)}-${account.dueDate.slice(6, 8)}`;
  const inputs = Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  return page(
    { title: TITLE, accent: ACCENT },
    html`<h1>가상계좌가 발급되었습니다</h1>
      <table>
        <tbody>
          <tr>
            <th>입금 은행</th>
            <td>${account.bankName}</td>
          </tr>
          <tr>
            <th>계좌번호</th>
            <td class="amount" data-testid="vbank-account">${account.accountNumber}</td>
          </tr>
          <tr>
            <th>예금주</th>
            <td>${account.holder}</td>
          </tr>
          <tr>
            <th>입금자명</th>
            <td>${account.depositorName}</td>
          </tr>
          <tr>
            <th>입금하실 금액</th>
            <td class="amount">${won(tx.window.price)}</td>
          </tr>
          <tr>
            <th>입금 기한</th>
            <td>${due} 23:59까지</td>
          </tr>
        </tbody>
      </table>
      <p class="notice">
        기한 안에 입금하지 않으면 주문이 취소됩니다. 확인을 누르면 상점으로 돌아갑니다.
      </p>
      <form method="post" action="${action}">
        ${inputs}
        <div class="row"><button type="submit">확인</button></div>
      </form>`,
  );
}

export function windowErrorPage(message: string): string {
  return page(
    { title: TITLE, accent: ACCENT },
    html`<h1>결제를 진행할 수 없습니다</h1>
      <p class="error" role="alert">${message}</p>
      <p class="hint">상점에 문의하세요. 이 창은 닫아도 됩니다.</p>`,
  );
}

/**
 * The gateway's script the shop's pay page loads (INIStdPay.pay(formId)): opens the popup and
 * posts the shop's form into it, or posts in place where popups are blocked.
 */
export function standardPayScript(windowUrl: string): string {
  return `(function(){
  function pay(formId){
    var form=document.getElementById(formId);
    if(!form){throw new Error('INIStdPay: form '+formId+' not found');}
    var name='INIpayStd_popup';
    var popup=window.open('about:blank',name,'width=820,height=720,scrollbars=yes');
    form.method='post';form.action=${JSON.stringify(windowUrl)};form.acceptCharset='UTF-8';
    form.target=popup?name:'_self';
    form.submit();
    return popup;
  }
  window.INIStdPay={pay:pay};
})();`;
}

import type { FastifyInstance } from 'fastify';
import { html, page, won } from '../html-page.ts';
import type { PgLedger } from './pg-ledger.ts';
import { ACCENT } from './window-pages.ts';

const kst = (at: Date) =>
  new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The card sales slip (신용카드 매출전표) a buyer opens from the shop, by transaction id, as the
 * real gateway's receipt view (`/receipt?noTid=…`): merchant, card, approval, amount, refunds.
 */
export function receiptPageRoutes(app: FastifyInstance, ledger: PgLedger): void {
  app.get<{ Querystring: { noTid?: string } }>('/receipt', async (request, reply) => {
    const tx = ledger.transactions.get(request.query.noTid ?? '');
    reply.type('text/html; charset=utf-8');
    if (!tx || tx.window.payMethod !== 'Card' || !tx.approvedAt) {
      return reply.status(404).send(
        page(
          { title: '매출전표', accent: ACCENT },
          html`<h1>매출전표</h1>
            <p>승인된 카드 거래를 찾을 수 없습니다.</p>`,
        ),
      );
    }
    const refunded = tx.refunds.reduce((sum, r) => sum + r.price, 0);
    return reply.send(
      page(
        { title: '신용카드 매출전표', accent: ACCENT },
        html`<h1>신용카드 매출전표</h1>
          <table>
            <tbody>
              <tr>
                <th>가맹점</th>
                <td>${ledger.merchant.name} (${ledger.merchant.mid})</td>
              </tr>
              <tr>
                <th>주문번호</th>
                <td>${tx.window.oid}</td>
              </tr>
              <tr>
                <th>상품명</th>
                <td>${tx.window.goodName}</td>
              </tr>
              <tr>
                <th>카드</th>
                <td>${tx.card?.name ?? ''} ${tx.card?.number ?? ''}</td>
              </tr>
              <tr>
                <th>할부</th>
                <td>
                  ${tx.card?.quota === '00' || !tx.card ? '일시불' : `${Number(tx.card.quota)}개월`}
                </td>
              </tr>
              <tr>
                <th>승인번호</th>
                <td>${tx.applNum ?? ''}</td>
              </tr>
              <tr>
                <th>승인일시</th>
                <td>${kst(tx.approvedAt)}</td>
              </tr>
              <tr>
                <th>거래번호</th>
                <td><code>${tx.tid}</code></td>
              </tr>
              <tr>
                <th>승인금액</th>
                <td>${won(tx.window.price)}</td>
              </tr>
              ${
                refunded > 0
                  ? html`<tr>
                      <th>취소금액</th>
                      <td>${won(refunded)}</td>
                    </tr>`
                  : ''
              }
            </tbody>
          </table>`,
      ),
    );
  });
}

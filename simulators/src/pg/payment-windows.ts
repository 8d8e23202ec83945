import type { FastifyInstance, FastifyRequest } from 'fastify';
import { autoPostPage } from '../html-page.ts';
import {
  digits,
  seoulDate,
  type PgLedger,
  type Transaction,
  type WindowRequest,
} from './pg-ledger.ts';
import {
  ACCENT,
  BANKS,
  CARD_COMPANIES,
  paymentWindowPage,
  standardPayScript,
  vbankIssuedPage,
  windowErrorPage,
} from './window-pages.ts';
import { readMobileWindow, readPcWindow } from './window-requests.ts';

/**
 * The windows a person pays in: PC (`/stdpay/window`, opened by `INIStdPay.pay()` as a popup) and
 * mobile (`/smart/payment`, a plain form post). Both end by posting the authentication result to
 * the shop: PC to `returnUrl` (resultCode, authToken, authUrl, netCancelUrl), mobile to
 * `P_NEXT_URL` (P_STATUS, P_TID, P_REQ_URL).
 */

export type Decision = 'approve' | 'fail' | 'cancel';

export interface Choices {
  cardCode?: string;
  quota?: string;
  bankCode?: string;
  depositorName?: string;
}

export interface WindowOutcome {
  action: string;
  fields: Record<string, string>;
  tx: Transaction | null;
}

export const RESULT = {
  cancel: { code: 'V801', message: '사용자가 결제를 취소하였습니다.' },
  cardFail: { code: 'R001', message: '카드사 승인 거절: 한도 초과 (시뮬레이터)' },
  vbankFail: { code: 'R002', message: '가상계좌 채번 실패 (시뮬레이터)' },
};

export const gatewayBase = (app: FastifyInstance, request: FastifyRequest) =>
  `${request.protocol}://${request.host}${app.prefix}`;

/** Opens a window from a shop's form; a string is the error the window shows. */
export function openWindow(
  ledger: PgLedger,
  channel: 'pc' | 'mobile',
  form: Record<string, string | undefined>,
): { windowId: string; request: WindowRequest } | string {
  const request =
    channel === 'pc'
      ? readPcWindow(form, ledger.merchant)
      : readMobileWindow(form, ledger.merchant);
  if (typeof request === 'string') return request;
  if (ledger.oidTaken(request.oid)) return '이미 결제된 주문번호입니다. (중복 주문번호)';
  if (channel === 'pc' && !request.notiUrl) request.notiUrl = ledger.merchant.pcNotiUrl;
  return { windowId: ledger.openWindow(request), request };
}

/** What the person decided in the window; a string is the error the window shows. */
export function decideWindow(
  ledger: PgLedger,
  windowId: string,
  decision: Decision,
  choices: Choices,
  base: string,
): WindowOutcome | string {
  const window = ledger.windows.get(windowId);
  if (!window) return '결제창 정보가 없습니다. 처음부터 다시 시도하세요.';
  if (window.decided) return '이미 처리된 결제창입니다.';
  if (ledger.oidTaken(window.oid)) return '이미 결제된 주문번호입니다. (중복 주문번호)';
  window.decided = true;
  if (decision !== 'approve') {
    const result =
      decision === 'cancel'
        ? RESULT.cancel
        : window.payMethod === 'Card'
          ? RESULT.cardFail
          : RESULT.vbankFail;
    return { action: window.returnUrl, fields: failureFields(window, result), tx: null };
  }
  const tx = ledger.authenticate(window, details(ledger, window, choices));
  return { action: window.returnUrl, fields: successFields(tx, base), tx };
}

function details(ledger: PgLedger, window: WindowRequest, choices: Choices) {
  if (window.payMethod === 'Card') {
    const company = CARD_COMPANIES.find((c) => c.code === choices.cardCode) ?? CARD_COMPANIES[0]!;
    const quota = /^\d{2}$/.test(choices.quota ?? '') ? choices.quota! : '00';
    const number = `${company.code === '11' ? '4906' : '5409'}********${digits(4)}`;
    return { card: { code: company.code, name: company.name, number, quota }, vbank: null };
  }
  const bank = BANKS.find((b) => b.code === choices.bankCode) ?? BANKS[0]!;
  const defaultDue = seoulDate(new Date(ledger.now().getTime() + 5 * 86_400_000));
  const today = seoulDate(ledger.now());
  const dueDate = window.vbankDue && window.vbankDue >= today ? window.vbankDue : defaultDue;
  return {
    card: null,
    vbank: {
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: `${1 + (Number(digits(1)) % 9)}${digits(13)}`,
      holder: ledger.merchant.name,
      depositorName:
        (choices.depositorName ?? window.buyerName).trim().slice(0, 20) || window.buyerName,
      dueDate,
      dueTime: '235959',
    },
  };
}

function successFields(tx: Transaction, base: string): Record<string, string> {
  const w = tx.window;
  if (w.channel === 'pc') {
    return {
      resultCode: '0000',
      resultMsg: '성공',
      mid: w.mid,
      orderNumber: w.oid,
      authToken: tx.authToken,
      authUrl: `${base}/api/payAuth`,
      netCancelUrl: `${base}/api/netCancel`,
      idc_name: 'sim',
      charset: 'UTF-8',
      merchantData: w.merchantData,
    };
  }
  return {
    P_STATUS: '00',
    P_RMESG1: '정상처리되었습니다.',
    P_TID: tx.tid,
    P_REQ_URL: `${base}/smart/api/payReq`,
    P_OID: w.oid,
    P_AMT: String(w.price),
    P_NOTI: w.merchantData,
  };
}

function failureFields(
  w: WindowRequest,
  result: { code: string; message: string },
): Record<string, string> {
  if (w.channel === 'pc') {
    return {
      resultCode: result.code,
      resultMsg: result.message,
      mid: w.mid,
      orderNumber: w.oid,
      merchantData: w.merchantData,
    };
  }
  return {
    P_STATUS: '01',
    P_RMESG1: `[${result.code}] ${result.message}`,
    P_OID: w.oid,
    P_AMT: String(w.price),
    P_NOTI: w.merchantData,
  };
}

export function paymentWindowRoutes(app: FastifyInstance, ledger: PgLedger): void {
  const html = 'text/html; charset=utf-8';

  app.get('/stdjs/INIStdPay.js', async (request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(standardPayScript(`${gatewayBase(app, request)}/stdpay/window`)),
  );

  for (const [path, channel] of [
    ['/stdpay/window', 'pc'],
    ['/smart/payment', 'mobile'],
  ] as const) {
    app.post<{ Body: Record<string, string> }>(path, async (request, reply) => {
      const opened = openWindow(ledger, channel, request.body ?? {});
      reply.type(html);
      if (typeof opened === 'string') return reply.status(400).send(windowErrorPage(opened));
      return reply.send(
        paymentWindowPage(
          `${app.prefix}/window/decide`,
          opened.windowId,
          opened.request,
          ledger.merchant.name,
        ),
      );
    });
  }

  app.post<{ Body: Choices & { windowId?: string; decision?: string } }>(
    '/window/decide',
    async (request, reply) => {
      const body = request.body ?? {};
      const decision = (['approve', 'fail', 'cancel'] as const).find((d) => d === body.decision);
      reply.type(html);
      if (!decision) return reply.status(400).send(windowErrorPage('잘못된 요청입니다.'));
      const outcome = decideWindow(
        ledger,
        body.windowId ?? '',
        decision,
        body,
        gatewayBase(app, request),
      );
      if (typeof outcome === 'string') return reply.status(400).send(windowErrorPage(outcome));
      if (outcome.tx?.vbank) {
        return reply.send(vbankIssuedPage(outcome.tx, outcome.action, outcome.fields));
      }
      const message =
        decision === 'approve' ? '결제 인증이 완료되었습니다.' : '상점으로 돌아갑니다.';
      return reply.send(
        autoPostPage(
          { title: '결제 게이트웨이 (시뮬레이터)', accent: ACCENT },
          outcome.action,
          outcome.fields,
          message,
        ),
      );
    },
  );
}

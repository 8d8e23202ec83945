import type { FastifyInstance, FastifyReply } from 'fastify';
import { approvalHashes, mobileCheck, sameText } from './pg-hashes.ts';
import { NET_CANCEL_WINDOW_MS, compactTime, type PgLedger, type Transaction } from './pg-ledger.ts';

/**
 * Server-to-server approval and net cancel. PC: `authUrl`/`netCancelUrl` with the one-time token
 * signed by the shop (JSON answer). Mobile: `P_REQ_URL` with P_MID and P_TID (URL-encoded answer,
 * as the mobile gateway answers). A refusal is a 200 with a result code other than success, as
 * the real gateway answers; HTTP errors come only from the fault plan.
 */

type Form = Record<string, string | undefined>;
type Refusal = { code: string; message: string };

export const REFUSAL = {
  mid: { code: 'V700', message: '상점아이디가 일치하지 않습니다.' },
  token: { code: 'V701', message: '유효하지 않은 인증 토큰입니다.' },
  signature: { code: 'V702', message: '승인 요청 서명 검증에 실패했습니다.' },
  used: { code: 'V703', message: '이미 승인 요청된 인증 토큰입니다.' },
  expired: { code: 'V704', message: '인증 토큰의 유효시간이 지났습니다.' },
  price: { code: 'V705', message: '결제금액이 인증 금액과 일치하지 않습니다.' },
  tid: { code: 'V706', message: '거래번호(P_TID)가 없습니다.' },
  check: { code: 'V707', message: '위변조 체크(P_CHKFAKE) 실패입니다.' },
  noCancel: {
    code: 'V710',
    message: '입금 또는 환불된 거래는 망취소할 수 없습니다. 환불을 요청하세요.',
  },
  lateCancel: { code: 'V711', message: '망취소 가능 시간이 지났습니다. 환불을 요청하세요.' },
} satisfies Record<string, Refusal>;

function checkApprovalRequest(ledger: PgLedger, form: Form): Transaction | Refusal {
  if (form.mid !== ledger.merchant.mid) return REFUSAL.mid;
  const tx = form.authToken ? ledger.byToken(form.authToken) : undefined;
  if (!tx || tx.window.channel !== 'pc') return REFUSAL.token;
  const expected = approvalHashes(tx.authToken, form.timestamp ?? '', ledger.merchant.signKey);
  if (!sameText(form.signature, expected.signature)) return REFUSAL.signature;
  if (!sameText(form.verification, expected.verification)) return REFUSAL.signature;
  return tx;
}

/** Checks shared by both channels once the transaction is known; null when it may be approved. */
function approvalRefusal(ledger: PgLedger, tx: Transaction, price?: string): Refusal | null {
  if (tx.tokenUsed || tx.status !== 'authenticated') return REFUSAL.used;
  if (ledger.now().getTime() > tx.authExpiresAt) return REFUSAL.expired;
  if (price !== undefined && price !== String(tx.window.price)) return REFUSAL.price;
  if (ledger.declineNext) {
    const declined = ledger.declineNext;
    ledger.declineNext = null;
    tx.tokenUsed = true;
    return declined;
  }
  return null;
}

function netCancelRefusal(ledger: PgLedger, tx: Transaction): Refusal | null {
  if (tx.status === 'deposited' || tx.status === 'refunded') return REFUSAL.noCancel;
  if (tx.approvedAt && ledger.now().getTime() - tx.approvedAt.getTime() > NET_CANCEL_WINDOW_MS) {
    return REFUSAL.lateCancel;
  }
  return null;
}

export function pcApprovalAnswer(tx: Transaction): Record<string, string> {
  const w = tx.window;
  const at = compactTime(tx.approvedAt!);
  const common = {
    resultCode: '0000',
    resultMsg: '정상처리되었습니다.',
    tid: tx.tid,
    mid: w.mid,
    MOID: w.oid,
    TotPrice: String(w.price),
    goodName: w.goodName,
    payMethod: w.payMethod,
    applDate: at.slice(0, 8),
    applTime: at.slice(8),
    buyerName: w.buyerName,
    buyerTel: w.buyerTel,
    buyerEmail: w.buyerEmail,
    merchantData: w.merchantData,
  };
  if (tx.card) {
    return {
      ...common,
      applNum: tx.applNum ?? '',
      CARD_Num: tx.card.number,
      CARD_Code: tx.card.code,
      CARD_Quota: tx.card.quota,
      CARD_Interest: '0',
    };
  }
  const v = tx.vbank!;
  return {
    ...common,
    applNum: '',
    VACT_Num: v.accountNumber,
    VACT_BankCode: v.bankCode,
    vactBankName: v.bankName,
    VACT_Name: v.holder,
    VACT_InputName: v.depositorName,
    VACT_Date: v.dueDate,
    VACT_Time: v.dueTime,
  };
}

function mobileApprovalAnswer(tx: Transaction): Record<string, string> {
  const w = tx.window;
  const common = {
    P_STATUS: '00',
    P_RMESG1: '정상처리되었습니다.',
    P_TID: tx.tid,
    P_MID: w.mid,
    P_TYPE: w.payMethod === 'Card' ? 'CARD' : 'VBANK',
    P_OID: w.oid,
    P_AMT: String(w.price),
    P_UNAME: w.buyerName,
    P_AUTH_DT: compactTime(tx.approvedAt!),
    P_NOTI: w.merchantData,
  };
  if (tx.card) {
    return {
      ...common,
      P_AUTH_NO: tx.applNum ?? '',
      P_FN_CD1: tx.card.code,
      P_FN_NM: tx.card.name,
      P_CARD_NUM: tx.card.number,
      P_RMESG2: tx.card.quota,
    };
  }
  const v = tx.vbank!;
  return {
    ...common,
    P_FN_CD1: v.bankCode,
    P_FN_NM: v.bankName,
    P_VACT_NUM: v.accountNumber,
    P_VACT_BANK_CODE: v.bankCode,
    P_VACT_NAME: v.holder,
    P_VACT_DATE: v.dueDate,
    P_VACT_TIME: v.dueTime,
  };
}

const mobileRefusal = (refusal: Refusal) => ({
  P_STATUS: '01',
  P_RMESG1: `[${refusal.code}] ${refusal.message}`,
});

function sendEncoded(reply: FastifyReply, fields: Record<string, string>) {
  return reply
    .type('application/x-www-form-urlencoded; charset=utf-8')
    .send(new URLSearchParams(fields).toString());
}

export function approvalRoutes(app: FastifyInstance, ledger: PgLedger): void {
  app.post<{ Body: Form }>('/api/payAuth', async (request) => {
    const form = request.body ?? {};
    const tx = checkApprovalRequest(ledger, form);
    if (!('tid' in tx)) return { resultCode: tx.code, resultMsg: tx.message };
    const refusal = approvalRefusal(ledger, tx, form.price);
    if (refusal) return { resultCode: refusal.code, resultMsg: refusal.message };
    ledger.approve(tx);
    return pcApprovalAnswer(tx);
  });

  app.post<{ Body: Form }>('/api/netCancel', async (request) => {
    const tx = checkApprovalRequest(ledger, request.body ?? {});
    if (!('tid' in tx)) return { resultCode: tx.code, resultMsg: tx.message };
    const refusal = netCancelRefusal(ledger, tx);
    if (refusal) return { resultCode: refusal.code, resultMsg: refusal.message };
    const already = tx.status === 'netCancelled';
    ledger.netCancel(tx);
    return {
      resultCode: '0000',
      resultMsg: already ? '이미 망취소된 거래입니다.' : '망취소 성공',
      tid: tx.tid,
    };
  });

  app.post<{ Body: Form }>('/smart/api/payReq', async (request, reply) => {
    const form = request.body ?? {};
    if (form.P_MID !== ledger.merchant.mid) return sendEncoded(reply, mobileRefusal(REFUSAL.mid));
    const tx = ledger.transactions.get(form.P_TID ?? '');
    if (!tx || tx.window.channel !== 'mobile')
      return sendEncoded(reply, mobileRefusal(REFUSAL.tid));
    const refusal = approvalRefusal(ledger, tx);
    if (refusal) return sendEncoded(reply, mobileRefusal(refusal));
    ledger.approve(tx);
    return sendEncoded(reply, mobileApprovalAnswer(tx));
  });

  app.post<{ Body: Form }>('/smart/api/netCancel', async (request, reply) => {
    const form = request.body ?? {};
    if (form.P_MID !== ledger.merchant.mid) return sendEncoded(reply, mobileRefusal(REFUSAL.mid));
    const tx = ledger.transactions.get(form.P_TID ?? '');
    if (!tx || tx.window.channel !== 'mobile' || tx.window.oid !== form.P_OID) {
      return sendEncoded(reply, mobileRefusal(REFUSAL.tid));
    }
    const check = mobileCheck(
      String(tx.window.price),
      tx.window.oid,
      form.P_TIMESTAMP ?? '',
      ledger.merchant.signKey,
    );
    if (form.P_AMT !== String(tx.window.price) || !sameText(form.P_CHKFAKE, check)) {
      return sendEncoded(reply, mobileRefusal(REFUSAL.check));
    }
    const refusal = netCancelRefusal(ledger, tx);
    if (refusal) return sendEncoded(reply, mobileRefusal(refusal));
    ledger.netCancel(tx);
    return sendEncoded(reply, { P_STATUS: '00', P_RMESG1: '망취소 성공', P_TID: tx.tid });
  });
}

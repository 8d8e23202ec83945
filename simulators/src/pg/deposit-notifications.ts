import type { NotificationRecord, NotificationSender } from '../notification-sender.ts';
import { notificationSign } from './pg-hashes.ts';
import { compactTime, digits, seoulDate, type PgLedger, type Transaction } from './pg-ledger.ts';

/**
 * A deposit into an issued virtual account, as the bank reports it to the gateway and the gateway
 * to the shop: PC payments in the gateway's PC notification format (`no_tid`, `no_oid`,
 * `amt_input`, …) to the merchant's notification URL, mobile ones in `P_` names to the payment's
 * `P_NOTI_URL`. Signed with the shared notification secret (`noti_sign` / `P_NOTI_SIGN`).
 */

export interface DepositRequest {
  /** Defaults to the amount due; another amount tests the shop's amount check. */
  amount?: number;
  depositor?: string;
}

export function depositRefusal(ledger: PgLedger, tx: Transaction | undefined): string | null {
  if (!tx) return 'unknown transaction';
  if (tx.window.payMethod !== 'VBank') return 'not a virtual-account payment';
  if (tx.status === 'authenticated') return 'the shop has not approved it: no account was issued';
  if (tx.status !== 'vbankIssued') return `the account is closed (${tx.status})`;
  const due = `${tx.vbank!.dueDate}${tx.vbank!.dueTime}`;
  if (compactTime(ledger.now()) > due) return 'past the due date: the bank refuses the deposit';
  return null;
}

export function depositFields(ledger: PgLedger, tx: Transaction): Record<string, string> {
  const v = tx.vbank!;
  const d = tx.deposit!;
  const at = compactTime(d.at);
  if (tx.window.channel === 'pc') {
    const fields = {
      no_tid: tx.tid,
      no_oid: tx.window.oid,
      id_merchant: tx.window.mid,
      cd_bank: v.bankCode,
      cd_deal: v.bankCode,
      dt_trans: at.slice(0, 8),
      tm_trans: at.slice(8),
      no_msgseq: digits(10),
      type_msg: '0200',
      no_vacct: v.accountNumber,
      amt_input: String(d.price),
      nm_inputbank: v.bankName,
      nm_input: d.depositor,
      dt_inputstd: seoulDate(d.at),
    };
    return { ...fields, noti_sign: notificationSign(fields, ledger.merchant.notiSecret) };
  }
  const fields = {
    P_STATUS: '02',
    P_TID: tx.tid,
    P_TYPE: 'VBANK',
    P_AUTH_DT: at,
    P_MID: tx.window.mid,
    P_OID: tx.window.oid,
    P_FN_CD1: v.bankCode,
    P_FN_NM: v.bankName,
    P_AMT: String(d.price),
    P_UNAME: d.depositor,
    P_VACT_NUM: v.accountNumber,
    P_NOTI: tx.window.merchantData,
    P_RMESG1: `입금완료 ${v.accountNumber}`,
  };
  return { ...fields, P_NOTI_SIGN: notificationSign(fields, ledger.merchant.notiSecret) };
}

/** Records the deposit and notifies the shop; resolves after the first attempt. */
export async function depositNow(
  ledger: PgLedger,
  sender: NotificationSender,
  tx: Transaction | undefined,
  request: DepositRequest,
): Promise<NotificationRecord | string> {
  const refusal = depositRefusal(ledger, tx);
  if (refusal || !tx) return refusal ?? 'unknown transaction';
  const url = tx.window.notiUrl ?? ledger.merchant.pcNotiUrl;
  ledger.recordDeposit(
    tx,
    request.amount ?? tx.window.price,
    (request.depositor ?? tx.vbank!.depositorName).slice(0, 20),
  );
  return sender.send(`deposit-${tx.window.channel}`, url, depositFields(ledger, tx));
}

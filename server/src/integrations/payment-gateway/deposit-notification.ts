import { seoulInstant } from './gateway-answers.ts';
import { NOTIFICATION_SIGN_FIELD, verifyNotification } from './gateway-signing.ts';
import { NotificationRefused, type DepositNotification } from './payment-gateway.ts';

/**
 * Reads a virtual-account deposit notification in either of the gateway's formats (PC: `no_tid`,
 * `no_oid`, `amt_input`, …; mobile: `P_STATUS=02`, `P_TID`, `P_AMT`, …) after checking its
 * signature with the shared secret. Whatever fails here must change nothing; the caller then
 * answers something other than `OK`, and checks the amount against the order itself.
 */
export function readDepositNotification(
  posted: Record<string, unknown>,
  options: { secret: string; mid: string },
): DepositNotification {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(posted)) {
    if (typeof value !== 'string') throw new NotificationRefused(`field ${name} is not text`);
    fields[name] = value;
  }
  const format = 'no_tid' in fields ? 'pc' : 'P_TID' in fields ? 'mobile' : null;
  if (!format) throw new NotificationRefused('neither PC nor mobile notification fields');
  if (!verifyNotification(fields, NOTIFICATION_SIGN_FIELD[format], options.secret)) {
    throw new NotificationRefused('bad signature');
  }
  const need = (name: string) => {
    const value = fields[name];
    if (value === undefined || value === '') throw new NotificationRefused(`missing ${name}`);
    return value;
  };
  const amountOf = (name: string) => {
    const value = need(name);
    if (!/^\d{1,10}$/.test(value)) throw new NotificationRefused(`bad ${name}`);
    return Number(value);
  };
  const instant = (compact: string) => {
    try {
      return seoulInstant(compact);
    } catch {
      throw new NotificationRefused('bad deposit time');
    }
  };
  if (format === 'pc') {
    if (need('id_merchant') !== options.mid) throw new NotificationRefused('another merchant');
    if (need('type_msg') !== '0200') throw new NotificationRefused('not a deposit message');
    return {
      format,
      tid: need('no_tid'),
      orderNumber: need('no_oid'),
      amount: amountOf('amt_input'),
      accountNumber: need('no_vacct'),
      bankCode: fields.cd_bank ?? '',
      depositor: fields.nm_input ?? '',
      depositedAt: instant(`${need('dt_trans')}${need('tm_trans')}`),
    };
  }
  if (need('P_MID') !== options.mid) throw new NotificationRefused('another merchant');
  if (need('P_STATUS') !== '02' || need('P_TYPE') !== 'VBANK') {
    throw new NotificationRefused('not a deposit notification');
  }
  return {
    format,
    tid: need('P_TID'),
    orderNumber: need('P_OID'),
    amount: amountOf('P_AMT'),
    accountNumber: fields.P_VACT_NUM ?? '',
    bankCode: fields.P_FN_CD1 ?? '',
    depositor: fields.P_UNAME ?? '',
    depositedAt: instant(need('P_AUTH_DT')),
  };
}

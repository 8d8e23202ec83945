import { vatOf, type TaxSplit } from '@shop/contract/tax-split.ts';
import type { Won } from '@shop/contract/common.ts';
import {
  inquiryOf,
  mobileApprovalOf,
  pcApprovalOf,
  refundOf,
  refusedUnless,
  cashReceiptOf,
  settlementOf,
} from './gateway-answers.ts';
import { mobileCheckHash, pcApprovalHashes, pcWindowHashes } from './gateway-signing.ts';
import { callMerchantApi, postToGateway } from './gateway-transport.ts';
import { readDepositNotification } from './deposit-notification.ts';
import {
  AmountMismatch,
  GatewayProtocolError,
  GatewayRefused,
  UntrustedGatewayUrl,
  type Approval,
  type DepositNotification,
  type MobileAuthResult,
  type MobileAuthSuccess,
  type PaymentGateway,
  type PaymentRequest,
  type PcAuthResult,
  type PcAuthSuccess,
  type RefundAccount,
  type RefundResult,
  type SettlementReport,
  type TransactionStatus,
  type WindowForm,
  type CashReceiptRequest,
  type IssuedCashReceipt,
} from './payment-gateway.ts';

export interface HttpPaymentGatewayOptions {
  /** Standard-payment host: the gateway script and the PC window (config urls.pg). */
  stdPayUrl: string;
  /** Mobile window host (config urls.pgMobile). */
  mobileUrl: string;
  /** Merchant API host: refunds, inquiry, settlement (config urls.pgApi). */
  apiUrl: string;
  mid: string;
  signKey: string;
  apiKey: string;
  notiSecret: string;
  /** host[:port] values the gateway's approval and net-cancel URLs must be on. */
  approvalHosts: string[];
  timeoutMs?: number;
  /** The shop server's address, sent with merchant API calls (the gateway may allow-list it). */
  clientIp?: string;
  now?: () => Date;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export class HttpPaymentGateway implements PaymentGateway {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: HttpPaymentGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? (() => new Date());
  }

  pcWindow(request: PaymentRequest, urls: { returnUrl: string; closeUrl: string }): WindowForm {
    const { mid, signKey } = this.options;
    const timestamp = String(this.now().getTime());
    const hashes = pcWindowHashes(request.orderNumber, request.price, timestamp, signKey);
    const acceptmethod =
      request.payMethod === 'VBank'
        ? `va_receipt${request.vbankDueDate ? `:vbank(${request.vbankDueDate})` : ''}${request.escrow ? ':useescrow' : ''}`
        : 'below1000';
    return {
      windowUrl: `${this.options.stdPayUrl}/stdpay/window`,
      scriptUrl: `${this.options.stdPayUrl}/stdjs/INIStdPay.js`,
      fields: {
        version: '1.0',
        gopaymethod: request.payMethod,
        mid,
        oid: request.orderNumber,
        price: String(request.price),
        taxfree: String(request.split.taxFree),
        tax: String(vatOf(request.split.taxable)),
        timestamp,
        use_chkfake: 'Y',
        ...hashes,
        currency: 'WON',
        goodname: request.goodsName,
        buyername: request.buyerName,
        buyertel: request.buyerTel,
        buyeremail: request.buyerEmail,
        returnUrl: urls.returnUrl,
        closeUrl: urls.closeUrl,
        acceptmethod,
        merchantData: request.merchantData,
        charset: 'UTF-8',
        payViewType: 'popup',
      },
    };
  }

  mobileWindow(request: PaymentRequest, urls: { nextUrl: string; notiUrl: string }): WindowForm {
    const timestamp = String(this.now().getTime());
    return {
      windowUrl: `${this.options.mobileUrl}/smart/payment`,
      scriptUrl: null,
      fields: {
        P_INI_PAYMENT: request.payMethod === 'Card' ? 'CARD' : 'VBANK',
        P_MID: this.options.mid,
        P_OID: request.orderNumber,
        P_AMT: String(request.price),
        P_TAXFREE: String(request.split.taxFree),
        P_TAX: String(vatOf(request.split.taxable)),
        P_GOODS: request.goodsName,
        P_UNAME: request.buyerName,
        P_MOBILE: request.buyerTel,
        P_EMAIL: request.buyerEmail,
        P_NEXT_URL: urls.nextUrl,
        P_NOTI_URL: urls.notiUrl,
        P_NOTI: request.merchantData,
        P_CHARSET: 'utf8',
        P_TIMESTAMP: timestamp,
        P_CHKFAKE: mobileCheckHash(
          request.price,
          request.orderNumber,
          timestamp,
          this.options.signKey,
        ),
        ...(request.payMethod === 'VBank' && request.vbankDueDate
          ? { P_VBANK_DT: request.vbankDueDate }
          : {}),
        ...(request.escrow ? { P_RESERVED: 'useescrow=Y' } : {}),
      },
    };
  }

  readPcReturn(posted: Record<string, unknown>): PcAuthResult {
    const text = (name: string) => textOf(posted, name);
    const code = text('resultCode');
    if (!code) throw new GatewayProtocolError('gateway return without resultCode');
    const common = { orderNumber: text('orderNumber'), merchantData: text('merchantData') };
    if (code !== '0000') return { ok: false, code, message: text('resultMsg'), ...common };
    const [authToken, authUrl, netCancelUrl] = ['authToken', 'authUrl', 'netCancelUrl'].map(text);
    if (!authToken || !authUrl || !netCancelUrl || !common.orderNumber) {
      throw new GatewayProtocolError('gateway return without token, URLs or order number');
    }
    return { ok: true, authToken, authUrl, netCancelUrl, ...common };
  }

  readMobileNext(posted: Record<string, unknown>): MobileAuthResult {
    const text = (name: string) => textOf(posted, name);
    const status = text('P_STATUS');
    if (!status) throw new GatewayProtocolError('gateway next-step without P_STATUS');
    const common = { orderNumber: text('P_OID'), merchantData: text('P_NOTI') };
    if (status !== '00') {
      return { ok: false, code: status, message: text('P_RMESG1'), ...common };
    }
    const amount = Number(text('P_AMT'));
    if (!text('P_TID') || !text('P_REQ_URL') || !Number.isInteger(amount)) {
      throw new GatewayProtocolError('gateway next-step without P_TID, P_REQ_URL or P_AMT');
    }
    return { ok: true, tid: text('P_TID'), requestUrl: text('P_REQ_URL'), amount, ...common };
  }

  async approvePc(auth: PcAuthSuccess, price: Won): Promise<Approval> {
    this.assertGatewayUrl(auth.authUrl);
    const answer = await postToGateway(
      auth.authUrl,
      { form: this.pcApprovalForm(auth, price) },
      { timeoutMs: this.timeoutMs, answer: 'json' },
    );
    const approval = pcApprovalOf(answer);
    if (approval.price !== price || approval.orderNumber !== auth.orderNumber) {
      await this.netCancelPc(auth, price);
      throw new AmountMismatch(
        `gateway approved ${approval.price} for ${approval.orderNumber}, expected ${price} for ${auth.orderNumber}; net-cancelled`,
      );
    }
    return approval;
  }

  async netCancelPc(auth: PcAuthSuccess, price: Won): Promise<void> {
    this.assertGatewayUrl(auth.netCancelUrl);
    const answer = await postToGateway(
      auth.netCancelUrl,
      { form: this.pcApprovalForm(auth, price) },
      { timeoutMs: this.timeoutMs, answer: 'json' },
    );
    refusedUnless(answer, '0000');
  }

  async approveMobile(auth: MobileAuthSuccess, price: Won): Promise<Approval> {
    this.assertGatewayUrl(auth.requestUrl);
    const answer = await postToGateway(
      auth.requestUrl,
      { form: { P_MID: this.options.mid, P_TID: auth.tid } },
      { timeoutMs: this.timeoutMs, answer: 'urlencoded' },
    );
    const approval = mobileApprovalOf(answer);
    const orderMatches = !auth.orderNumber || approval.orderNumber === auth.orderNumber;
    if (approval.price !== price || !orderMatches) {
      await this.netCancelMobile({
        tid: approval.tid,
        orderNumber: approval.orderNumber,
        price: approval.price,
      });
      throw new AmountMismatch(
        `gateway approved ${approval.price} for ${approval.orderNumber}, expected ${price}; net-cancelled`,
      );
    }
    return approval;
  }

  async netCancelMobile(payment: { tid: string; orderNumber: string; price: Won }): Promise<void> {
    const timestamp = String(this.now().getTime());
    const answer = await postToGateway(
      `${this.options.mobileUrl}/smart/api/netCancel`,
      {
        form: {
          P_MID: this.options.mid,
          P_TID: payment.tid,
          P_OID: payment.orderNumber,
          P_AMT: String(payment.price),
          P_TIMESTAMP: timestamp,
          P_CHKFAKE: mobileCheckHash(
            payment.price,
            payment.orderNumber,
            timestamp,
            this.options.signKey,
          ),
        },
      },
      { timeoutMs: this.timeoutMs, answer: 'urlencoded' },
    );
    if (answer.P_STATUS !== '00') {
      throw new GatewayRefused(String(answer.P_STATUS ?? '?'), String(answer.P_RMESG1 ?? ''));
    }
  }

  readDepositNotification(posted: Record<string, unknown>): DepositNotification {
    return readDepositNotification(posted, {
      secret: this.options.notiSecret,
      mid: this.options.mid,
    });
  }

  async refund(request: {
    tid: string;
    reason: string;
    refundAccount?: RefundAccount;
  }): Promise<RefundResult> {
    const data = {
      tid: request.tid,
      msg: request.reason,
      ...refundAccountFields(request.refundAccount),
    };
    return refundOf(await this.merchantApi('refund', 'refund', data), request.tid);
  }

  async partialRefund(request: {
    tid: string;
    amount: Won;
    split: TaxSplit;
    remainingAfter: Won;
    reason: string;
    refundAccount?: RefundAccount;
  }): Promise<RefundResult> {
    const data = {
      tid: request.tid,
      msg: request.reason,
      price: String(request.amount),
      confirmPrice: String(request.remainingAfter),
      taxFreePrice: String(request.split.taxFree),
      tax: String(vatOf(request.split.taxable)),
      ...refundAccountFields(request.refundAccount),
    };
    return refundOf(await this.merchantApi('refund', 'partialRefund', data), request.tid);
  }

  async inquire(key: { tid: string } | { orderNumber: string }): Promise<TransactionStatus | null> {
    const data: Record<string, string> = 'tid' in key ? { tid: key.tid } : { oid: key.orderNumber };
    try {
      return inquiryOf(await this.merchantApi('inquiry', 'inquiry', data));
    } catch (err) {
      if (err instanceof GatewayRefused && err.code === 'R200') return null;
      throw err;
    }
  }

  async settlement(date: string): Promise<SettlementReport> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError('settlement date is YYYY-MM-DD');
    const answer = await this.merchantApi('settlement', 'settlement', {
      date: date.replaceAll('-', ''),
    });
    return settlementOf(answer, date);
  }

  async issueCashReceipt(request: CashReceiptRequest): Promise<IssuedCashReceipt> {
    const data = {
      oid: request.orderNumber,
      price: String(request.amount),
      taxFreePrice: String(request.split.taxFree),
      tax: String(vatOf(request.split.taxable)),
      useOpt: request.use === 'income' ? '1' : '2',
      regNum: request.identifier,
      goodName: request.goodsName,
      buyerName: request.buyerName,
    };
    return cashReceiptOf(await this.merchantApi('receipt', 'receiptIssue', data));
  }

  async cancelCashReceipt(receiptTid: string, reason: string): Promise<void> {
    const answer = await this.merchantApi('receipt', 'receiptCancel', {
      tid: receiptTid,
      msg: reason,
    });
    refusedUnless(answer, '00');
  }

  private pcApprovalForm(auth: PcAuthSuccess, price: Won): Record<string, string> {
    const timestamp = String(this.now().getTime());
    return {
      mid: this.options.mid,
      authToken: auth.authToken,
      timestamp,
      ...pcApprovalHashes(auth.authToken, timestamp, this.options.signKey),
      price: String(price),
      charset: 'UTF-8',
      format: 'JSON',
    };
  }

  private merchantApi(path: string, type: string, data: Record<string, string>) {
    return callMerchantApi({ ...this.options, timeoutMs: this.timeoutMs }, this.now(), {
      path,
      type,
      data,
    });
  }

  /** Approval and net-cancel URLs come from the browser: only the gateway's own hosts are called. */
  private assertGatewayUrl(value: string): void {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new UntrustedGatewayUrl(`not a URL: ${value}`);
    }
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    if (!secure || !this.options.approvalHosts.includes(url.host) || url.username || url.password) {
      throw new UntrustedGatewayUrl(`not a gateway host: ${url.origin}`);
    }
  }
}

function textOf(posted: Record<string, unknown>, name: string): string {
  const value = posted[name];
  return typeof value === 'string' ? value : '';
}

function refundAccountFields(account: RefundAccount | undefined): Record<string, string> {
  return account
    ? {
        refundAcctNum: account.accountNumber,
        refundBankCode: account.bankCode,
        refundAcctName: account.holder,
      }
    : {};
}

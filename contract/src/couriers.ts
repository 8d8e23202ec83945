/**
 * The couriers the shop ships with, as data: the code stored with an order's delivery
 * (`logisticCd`), the name people read, what an invoice number of theirs looks like and the
 * public tracking page an invoice number opens. The members' order pages and the back office
 * build `logisticUrl` from this one table.
 */
export interface Courier {
  code: string;
  name: string;
  /** The tracking page; `{invoice}` is replaced by the URL-encoded invoice number. */
  trackingUrl: string;
  /** An invoice number after spaces and hyphens are taken out. */
  invoicePattern: RegExp;
  /** Only for overseas (EMS) orders; domestic couriers only for domestic ones. */
  overseas: boolean;
}

const DOMESTIC_INVOICE = /^\d{10,14}$/;

export const COURIERS: readonly Courier[] = [
  {
    code: 'CJ',
    name: 'CJ대한통운',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}',
    invoicePattern: DOMESTIC_INVOICE,
    overseas: false,
  },
  {
    code: 'POST',
    name: '우체국택배',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={invoice}',
    invoicePattern: /^\d{13}$/,
    overseas: false,
  },
  {
    code: 'HANJIN',
    name: '한진택배',
    trackingUrl:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={invoice}',
    invoicePattern: DOMESTIC_INVOICE,
    overseas: false,
  },
  {
    code: 'LOTTE',
    name: '롯데택배',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={invoice}',
    invoicePattern: DOMESTIC_INVOICE,
    overseas: false,
  },
  {
    code: 'LOGEN',
    name: '로젠택배',
    trackingUrl: 'https://www.ilogen.com/web/personal/trace/{invoice}',
    invoicePattern: /^\d{11}$/,
    overseas: false,
  },
  {
    code: 'KDEXP',
    name: '경동택배',
    trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={invoice}',
    invoicePattern: DOMESTIC_INVOICE,
    overseas: false,
  },
  {
    code: 'EMS',
    name: 'EMS',
    trackingUrl:
      'https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE={invoice}',
    // UPU S10: two letters, eight digits and a check digit, the country (EE123456789KR)
    invoicePattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    overseas: true,
  },
];

const BY_CODE = new Map(COURIERS.map((c) => [c.code, c]));
const BY_NAME = new Map(COURIERS.map((c) => [c.name.replace(/\s+/g, ''), c]));

/** A courier by its code or its name as people write it ('CJ대한통운', '우체국 택배', 'cj'). */
export function courierOf(codeOrName: string | null | undefined): Courier | undefined {
  if (!codeOrName) return undefined;
  const key = codeOrName.trim();
  return BY_CODE.get(key.toUpperCase()) ?? BY_NAME.get(key.replace(/\s+/g, ''));
}

/** The name people read for a stored courier code; a code not in the table as it was written. */
export function courierName(code: string | null | undefined): string | null {
  if (!code) return null;
  return courierOf(code)?.name ?? code;
}

/**
 * Whether an invoice number (as typed: spaces and hyphens are taken out first) looks like one of
 * this courier's; true for a courier not in the table (that refusal is the courier's own).
 */
export function invoiceFitsCourier(codeOrName: string, invoice: string): boolean {
  const courier = courierOf(codeOrName);
  return !courier || courier.invoicePattern.test(normalizeInvoice(invoice));
}

/** The invoice number as stored: spaces and hyphens out, letters in upper case. */
export function normalizeInvoice(invoice: string): string {
  return invoice.replace(/[\s-]/g, '').toUpperCase();
}

/** The tracking page of an invoice; null without a known courier or an invoice number. */
export function trackingUrlOf(
  courierCode: string | null | undefined,
  invoice: string | null | undefined,
): string | null {
  const courier = courierOf(courierCode);
  if (!courier || !invoice) return null;
  return courier.trackingUrl.replace('{invoice}', encodeURIComponent(invoice));
}

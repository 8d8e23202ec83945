import type { ReportTable, SalesReport } from '@shop/contract/admin-reports.ts';
import { brandName } from '@shop/contract/brands.ts';

/**
 * The sales report's tables as CSV files (decision 0440): UTF-8 with a BOM so that Excel reads
 * the Korean headers, lines ending CRLF, amounts as plain integers of won. A text cell Excel
 * would run as a formula is written behind an apostrophe.
 */

type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: string[], rows: Cell[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(cellText).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const brandOf = (code: string | null) => (code === null ? '미지정' : brandName(code));

export function reportCsv(report: SalesReport, table: ReportTable): string {
  switch (table) {
    case 'daily':
      return csv(
        [
          '일자',
          '주문 수',
          '상품 매출',
          '배송비 매출',
          '매출',
          '환불 건수',
          '상품 환불',
          '배송비 환불',
          '기타 환불(조정)',
          '환불',
          '순매출',
        ],
        [...report.days, { day: '합계', ...report.totals }].map((d) => [
          d.day,
          d.orders,
          d.productSales,
          d.deliverySales,
          d.salesAmount,
          d.refunds,
          d.productRefunds,
          d.deliveryRefunds,
          d.otherRefunds,
          d.refundAmount,
          d.net,
        ]),
      );
    case 'brands':
      return csv(
        ['브랜드', '브랜드 코드', '주문 수', '상품 매출', '환불 건수', '상품 환불', '순매출'],
        report.brands.map((b) => [
          brandOf(b.brand),
          b.brand,
          b.salesCount,
          b.salesAmount,
          b.refundCount,
          b.refundAmount,
          b.net,
        ]),
      );
    case 'products':
      return csv(
        [
          '상품번호',
          '상품명',
          '주문 수',
          '판매 수량',
          '상품 매출',
          '환불 건수',
          '환불 수량',
          '상품 환불',
          '순매출',
        ],
        report.products.map((p) => [
          p.productId,
          p.displayName,
          p.salesCount,
          p.salesQty,
          p.salesAmount,
          p.refundCount,
          p.refundQty,
          p.refundAmount,
          p.net,
        ]),
      );
    case 'paymentTypes':
      return csv(
        ['결제수단', '주문 수', '금액'],
        report.paymentTypes.map((t) => [t.paymentTypeCd, t.orders, t.amount]),
      );
    case 'benefits':
      return csv(
        ['브랜드', '브랜드 코드', '시즌', '사용 수', '면제된 배송비'],
        report.benefits.map((b) => [brandOf(b.brand), b.brand, b.seasonName, b.used, b.waived]),
      );
    case 'lateRefunds':
      return csv(
        [
          '환불번호',
          '신청번호',
          '주문번호',
          '구분',
          '금액',
          '기산일',
          '기한',
          '환불일',
          '지연일수',
        ],
        report.lateRefunds.map((r) => [
          r.refundId,
          r.revokeId,
          r.orderId,
          r.revokeTypeCd,
          r.amount,
          r.startDate,
          r.dueDate,
          r.doneDate,
          r.daysLate,
        ]),
      );
  }
}

import {
  noticeWon,
  renderTemplate,
  templateOf,
  type NoticeKind,
} from '@shop/contract/notifications.ts';
import { courierName, trackingUrlOf } from '@shop/contract/couriers.ts';
import type { Db } from '../../db/client.ts';
import { seoulCompactTime, seoulDate } from '../../lib/seoul-time.ts';
import type { BusinessIdentity } from '@shop/contract/business-identity.ts';
import { orderFacts } from './order-facts-queries.ts';

export interface ComposedMessage {
  memberId: number | null;
  phone: string | null;
  email: string | null;
  title: string;
  text: string;
}

/** Who a member is and where they are reached, as the class records hold it; null when unknown. */
export interface MemberContact {
  name: string;
  phone: string | null;
  email: string | null;
}
export type MemberContactOf = (memberId: number) => Promise<MemberContact | null>;

function seoulMinute(at: string | Date): string {
  const c = seoulCompactTime(new Date(at));
  return `${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6, 8)} ${c.slice(8, 10)}:${c.slice(10, 12)}`;
}

/**
 * The template filled with what the order says now and what the event gave; a member's event
 * outside an order (an inquiry answered) with the member's name and contact from the class
 * records (down: it throws, and the row is tried again later). Null when nobody is found.
 */
export async function composeMessage(
  db: Db,
  row: {
    kind: string;
    orderId: number | null;
    memberId: number | null;
    vars: Record<string, string>;
  },
  seller: BusinessIdentity,
  contactOf: MemberContactOf,
): Promise<ComposedMessage | null> {
  const template = templateOf(row.kind as NoticeKind);
  if (row.orderId === null) {
    if (row.memberId === null) return null;
    const member = await contactOf(row.memberId);
    if (!member) return null;
    const vars: Record<string, string> = {
      판매자: seller.companyName,
      고객센터: seller.phone,
      주문자: member.name,
      ...row.vars,
    };
    return {
      memberId: row.memberId,
      phone: member.phone,
      email: member.email,
      title: template.title,
      text: renderTemplate(template.text, vars),
    };
  }
  const o = await orderFacts(db, row.orderId);
  if (!o) return null;
  const goods =
    o.item_count > 1 ? `${o.first_item ?? ''} 외 ${o.item_count - 1}건` : (o.first_item ?? '');
  const vars: Record<string, string> = {
    판매자: seller.companyName,
    대표자: seller.representative,
    사업자등록번호: seller.businessNo,
    고객센터: seller.phone,
    주문자: o.buyer_name ?? '회원',
    주문번호: String(o.order_id),
    상품: goods,
    결제금액: noticeWon(o.price_total),
    배송: o.is_oversea ? `해외배송(EMS) ${o.nation_name ?? ''}` : `택배 ${o.addr1 ?? ''}`,
    은행: o.vbank_name ?? '',
    계좌번호: o.vbank_account ?? '',
    예금주: o.vbank_holder ?? '',
    입금기한: o.expires_at ? seoulMinute(o.expires_at) : '',
    택배사: courierName(o.logistic_cd) ?? '',
    송장번호: o.invoice_no ?? '',
    배송조회:
      o.logistic_cd && o.invoice_no ? (trackingUrlOf(o.logistic_cd, o.invoice_no) ?? '') : '',
    배송완료일: o.delivered_at ? seoulDate(new Date(o.delivered_at)) : '',
    ...row.vars,
  };
  return {
    memberId: o.member_id,
    phone: o.phone,
    email: o.email,
    title: template.title,
    text: renderTemplate(template.text, vars),
  };
}

import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';

/**
 * The transactional messages the shop sends after an order (issue 21 item 1, decision 0502): one
 * template per event, fixed text with `#{변수}` slots (a 알림톡 template is approved as fixed text;
 * only the variables change), never marketing content. The same text goes by SMS when 알림톡 fails,
 * and by e-mail with the template's title as subject.
 */
export const NOTICE_KINDS = [
  'orderPlaced',
  'vbankIssued',
  'depositConfirmed',
  'shipped',
  'delivered',
  'revokeAccepted',
  'refundCompleted',
  'inquiryAnswered',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeTemplate {
  kind: NoticeKind;
  /** The code the 알림톡 template is registered under with the provider. */
  code: string;
  title: string;
  /** Fixed text; `#{이름}` is replaced by the variable of that name. */
  text: string;
}

const WITHDRAWAL_TERMS =
  '청약철회: 상품을 받은 날부터 7일 이내(상품이 표시·광고 또는 계약 내용과 다른 경우 받은 날부터 3개월, 그 사실을 안 날부터 30일 이내) 마이페이지에서 신청할 수 있습니다.';

export const NOTICE_TEMPLATES: readonly NoticeTemplate[] = [
  {
    kind: 'orderPlaced',
    code: 'ORDER_PLACED_01',
    title: '주문 접수 안내',
    text: `[#{판매자}] #{주문자}님, 주문이 접수되었습니다.
주문번호: #{주문번호}
상품: #{상품}
결제금액: #{결제금액}
배송: #{배송}
판매자: #{판매자} (대표 #{대표자}, 사업자등록번호 #{사업자등록번호}, 고객센터 #{고객센터})
${WITHDRAWAL_TERMS}`,
  },
  {
    kind: 'vbankIssued',
    code: 'VBANK_ISSUED_01',
    title: '입금 계좌 안내',
    text: `[#{판매자}] #{주문자}님, 아래 계좌로 입금해 주세요.
주문번호: #{주문번호}
입금은행: #{은행}
계좌번호: #{계좌번호}
예금주: #{예금주}
입금금액: #{결제금액}
입금기한: #{입금기한}까지
기한까지 입금되지 않으면 주문이 취소됩니다.`,
  },
  {
    kind: 'depositConfirmed',
    code: 'DEPOSIT_CONFIRMED_01',
    title: '입금 확인 안내',
    text: `[#{판매자}] #{주문자}님, 입금이 확인되었습니다.
주문번호: #{주문번호}
입금금액: #{결제금액}
상품을 준비하여 보내 드리겠습니다.`,
  },
  {
    kind: 'shipped',
    code: 'SHIPPED_01',
    title: '상품 발송 안내',
    text: `[#{판매자}] #{주문자}님, 주문하신 상품이 발송되었습니다.
주문번호: #{주문번호}
택배사: #{택배사}
송장번호: #{송장번호}
배송조회: #{배송조회}`,
  },
  {
    kind: 'delivered',
    code: 'DELIVERED_01',
    title: '배송 완료 안내',
    text: `[#{판매자}] #{주문자}님, 주문하신 상품이 배송 완료되었습니다.
주문번호: #{주문번호}
배송완료일: #{배송완료일}
${WITHDRAWAL_TERMS}`,
  },
  {
    kind: 'revokeAccepted',
    code: 'REVOKE_ACCEPTED_01',
    title: '취소/반품 접수 안내',
    text: `[#{판매자}] #{주문자}님, #{신청구분} 신청이 접수되었습니다.
주문번호: #{주문번호}
환불 예정 금액: #{환불금액}
진행 상황은 마이페이지 취소/반품 내역에서 확인하실 수 있습니다.`,
  },
  {
    kind: 'refundCompleted',
    code: 'REFUND_COMPLETED_01',
    title: '환불 완료 안내',
    text: `[#{판매자}] #{주문자}님, 환불이 완료되었습니다.
주문번호: #{주문번호}
환불금액: #{환불금액}
카드 결제는 카드사 사정에 따라 3~5영업일 후 반영됩니다.`,
  },
  {
    kind: 'inquiryAnswered',
    code: 'INQUIRY_ANSWERED_01',
    title: '1:1 문의 답변 안내',
    text: `[#{판매자}] #{주문자}님, 문의하신 내용에 답변이 등록되었습니다.
문의 제목: #{문의제목}
답변은 마이페이지 1:1 문의에서 확인하실 수 있습니다.`,
  },
];

/** The channels a kind's message may go by (decision 0502): the class records hold no e-mail. */
export function noticeChannelsOf(kind: NoticeKind): NoticeChannel[] {
  return kind === 'inquiryAnswered' ? ['alimtalk', 'sms'] : ['alimtalk', 'sms', 'email'];
}

export function templateOf(kind: NoticeKind): NoticeTemplate {
  const found = NOTICE_TEMPLATES.find((t) => t.kind === kind);
  if (!found) throw new Error(`no template for ${kind}`);
  return found;
}

/** An amount as the messages write it. */
export const noticeWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The names a template's text asks for, in order of appearance. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/#\{([^}]+)\}/g)].map((m) => m[1] ?? ''))];
}

/** Fills the slots; a variable the event did not give is left empty, never shown as `#{…}`. */
export function renderTemplate(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/#\{([^}]+)\}/g, (_m, name: string) => vars[name] ?? '');
}

/** How a message reached the member, in the words the order page shows. */
export const NOTICE_CHANNEL_LABELS = {
  alimtalk: '카카오 알림톡',
  sms: '문자(SMS)',
  email: '이메일',
} as const;
export type NoticeChannel = keyof typeof NOTICE_CHANNEL_LABELS;

export const sentNotice = z.object({
  sentDatetime: z.string(),
  channel: z.enum(['alimtalk', 'sms', 'email']),
  channelLabel: z.string(),
  title: z.string(),
  text: z.string(),
});
export type SentNotice = z.infer<typeof sentNotice>;

export const orderNotices = defineCall({
  operationId: 'orderNotices',
  tag: 'orders',
  method: 'POST',
  path: '/api/member-svc/order-notices',
  summary: 'The messages sent to the member about one of its orders, oldest first',
  body: z.object({ orderId: rowId }),
  response: z.object({ list: z.array(sentNotice) }),
});

export const noticeTemplateRow = z.object({
  kind: z.enum(NOTICE_KINDS),
  code: z.string(),
  title: z.string(),
  text: z.string(),
  variables: z.array(z.string()),
  /** 알림톡 first, SMS when it fails; e-mail when the order has an address (never for an inquiry). */
  channels: z.array(z.enum(['alimtalk', 'sms', 'email'])),
});

export const adminNoticeTemplates = defineCall({
  operationId: 'adminNoticeTemplates',
  tag: 'admin-orders',
  method: 'GET',
  path: '/api/admin/notice-templates',
  summary: 'The notification templates (fixed text with variables), read-only',
  response: z.object({ list: z.array(noticeTemplateRow) }),
});

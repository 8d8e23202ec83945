import { z } from 'zod';

/**
 * The order consent (전자상거래법 §13 ②, 개인정보보호법 §17, decision 0462): before paying, the
 * member sees the order's summary, the purchase terms and the third parties that receive personal
 * data, and ticks a box that starts unticked. The order stores the versions consented to and when.
 * The versions are those of the terms of use and the privacy policy in force that day, read from
 * the published versions (`policy_versions`, decision 0436): publishing a new one makes an open pay
 * page with the old one refused, and it shows the new one.
 */

/** The terms and privacy-policy versions in force (null: none published yet). */
export interface ConsentVersions {
  terms: string | null;
  privacy: string | null;
}

/** The version in force on a Seoul day: the latest effective on or before it. */
export function versionInForce(versions: readonly string[], today: string): string | null {
  let best: string | null = null;
  for (const v of versions) if (v <= today && (best === null || v > best)) best = v;
  return best;
}

/** Who receives the member's personal data for an order, for what, and for how long. */
export const ORDER_THIRD_PARTIES = [
  {
    id: 'gateway',
    name: '(주)KG이니시스',
    purpose: '결제 처리, 현금영수증 발급, 구매안전서비스(에스크로)',
    items: '주문번호, 결제 금액, 구매자 이름·휴대폰 번호, 현금영수증 발급 번호',
    keep: '전자상거래법에 따른 보관 기간(대금 결제 기록 5년)',
  },
  {
    id: 'courier',
    name: '배송 택배사(CJ대한통운, 롯데택배, 한진택배, 우체국택배 중 출고 택배사)',
    purpose: '상품 배송',
    items: '받는 분 이름·주소·연락처, 배송 메모',
    keep: '배송 완료 후 1년',
  },
  {
    id: 'messages',
    name: '메시지 발송 대행사',
    purpose: '주문·입금·배송·환불 안내 알림톡, 문자, 이메일 발송',
    items: '이름, 휴대폰 번호, 이메일, 주문번호',
    keep: '발송 후 6개월',
  },
  {
    id: 'ems',
    name: '우정사업본부(국제특급 EMS, 해외 배송 주문만)',
    purpose: '해외 배송',
    items: '받는 분 영문 이름·주소·연락처·이메일',
    keep: '배송 완료 후 1년',
  },
] as const;

/** What the pay page sends: the versions shown, and whether the minors' notice was shown. */
export const orderConsentInput = z.object({
  termsVersion: z.string().trim().max(40),
  privacyVersion: z.string().trim().max(40),
  /** The notice of 민법 §5 was shown above the consent (a student account under 19). */
  minorsNotice: z.boolean().default(false),
});
export type OrderConsentInput = z.infer<typeof orderConsentInput>;

/** The consent of the texts in force, as the pay page sends it when the box is ticked. */
export function currentConsent(inForce: ConsentVersions, minorsNotice = false): OrderConsentInput {
  return {
    termsVersion: inForce.terms ?? '',
    privacyVersion: inForce.privacy ?? '',
    minorsNotice,
  };
}

/** Whether a consent is of the texts in force. */
export function isCurrentConsent(
  consent: OrderConsentInput | null | undefined,
  inForce: ConsentVersions,
): boolean {
  return (
    !!consent &&
    inForce.terms !== null &&
    inForce.privacy !== null &&
    consent.termsVersion === inForce.terms &&
    consent.privacyVersion === inForce.privacy
  );
}

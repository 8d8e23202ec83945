/**
 * The 1:1 inquiry categories, in display order (decision 0040). A constant rather
 * than a table: the write page's order template depends on the '교환 / 오배송 >' and
 * '환불 / 반품 >' prefixes (contract/src/claim.ts), so a change is a reviewed release anyway.
 */
export const CLAIM_CATEGORIES: readonly string[] = [
  '상품 > 교재 / 구성 문의',
  '상품 > 스마트북 이용',
  '주문 / 결제 > 결제 수단',
  '주문 / 결제 > 주문 취소',
  '주문 / 결제 > 가상계좌 / ARS',
  '배송 > 배송 조회 / 지연',
  '배송 > 해외 배송',
  '교환 / 오배송 > 교환 신청',
  '교환 / 오배송 > 오배송 / 누락',
  '교환 / 오배송 > 파손 / 불량',
  '환불 / 반품 > 반품 신청',
  '환불 / 반품 > 환불 확인',
  '회원 > 로그인 / 계정',
  '기타 > 기타 문의',
];

export function isClaimCategory(name: string): boolean {
  return CLAIM_CATEGORIES.includes(name);
}

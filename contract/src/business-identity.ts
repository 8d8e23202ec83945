import { z } from 'zod';
import { defineCall } from './call.ts';
import { siteIdentity } from './site-identity.ts';

/**
 * The seller's identity as staff edit it (decision 0503): what the footer shows (site-identity.ts)
 * and the order message states. The defaults are the shop's first values, used until staff saved
 * theirs.
 */
/** What the back office's form and the save's refusal say of a field (decision 0503). */
export const BusinessIdentityMessage = {
  companyNameRequired: '상호를 입력해 주세요.',
  representativeRequired: '대표자 이름을 입력해 주세요.',
  addressRequired: '사업장 주소를 입력해 주세요.',
  phoneRequired: '고객센터 전화번호를 입력해 주세요.',
  emailInvalid: '이메일 주소를 올바르게 입력해 주세요.',
  businessNoFormat: '사업자등록번호는 000-00-00000 형식으로 입력하세요.',
  mailOrderNoRequired: '통신판매업 신고번호를 입력해 주세요.',
  hostingProviderRequired: '호스팅 제공자를 입력해 주세요.',
  escrowNoteRequired: '구매안전서비스 안내 문구를 입력해 주세요.',
  tooLong: '입력할 수 있는 글자 수를 넘었습니다.',
} as const;

/** Maximum lengths of the identity's fields (the form's maxLength and the schema's). */
export const BusinessIdentityLimits = {
  companyName: 100,
  representative: 50,
  address: 200,
  phone: 30,
  email: 100,
  mailOrderNo: 50,
  hostingProvider: 100,
  escrowNote: 200,
} as const;

const M = BusinessIdentityMessage;
const L = BusinessIdentityLimits;
const required = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, M.tooLong);

export const businessIdentity = z.object({
  companyName: required(L.companyName, M.companyNameRequired),
  representative: required(L.representative, M.representativeRequired),
  address: required(L.address, M.addressRequired),
  phone: required(L.phone, M.phoneRequired),
  email: z.string().trim().max(L.email, M.tooLong).pipe(z.email(M.emailInvalid)),
  businessNo: z
    .string()
    .trim()
    .regex(/^\d{3}-\d{2}-\d{5}$/, M.businessNoFormat),
  mailOrderNo: required(L.mailOrderNo, M.mailOrderNoRequired),
  hostingProvider: required(L.hostingProvider, M.hostingProviderRequired),
  /** The escrow (구매안전서비스) confirmation: who provides it, as its confirmation reads. */
  escrowNote: required(L.escrowNote, M.escrowNoteRequired),
});
export type BusinessIdentity = z.infer<typeof businessIdentity>;

export const DEFAULT_BUSINESS_IDENTITY: BusinessIdentity = {
  companyName: '(주)아카데미북스',
  representative: '김하늘',
  address: '서울특별시 강남구 테헤란로 000, 00층',
  phone: '1588-0000',
  email: 'help@academybooks.co.kr',
  businessNo: '000-00-00000',
  mailOrderNo: '제0000-서울강남-0000호',
  hostingProvider: '(주)아카데미북스',
  // decision 0469: what the shop offers (virtual-account orders that ship, decision 0465)
  escrowNote:
    '고객님의 안전거래를 위해 무통장입금(가상계좌)으로 결제하시는 배송 상품 주문은 저희 쇼핑몰이 결제대행사에 가입한 구매안전서비스(결제대금예치)를 이용하실 수 있습니다.',
};

export const adminSiteIdentity = defineCall({
  operationId: 'adminSiteIdentity',
  tag: 'admin-content',
  method: 'GET',
  path: '/api/admin/site-identity',
  summary: "The seller's business identity as saved",
  response: siteIdentity,
});

export const adminSiteIdentitySave = defineCall({
  operationId: 'adminSiteIdentitySave',
  tag: 'admin-content',
  method: 'POST',
  path: '/api/admin/site-identity',
  summary: "Saves the seller's business identity (all fields)",
  body: businessIdentity,
  response: z.object({ data: siteIdentity }),
});

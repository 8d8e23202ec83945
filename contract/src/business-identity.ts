import { z } from 'zod';
import { defineCall } from './call.ts';
import { siteIdentity } from './site-identity.ts';

/**
 * The seller's identity as staff edit it (decision 0503): what the footer shows (site-identity.ts)
 * and the order message states. The defaults are the shop's first values, used until staff saved
 * theirs.
 */
export const businessIdentity = z.object({
  companyName: z.string().trim().min(1).max(100),
  representative: z.string().trim().min(1).max(50),
  address: z.string().trim().min(1).max(200),
  phone: z.string().trim().min(1).max(30),
  email: z.email().max(100),
  businessNo: z
    .string()
    .trim()
    .regex(/^\d{3}-\d{2}-\d{5}$/, '사업자등록번호는 000-00-00000 형식으로 입력하세요.'),
  mailOrderNo: z.string().trim().min(1).max(50),
  hostingProvider: z.string().trim().min(1).max(100),
  /** The escrow (구매안전서비스) confirmation: who provides it, as its confirmation reads. */
  escrowNote: z.string().trim().min(1).max(200),
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
  escrowNote:
    '고객님의 안전거래를 위해 현금 등으로 결제 시 저희 쇼핑몰에서 가입한 구매안전서비스를 이용하실 수 있습니다.',
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

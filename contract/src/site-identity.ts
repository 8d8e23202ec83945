import * as z from 'zod/mini';
import { defineCall } from './call.ts';

/**
 * The seller's identity as every page's footer shows it (전자상거래법 §10 ①, §13 ①; decision
 * 0503): data staff edit in the back office. zod/mini: the footer is on the home page's first load.
 */
export const siteIdentity = z.object({
  companyName: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  businessNo: z.string(),
  mailOrderNo: z.string(),
  hostingProvider: z.string(),
  escrowNote: z.string(),
  /**
   * The escrow provider's own page confirming the shop's 구매안전서비스 (decision 0469): the
   * gateway's, for the shop's merchant id; not staff data.
   */
  escrowConfirmUrl: z.string(),
});
export type SiteIdentity = z.infer<typeof siteIdentity>;

export const siteIdentityRead = defineCall({
  operationId: 'siteIdentityRead',
  tag: 'site',
  method: 'GET',
  path: '/api/site-identity',
  summary: "The seller's business identity for the footer",
  response: siteIdentity,
});

/** The Fair Trade Commission's page of a mail-order business, found by its registration number. */
export function ftcBusinessInfoUrl(businessNo: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNo.replace(/\D/g, '')}`;
}

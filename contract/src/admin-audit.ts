import { z } from 'zod';
import { rowIdParam } from './common.ts';
import { defineCall } from './call.ts';
import { calendarDay } from './orders.ts';

/**
 * The audit log of the back office (issue 9 §6): who changed what, when, with the state before
 * and after. Lists mask personal data; the detail shows it in full, and opening it is logged.
 */

/**
 * Actions written today. The order, payment and return screens add theirs here (e.g.
 * 'order.ship', 'deposit.confirm', 'refund.execute'); the viewer's action filter lists them.
 */
export const AUDIT_ACTIONS = [
  'staff.signIn',
  'staff.signOut',
  'staff.passwordChange',
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.passwordReset',
  'staff.roleChange',
  'inquiry.answer',
  'answerTemplate.create',
  'answerTemplate.update',
  'answerTemplate.delete',
  'personalData.view',
  'order.note',
  'order.prepare',
  'order.ship',
  'order.deliver',
  'order.withdrawalException',
  'deposit.confirm',
  'revoke.pickup',
  'revoke.inspect',
  'revoke.refund',
  'revoke.refundRetry',
  'revoke.refundAttempt',
  'revoke.refundOverride',
  'revoke.reject',
  'product.create',
  'product.update',
  'product.saleStatus',
  'synonym.create',
  'synonym.update',
  'synonym.delete',
  'season.update',
  'deliveryFee.update',
  'emsFee.update',
  'emsFee.import',
  'sitePopup.create',
  'sitePopup.update',
  'recommended.update',
  'faq.create',
  'faq.update',
  'faq.delete',
  'faqCategory.create',
  'faqCategory.update',
  'faqCategory.delete',
  'carouselBanner.create',
  'carouselBanner.update',
  'guideTab.update',
  'section.update',
  'holiday.save',
  'holiday.delete',
  'siteIdentity.update',
  'category.create',
  'category.update',
  'category.delete',
  'category.rule',
  'product.cover',
  'section.banner',
  'retention.update',
  'retention.dryRun',
  'retention.purge',
  'member.erase',
  'policy.publish',
  'download.create',
  'download.update',
  'download.order',
  'download.delete',
  'policy.withdraw',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row is about; later modules add 'order', 'payment', 'revoke'. */
export const AUDIT_ENTITY_TYPES = [
  'staff',
  'claim',
  'answer_template',
  'audit_log',
  'order',
  'payment',
  'revoke',
  'product',
  'search_synonym',
  'selling_season',
  'delivery_fee',
  'ems_fee_rate',
  'site_popup',
  'recommended_products',
  'faq_entry',
  'faq_category',
  'carousel_banner',
  'guide_tab',
  'section',
  'holiday',
  'site_identity',
  'category',
  'retention_setting',
  'retention_run',
  'member',
  'policy_version',
  'support_download',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AuditLimits = { pageSize: 20 } as const;

export const auditEntry = z.object({
  auditLogId: z.number().int(),
  createdAt: z.string(),
  staffId: z.number().int(),
  staffLoginId: z.string(),
  staffName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogList = defineCall({
  operationId: 'auditLogList',
  tag: 'admin-audit',
  method: 'GET',
  path: '/api/admin/audit-logs',
  summary: 'Audit rows, newest first, personal data masked; filters by staff, action and days',
  query: z.object({
    staffId: rowIdParam.optional(),
    action: z.string().max(60).optional(),
    entityType: z.string().max(40).optional(),
    entityId: z.string().max(60).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    list: z.array(auditEntry),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const auditLogDetail = defineCall({
  operationId: 'auditLogDetail',
  tag: 'admin-audit',
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'One audit row with personal data in full; the view itself is logged',
  query: z.object({ auditLogId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ data: auditEntry }),
});

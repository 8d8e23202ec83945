import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';

/**
 * Records the shop keeps by law and for how long (issue 21 item 6; 전자상거래법 §6 ③ and its
 * 시행령 §6 ①): contracts or withdrawals, payments, and deliveries 5 years; consumer complaints
 * and dispute handling (the 1:1 inquiries) 3 years. Each kind's period is a setting staff edit
 * (never below the law's), the purge past it runs as a dry run first and then for real, and a
 * member's erasure never touches a record before its time (decisions 0506–0509).
 */
export const RECORD_KINDS = [
  'contracts',
  'withdrawals',
  'payments',
  'deliveries',
  'complaints',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const recordKind = z.enum(RECORD_KINDS);

/** The law's periods in years (시행령 §6 ① 1–4): a setting may be longer, never shorter. */
export const LEGAL_RETENTION_YEARS: Readonly<Record<RecordKind, number>> = {
  contracts: 5,
  withdrawals: 5,
  payments: 5,
  deliveries: 5,
  complaints: 3,
};

/** Longest period a setting may hold: personal data is kept no longer than needed (개인정보 보호법 §21). */
export const RETENTION_MAX_YEARS = 10;

export const RecordsMessage = {
  belowLaw: (years: number) => `법정 보존기간(${years}년)보다 짧게 정할 수 없습니다.`,
  tooLong: `보존기간은 ${RETENTION_MAX_YEARS}년까지 정할 수 있습니다.`,
  dryRunMissing: '먼저 미리보기(dry run)를 실행해 주세요.',
  dryRunStale:
    '더 새로운 미리보기가 있거나 이미 실행된 미리보기입니다. 다시 미리보기를 실행해 주세요.',
  memberInFlight: '진행 중인 주문이나 취소·반품이 있어 지금은 회원 정보를 삭제할 수 없습니다.',
  memberUnknown: '이 쇼핑몰에 기록이 없는 회원입니다.',
  memberErased: '이미 삭제 처리된 회원입니다.',
  reasonRequired: '삭제 사유를 입력해 주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해 주세요.',
} as const;

export const RecordsErrorCode = {
  dryRunStale: 'RETENTION-DRY-RUN-STALE',
  memberInFlight: 'MEMBER-IN-FLIGHT',
} as const;

export const retentionSetting = z.object({
  kind: recordKind,
  years: z.number().int(),
  legalYears: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const adminRetentionSettings = defineCall({
  operationId: 'adminRetentionSettings',
  tag: 'admin-records',
  method: 'GET',
  path: '/api/admin/retention-settings',
  summary: 'How long each kind of record is kept, beside the legal minimum',
  response: z.object({ list: z.array(retentionSetting) }),
});

export const retentionSave = z
  .object({ kind: recordKind, years: z.number().int().min(1).max(RETENTION_MAX_YEARS) })
  .superRefine((v, ctx) => {
    const legal = LEGAL_RETENTION_YEARS[v.kind];
    if (v.years < legal) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: RecordsMessage.belowLaw(legal) });
    }
  });

export const adminRetentionSave = defineCall({
  operationId: 'adminRetentionSave',
  tag: 'admin-records',
  method: 'POST',
  path: '/api/admin/retention-settings',
  summary: "Changes one kind's period (audited; never below the law's)",
  body: retentionSave,
  response: z.object({ data: retentionSetting }),
});

/** One record a run found past its time (an order or an inquiry), with its kind. */
export const retentionItem = z.object({
  kind: recordKind,
  /** The order (every kind but complaints) or the inquiry (complaints). */
  subjectId: z.number().int(),
  /** The last event the period runs from, YYYY-MM-DD (Seoul). */
  lastEventDate: z.string(),
  /** Its period ended that day. */
  expiredOn: z.string(),
});

export const retentionRun = z.object({
  runId: z.number().int(),
  mode: z.enum(['dry', 'purge']),
  /** 'job' for the periodic job, else the staff member's name. */
  actor: z.string(),
  createdAt: z.string(),
  /** A dry run: when its list was purged (by staff or the next job), null until then. */
  carriedOutAt: z.string().nullable(),
  /** A purge: the dry run it carried out. */
  dryRunId: z.number().int().nullable(),
  counts: z.record(recordKind, z.number().int()),
});
export type RetentionRun = z.infer<typeof retentionRun>;

export const adminRetentionRuns = defineCall({
  operationId: 'adminRetentionRuns',
  tag: 'admin-records',
  method: 'GET',
  path: '/api/admin/retention-runs',
  summary: 'The latest dry run with what it would purge, and the recent runs',
  response: z.object({
    latestDryRun: retentionRun.nullable(),
    /** What the latest dry run found, up to 200 lines (the counts have them all). */
    items: z.array(retentionItem),
    runs: z.array(retentionRun),
  }),
});

export const adminRetentionDryRun = defineCall({
  operationId: 'adminRetentionDryRun',
  tag: 'admin-records',
  method: 'POST',
  path: '/api/admin/retention-dry-run',
  summary: 'Lists what is past its period now, changing nothing but the list (audited)',
  body: z.object({}),
  response: z.object({ data: retentionRun }),
});

export const adminRetentionPurge = defineCall({
  operationId: 'adminRetentionPurge',
  tag: 'admin-records',
  method: 'POST',
  path: '/api/admin/retention-purge',
  summary: 'Purges what the latest dry run listed and is still past its period (audited)',
  body: z.object({ dryRunId: rowId }),
  response: z.object({ data: retentionRun }),
});

export const memberErasureForm = z.object({
  memberId: rowId,
  reason: z
    .string()
    .trim()
    .min(1, RecordsMessage.reasonRequired)
    .max(500, RecordsMessage.reasonTooLong),
});

export const adminMemberErasure = defineCall({
  operationId: 'adminMemberErasure',
  tag: 'admin-records',
  method: 'POST',
  path: '/api/admin/member-erasure',
  summary:
    "Erases a member's personal data the shop no longer needs; records under retention stay until their time (audited)",
  body: memberErasureForm,
  response: z.object({
    data: z.object({
      memberId: z.number().int(),
      erasedAt: z.string(),
      /** What went at once. */
      sessions: z.number().int(),
      cartLines: z.number().int(),
      unpaidOrders: z.number().int(),
      /** Orders and inquiries kept until their period ends. */
      keptOrders: z.number().int(),
      keptInquiries: z.number().int(),
    }),
  }),
});

import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@shop/contract/admin-audit.ts';
import { STAFF_ROLES } from '@shop/contract/admin-permissions.ts';
import { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/status-codes.ts';
import { POLICY_KINDS } from '@shop/contract/support-downloads.ts';
import { formatDateTime, formatWon } from '../../lib/format.ts';

/** The words an audit row's fields and values are shown in (the page's language). */
export interface AuditWords {
  /** A field's name ('sellPrice' → '판매가'); an unknown field as it is. */
  field: (key: string) => string;
  /** The label of a code of a known set (a staff role, a sale status, …). */
  code: (set: CodedField, code: string) => string;
  yes: string;
  no: string;
}

/** Fields whose values are codes of a set the back office has labels for. */
const CODED = {
  /** what a personal-data view was of: an audit entry's action and entity, or a page */
  action: AUDIT_ACTIONS,
  entityType: AUDIT_ENTITY_TYPES,
  viewed: ['inquiry', 'order', 'revoke', 'auditLog'],
  role: STAFF_ROLES,
  saleStatus: SaleStatus,
  /** a product's kind, or a policy document's (terms, privacy) */
  kind: [...ProductKind, ...POLICY_KINDS],
  orderStatus: ORDER_STATUSES,
  paymentStatus: PAYMENT_STATUSES,
} as const;
export type CodedField = keyof typeof CODED;

/** Amounts in won, shown with their unit ('13,500원'). */
const WON_FIELDS = new Set(['amount', 'feeWon', 'markedPrice', 'refundTotal', 'sellPrice']);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isCoded = (key: string): key is CodedField => key in CODED;

/** One value of an audit row as staff read it; a value the page cannot name, as compact JSON. */
export function auditValueText(words: AuditWords, key: string, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return WON_FIELDS.has(key) ? formatWon(value) : String(value);
  if (typeof value === 'string') {
    if (isCoded(key) && (CODED[key] as readonly string[]).includes(value)) {
      return words.code(key, value);
    }
    return INSTANT.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.map((v) => auditValueText(words, key, v)).join(', ');
  }
  return JSON.stringify(value);
}

export interface AuditFieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Every field of an audit row's before and after, named and shown in the page's words; a row
 * whose before and after are not objects is one field without a name.
 */
export function auditFields(
  words: AuditWords,
  before: unknown,
  after: unknown,
): AuditFieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [
      {
        key: '',
        label: '',
        before: auditValueText(words, '', before),
        after: auditValueText(words, '', after),
        changed: JSON.stringify(before) !== JSON.stringify(after),
      },
    ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((key) => ({
    key,
    label: words.field(key),
    before: key in b ? auditValueText(words, key, b[key]) : '–',
    after: key in a ? auditValueText(words, key, a[key]) : '–',
    changed: JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  }));
}

/** 'name: before → after' lines of what changed, for the list's change column. */
export function changeLines(words: AuditWords, before: unknown, after: unknown): string[] {
  return auditFields(words, before, after)
    .filter((f) => f.changed)
    .map((f) => {
      const change = before == null ? f.after : `${f.before} → ${f.after}`;
      return f.label ? `${f.label}: ${change}` : change;
    });
}

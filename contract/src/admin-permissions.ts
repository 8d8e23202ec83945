import { z } from 'zod';

/**
 * The back office's roles and what each may do (issue 9). This table is the one place that says
 * it: the server checks every staff call against it (`requirePermission`), the admin web app
 * builds its sidebar from the permissions the server answers.
 */
export const STAFF_ROLES = [
  'customer_service',
  'warehouse',
  'finance',
  'merchandiser',
  'administrator',
] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

export const STAFF_PERMISSIONS = [
  /** The 1:1 inquiry queue and an inquiry's detail. */
  'inquiries.read',
  /** Answering an inquiry (handleMemo, handleDatetime, '답변완료'). */
  'inquiries.answer',
  /** Creating, editing and deleting the reusable answer templates. */
  'answerTemplates.manage',
  /** Reading orders (orders module, issue 6). */
  'orders.read',
  /** Preparing → shipped (courier, invoice number) → delivered; courier CSV. */
  'orders.fulfil',
  /** Reading cancel and return requests (revoke module, issue 7). */
  'revokes.read',
  /** Return pickups, goods received and inspected. */
  'recalls.process',
  /** Virtual accounts, deposits, reconciliation. */
  'payments.read',
  /** Sales reports: sales, refunds, net, benefits used, late refunds; their CSV files. */
  'reports.read',
  /** Manual deposit confirmation for notifications the gateway missed. */
  'deposits.confirm',
  /** Executing or recording refunds, overriding a calculated refund. */
  'refunds.execute',
  /** Full phones, addresses and account numbers on a detail view (every view is logged). */
  'personalData.view',
  /** The audit log viewer. */
  'audit.read',
  /** Staff accounts: create, disable, reset password, change role. */
  'staff.manage',
  /** Products (fields, prices, sale status, covers, CSV), categories and sections (issue 19). */
  'catalog.manage',
  /** The selling-season calendar and the delivery fees (issue 19 §5). */
  'fees.manage',
  /** The shop's content: the site popup, the recommended products and the FAQ (issue 19 §4). */
  'content.manage',
  /**
   * Records kept by law (issue 21 item 6): the retention period of each kind, the purge of what
   * is past it (dry run, then the real run) and a member's erasure (decisions 0506–0509).
   */
  'records.manage',
] as const;
export const staffPermission = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermission>;

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  customer_service: [
    'inquiries.read',
    'inquiries.answer',
    'answerTemplates.manage',
    'orders.read',
    'revokes.read',
    'personalData.view',
  ],
  warehouse: [
    'orders.read',
    'orders.fulfil',
    'revokes.read',
    'recalls.process',
    'personalData.view',
  ],
  finance: [
    'orders.read',
    'revokes.read',
    'payments.read',
    'deposits.confirm',
    'refunds.execute',
    'reports.read',
    'personalData.view',
  ],
  merchandiser: ['catalog.manage', 'fees.manage', 'content.manage'],
  administrator: STAFF_PERMISSIONS,
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

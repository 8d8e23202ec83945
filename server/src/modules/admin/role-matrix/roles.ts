import type { StaffRole } from '@shop/contract/admin-permissions.ts';

/**
 * The role matrix of the staff endpoints (staff-permissions.api.test.ts), written out by hand so that a
 * change of the permission table shows up there: which roles may call a route, and a well-formed
 * call of it.
 */

export type Allowed = Record<StaffRole, boolean>;
export const ALL: Allowed = {
  customer_service: true,
  warehouse: true,
  finance: true,
  merchandiser: true,
  administrator: true,
};
/** The roles that work on orders (the merchandiser does not). */
export const ORDERS_READ: Allowed = { ...ALL, merchandiser: false };
export const ADMIN_ONLY: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: false,
  merchandiser: false,
  administrator: true,
};
export const CS: Allowed = {
  customer_service: true,
  warehouse: false,
  finance: false,
  merchandiser: false,
  administrator: true,
};

export const WAREHOUSE: Allowed = {
  customer_service: false,
  warehouse: true,
  finance: false,
  merchandiser: false,
  administrator: true,
};

export const FINANCE: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: true,
  merchandiser: false,
  administrator: true,
};

export const REVOKES_READ: Allowed = ORDERS_READ;
export const RECALLS: Allowed = WAREHOUSE;
export const REFUNDS: Allowed = FINANCE;
export const CATALOG: Allowed = {
  customer_service: false,
  warehouse: false,
  finance: false,
  merchandiser: true,
  administrator: true,
};
export const FEES: Allowed = CATALOG;
export const CONTENT: Allowed = CATALOG;

export interface RoleMatrixRow {
  method: 'GET' | 'POST';
  path: string;
  allowed: Allowed;
  /** Query string or JSON body of a well-formed call. */
  input: () => string | Record<string, unknown>;
  /** An upload's raw body (application/octet-stream); `input` is then its query string. */
  rawBody?: () => Buffer;
}

/** What rows' inputs read and count: the staff member some rows act on, a counter for new names. */
export const matrixState = { target: 0, seq: 0 };

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffAccount } from '@shop/contract/admin-staff.ts';
import type { StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../../db/client.ts';
import { staff, staffSignInAttempts } from '../../db/schema/staff.ts';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByLoginId(db: Db, loginId: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.loginId, loginId));
  return row;
}

/** The row, locked for the rest of the transaction. */
export async function lockStaff(db: Db, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId)).for('update');
  return row;
}

const accountColumns = {
  staffId: staff.staffId,
  loginId: staff.loginId,
  name: staff.name,
  role: staff.role,
  disabledAt: staff.disabledAt,
  mustChangePassword: staff.mustChangePassword,
  lockedUntil: sql<Date | null>`case when ${staffSignInAttempts.lockedUntil} > now() then ${staffSignInAttempts.lockedUntil} end`,
  lastSignInAt: staff.lastSignInAt,
  createdAt: staff.createdAt,
};

const ROLE_ORDER = sql`array_position(array['administrator','customer_service','warehouse','finance','merchandiser']::text[], ${staff.role})`;

function toAccount(row: {
  staffId: number;
  loginId: string;
  name: string;
  role: string;
  disabledAt: Date | null;
  mustChangePassword: boolean;
  lockedUntil: Date | string | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}): StaffAccount {
  return {
    staffId: row.staffId,
    loginId: row.loginId,
    name: row.name,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    lockedUntil: row.lockedUntil === null ? null : new Date(row.lockedUntil).toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every account with its sign-in lock: in use first, then by role and name. */
export async function listStaffAccounts(db: Db, staffId?: number): Promise<StaffAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(staff)
    .leftJoin(staffSignInAttempts, eq(staffSignInAttempts.loginKey, staff.loginId))
    .where(staffId === undefined ? undefined : eq(staff.staffId, staffId))
    .orderBy(sql`${staff.disabledAt} is not null`, ROLE_ORDER, asc(staff.name), asc(staff.staffId));
  return rows.map(toAccount);
}

export async function staffAccount(db: Db, staffId: number): Promise<StaffAccount | undefined> {
  return (await listStaffAccounts(db, staffId))[0];
}

export async function insertStaff(
  db: Db,
  row: {
    loginId: string;
    name: string;
    role: StaffRole;
    passwordHash: string;
    mustChangePassword: boolean;
  },
): Promise<number | undefined> {
  const [created] = await db
    .insert(staff)
    .values(row)
    .onConflictDoNothing({ target: staff.loginId })
    .returning({ staffId: staff.staffId });
  return created?.staffId;
}

export async function updateStaff(
  db: Db,
  staffId: number,
  set: Partial<
    Pick<
      StaffRow,
      | 'role'
      | 'disabledAt'
      | 'passwordHash'
      | 'mustChangePassword'
      | 'passwordChangedAt'
      | 'lastSignInAt'
    >
  >,
): Promise<void> {
  await db.update(staff).set(set).where(eq(staff.staffId, staffId));
}

/** Administrators in use, locked so that two changes cannot remove the last one together. */
export async function lockActiveAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .select({ staffId: staff.staffId })
    .from(staff)
    .where(and(eq(staff.role, 'administrator'), isNull(staff.disabledAt)))
    .for('update');
  return rows.map((r) => r.staffId);
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Back-office staff (issue 9 §1): their own credentials, never the academy SSO. Accounts are
 * disabled, not deleted, so that the audit log keeps naming who did what.
 */
export const staff = pgTable(
  'staff',
  {
    staffId: serial('staff_id').primaryKey(),
    /** Lower case; unique (docs/decisions/0067-staff-accounts-and-passwords.md). */
    loginId: text('login_id').notNull().unique(),
    name: text('name').notNull(),
    /** contract/src/admin-permissions.ts STAFF_ROLES */
    role: text('role').notNull(),
    /** `scrypt$<N>$<r>$<p>$<salt>$<hash>` (server/src/modules/admin/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_role_chk',
      sql`${t.role} in ('customer_service', 'warehouse', 'finance', 'merchandiser', 'administrator')`,
    ),
    check('staff_login_id_chk', sql`${t.loginId} = lower(${t.loginId})`),
  ],
);

/**
 * Staff sessions, apart from the members' `sessions`: the cookie carries 32 random bytes, the row
 * is keyed by their SHA-256; the CSRF token is sent back by the admin app in X-Staff-Csrf.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sessions_expires_idx').on(t.expiresAt),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Sign-in attempts per login id, whether or not such a staff member exists (so that the answers
 * cannot tell them apart), and per address (`address:<ip>`). An attempt is counted before the
 * password is checked, so parallel guesses cannot slip past the delay; `locked_until` is when
 * the next attempt may come (decision 0329). A success deletes the login id's row and gives the
 * address its attempt back.
 */
export const staffSignInAttempts = pgTable('staff_sign_in_attempts', {
  loginKey: text('login_key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

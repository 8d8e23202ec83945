import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** What the shop keeps of the academy's record for a signed-in member (refreshed by auth-state-fetch). */
export interface SessionProfile {
  account: {
    stdId: number;
    stdName: string;
    loginId: string | null;
    loginType: 'P' | 'S';
    stdHandPhone: string | null;
  };
  isInstituteAccount: boolean;
  acl: {
    stdId: number;
    stdName: string;
    brchId: number;
    brchName: string;
    brchType: string;
    brchHomepage: string | null;
  }[];
}

/**
 * Signed-in sessions (architecture §3, §6). The cookie carries a random token; the row is keyed
 * by its SHA-256, so the table alone cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    contextUuid: uuid('context_uuid').notNull(),
    memberId: integer('member_id').notNull(),
    profile: jsonb('profile').$type<SessionProfile>().notNull(),
    /**
     * The SSO's year of birth of a student account, kept from the sign-in (the class records do
     * not carry it); the age band is counted from it at each use (decision 0463).
     */
    birthYear: smallint('birth_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/**
 * One row per sign-in started at the SSO: the one-time state and nonce, bound to the browser that
 * started it (the hash of a short-lived HttpOnly cookie), used at most once.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull().unique(),
    bindingHash: text('binding_hash').notNull(),
    redirect: text('redirect'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_sign_ins_expires_idx').on(t.expiresAt)],
);

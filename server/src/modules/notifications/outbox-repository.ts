import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
export interface ClaimedRow {
  outboxId: number;
  kind: string;
  orderId: number | null;
  memberId: number | null;
  vars: Record<string, string>;
  attempts: number;
  title: string | null;
  body: string | null;
  phoneChannel: string | null;
  emailChannel: string | null;
}

/**
 * Takes up to `limit` due messages for `leaseMs`: rows another runner holds are skipped (SKIP
 * LOCKED while it claims, its lease after), so two runners never send the same row at once. A
 * runner that dies mid-send leaves its lease to run out; the row is then due again.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedRow[]> {
  const rows = await queryRows<{
    outbox_id: number;
    kind: string;
    order_id: number | null;
    member_id: number | null;
    vars: Record<string, string>;
    attempts: number;
    title: string | null;
    body: string | null;
    phone_channel: string | null;
    email_channel: string | null;
  }>(
    db,
    sql`update notification_outbox set attempts = attempts + 1,
        lease_until = ${new Date(now.getTime() + leaseMs)}
      where outbox_id in (select outbox_id from notification_outbox
        where status = 'pending'
          -- the caller's clock counts whole milliseconds, PostgreSQL's micro: a row written in
          -- the same millisecond as the claim is due (a CI run missed one that way)
          and next_attempt_at < ${now}::timestamptz + interval '1 millisecond'
          and (lease_until is null or lease_until < ${now})
        order by next_attempt_at, outbox_id limit ${limit} for update skip locked)
      returning outbox_id, kind, order_id, member_id, vars, attempts, title, body, phone_channel,
        email_channel`,
  );
  return rows.map((r) => ({
    outboxId: r.outbox_id,
    kind: r.kind,
    orderId: r.order_id,
    memberId: r.member_id,
    vars: r.vars,
    attempts: r.attempts,
    title: r.title,
    body: r.body,
    phoneChannel: r.phone_channel,
    emailChannel: r.email_channel,
  }));
}

export async function saveText(db: Db, outboxId: number, title: string, body: string) {
  await db.execute(
    sql`update notification_outbox set title = ${title}, body = ${body} where outbox_id = ${outboxId}`,
  );
}

export async function recordPhone(db: Db, outboxId: number, channel: string, at: Date) {
  await db.execute(sql`update notification_outbox set phone_channel = ${channel},
    phone_sent_at = ${channel === 'none' ? null : at} where outbox_id = ${outboxId}`);
}

export async function recordEmail(db: Db, outboxId: number, channel: string, at: Date) {
  await db.execute(sql`update notification_outbox set email_channel = ${channel},
    email_sent_at = ${channel === 'none' ? null : at} where outbox_id = ${outboxId}`);
}

export async function finish(db: Db, outboxId: number, status: 'sent' | 'failed', error?: string) {
  await db.execute(sql`update notification_outbox set status = ${status}, lease_until = null,
    last_error = ${error ?? null} where outbox_id = ${outboxId}`);
}

export async function retryAt(db: Db, outboxId: number, at: Date, error: string) {
  await db.execute(sql`update notification_outbox set next_attempt_at = ${at}, lease_until = null,
    last_error = ${error} where outbox_id = ${outboxId}`);
}

export interface SentRow {
  title: string;
  body: string;
  phone_channel: string | null;
  phone_sent_at: string | Date | null;
  email_channel: string | null;
  email_sent_at: string | Date | null;
}

/** What left for one order of one member, oldest first (the order's index). */
export function sentForOrder(db: Db, memberId: number, orderId: number): Promise<SentRow[]> {
  return queryRows<SentRow>(
    db,
    sql`select n.title, n.body, n.phone_channel, n.phone_sent_at, n.email_channel, n.email_sent_at
      from notification_outbox n join orders o on o.order_id = n.order_id
      where n.order_id = ${orderId} and o.member_id = ${memberId} and n.title is not null
        and (n.phone_sent_at is not null or n.email_sent_at is not null)
      order by n.outbox_id`,
  );
}

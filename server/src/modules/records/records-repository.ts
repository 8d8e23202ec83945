import { sql, type SQL } from 'drizzle-orm';
import type { RecordKind } from '@shop/contract/admin-records.ts';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * The SQL of records kept by law (decisions 0506–0509): each kind's period, what is past it, and
 * how each kind's personal data is destroyed. An order's kinds share one clock, its last event.
 */

/** Ids as one parameter (an empty list is an empty array). */
const ids = (values: readonly number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;

/** Most rows one kind's run lists; the next run takes the rest. */
export const RUN_LIMIT = 1_000;

export interface SettingRow {
  kind: string;
  years: number;
  updated_at: string | Date | null;
}

export function settingRows(db: Db): Promise<SettingRow[]> {
  return queryRows<SettingRow>(db, sql`select kind, years, updated_at from retention_settings`);
}

export async function lockSetting(tx: Db, kind: RecordKind): Promise<SettingRow | undefined> {
  const [row] = await queryRows<SettingRow>(
    tx,
    sql`select kind, years, updated_at from retention_settings where kind = ${kind} for update`,
  );
  return row;
}

export async function saveSetting(tx: Db, kind: RecordKind, years: number): Promise<SettingRow> {
  const [row] = await queryRows<SettingRow>(
    tx,
    sql`insert into retention_settings (kind, years, updated_at) values (${kind}, ${years}, now())
      on conflict (kind) do update set years = excluded.years, updated_at = now()
      returning kind, years, updated_at`,
  );
  return row!;
}

export interface CandidateRow {
  subject_id: number;
  last_event_at: string | Date;
}

/**
 * The orders whose last event (ordered, paid, shipped, delivered, a request made, inspected or
 * refunded) is more than `years` ago and whose `kind` was not purged yet; never an order awaiting
 * payment or with a request still open. `only`: among these orders.
 */
function pastOrders(kind: RecordKind, years: number, only?: readonly number[]): SQL {
  return sql`select l.order_id as subject_id, l.at as last_event_at from (
      select o.order_id, greatest(o.ordered_at, o.paid_at, d.shipped_at, d.delivered_at,
          (select max(greatest(r.requested_at, r.inspected_at, r.refunded_at))
            from revokes r where r.order_id = o.order_id)) as at
      from orders o left join order_deliveries d on d.order_id = o.order_id
      where o.status <> 'awaiting_payment'
        ${only ? sql`and o.order_id = any(${ids(only)})` : sql``}
        and not exists (select 1 from revokes r where r.order_id = o.order_id
          and r.revoke_progress_cd in ('반품비결제대기', '환불대기', '환불지시'))
    ) l
    where l.at < now() - make_interval(years => ${years}::int)
      and not exists (select 1 from record_purges p
        where p.kind = ${kind} and p.subject_id = l.order_id)
    order by l.at, l.order_id limit ${RUN_LIMIT}`;
}

/** The inquiries (complaints) whose last event (written, answered) is more than `years` ago. */
function pastInquiries(years: number, only?: readonly number[]): SQL {
  return sql`select claim_web_site_id as subject_id,
      greatest(write_datetime, handle_datetime) as last_event_at
    from claim_web_sites
    where greatest(write_datetime, handle_datetime) < now() - make_interval(years => ${years}::int)
      ${only ? sql`and claim_web_site_id = any(${ids(only)})` : sql``}
    order by last_event_at, claim_web_site_id limit ${RUN_LIMIT}`;
}

export function pastTheirTime(
  db: Db,
  kind: RecordKind,
  years: number,
  only?: readonly number[],
): Promise<CandidateRow[]> {
  return queryRows<CandidateRow>(
    db,
    kind === 'complaints' ? pastInquiries(years, only) : pastOrders(kind, years, only),
  );
}

/**
 * Destroys one kind's personal data of `subjects` (orders, or inquiries for complaints): what is
 * left — products, amounts, dates, progress — no longer tells who bought (개인정보 보호법 §58-2),
 * so the sales figures stay. Complaints are deleted whole, with their message.
 */
const DESTROY: Record<RecordKind, (s: SQL) => SQL[]> = {
  contracts: (s) => [
    sql`update orders set member_id = 0 where order_id = any(${s})`,
    sql`update order_items set std_id = null where order_id = any(${s})`,
    sql`delete from order_notes where order_id = any(${s})`,
    sql`delete from notification_outbox where order_id = any(${s})`,
  ],
  withdrawals: (s) => [
    sql`update revokes set member_id = 0, bank_name = null, bank_account = null,
        bank_account_name = null, recall_name = null, recall_email = null, recall_mobile = null,
        recall_mobile2 = null, recall_tel = null, recall_zipcode = null, recall_addr1 = null,
        recall_addr2 = null, delivery_note = null, recall_invoice_number = null
      where order_id = any(${s})`,
    sql`update refunds set bank_name = null, bank_account = null, bank_account_name = null
      where order_id = any(${s})`,
    sql`update revoke_fee_payments f set vbank_account = null, vbank_holder = null
      from revokes r where r.revoke_id = f.revoke_id and r.order_id = any(${s})`,
  ],
  payments: (s) => [
    sql`update payment_gateway_records g set card_number = null, vbank_account = null,
        vbank_holder = null, ars_phone = null, pending_auth = null
      from payments p where p.payment_id = g.payment_id and p.order_id = any(${s})`,
    sql`update gateway_events set payload = null where order_id = any(${s})`,
    sql`update orders set cash_receipt_number = null where order_id = any(${s})`,
    sql`update cash_receipts set identifier = '' where order_id = any(${s})`,
  ],
  deliveries: (s) => [
    sql`update order_deliveries set name = null, email = null, mobile = null, mobile2 = null,
        tel = null, zipcode = null, addr1 = null, addr2 = null, delivery_note = null,
        international_phone = null, state = null, city = null, buyer_name = '',
        buyer_phone = null, invoice_no = null
      where order_id = any(${s})`,
  ],
  complaints: (s) => [
    sql`delete from notification_outbox n using claim_web_sites c
      where c.claim_web_site_id = any(${s}) and n.order_id is null
        and n.event_key = 'inquiryAnswered:member-' || c.member_id || ':' || c.claim_web_site_id`,
    sql`delete from claim_web_sites where claim_web_site_id = any(${s})`,
  ],
};

export async function destroy(
  tx: Db,
  kind: RecordKind,
  subjects: readonly number[],
  runId: number | null,
): Promise<void> {
  if (subjects.length === 0) return;
  for (const statement of DESTROY[kind](ids(subjects))) await tx.execute(statement);
  await tx.execute(sql`insert into record_purges (kind, subject_id, run_id)
    select ${kind}, s, ${runId}::int from unnest(${ids(subjects)}) as s
    on conflict do nothing`);
}

export interface RunRow {
  run_id: number;
  mode: 'dry' | 'purge';
  staff_name: string | null;
  dry_run_id: number | null;
  candidates: Record<string, [number, string, string][]>;
  counts: Record<string, number>;
  created_at: string | Date;
  carried_out_at: string | Date | null;
}

const RUN_COLUMNS = sql`r.run_id, r.mode, s.name as staff_name, r.dry_run_id, r.candidates,
  r.counts, r.created_at, r.carried_out_at`;

export async function insertRun(
  tx: Db,
  run: {
    mode: 'dry' | 'purge';
    staffId: number | null;
    dryRunId: number | null;
    candidates: Record<string, [number, string, string][]>;
    counts: Record<string, number>;
  },
): Promise<number> {
  const [row] = await queryRows<{ run_id: number }>(
    tx,
    sql`insert into retention_runs (mode, staff_id, dry_run_id, candidates, counts)
      values (${run.mode}, ${run.staffId}, ${run.dryRunId},
        ${JSON.stringify(run.candidates)}::jsonb, ${JSON.stringify(run.counts)}::jsonb)
      returning run_id`,
  );
  return row!.run_id;
}

export async function runById(db: Db, runId: number): Promise<RunRow | undefined> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from retention_runs r left join staff s on s.staff_id = r.staff_id
      where r.run_id = ${runId}`,
  );
  return row;
}

/** The newest dry run, locked: two purges of one dry run wait for each other. */
export async function lockLatestDryRun(tx: Db): Promise<RunRow | undefined> {
  const [row] = await queryRows<RunRow>(
    tx,
    sql`select ${RUN_COLUMNS} from retention_runs r left join staff s on s.staff_id = r.staff_id
      where r.mode = 'dry' order by r.run_id desc limit 1 for update of r`,
  );
  return row;
}

export function latestDryRun(db: Db): Promise<RunRow[]> {
  return queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from retention_runs r left join staff s on s.staff_id = r.staff_id
      where r.mode = 'dry' order by r.run_id desc limit 1`,
  );
}

export function recentRuns(db: Db, limit: number): Promise<RunRow[]> {
  return queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from retention_runs r left join staff s on s.staff_id = r.staff_id
      order by r.run_id desc limit ${limit}`,
  );
}

export async function markCarriedOut(tx: Db, dryRunId: number): Promise<void> {
  await tx.execute(
    sql`update retention_runs set carried_out_at = now() where run_id = ${dryRunId}`,
  );
}

export interface MemberFootprint {
  in_flight: number;
  orders: number;
  dropped: number[];
  inquiries: number;
  sessions: number;
  cart_lines: number;
  erased: boolean;
}

/**
 * What the shop holds of a member: orders still moving (unpaid, not yet delivered, a request
 * open), orders kept, unpaid orders let go (`dropped`, never a contract), inquiries, sessions,
 * cart lines, and whether it was erased before.
 */
export async function memberFootprint(tx: Db, memberId: number): Promise<MemberFootprint> {
  const [row] = await queryRows<MemberFootprint>(
    tx,
    sql`select
      (select count(*)::int from orders where member_id = ${memberId}
        and (status = 'awaiting_payment' or (status = 'paid'
          and order_progress_cd in ('결제완료', '배송준비중', '배송중')))) +
      (select count(*)::int from revokes where member_id = ${memberId}
        and revoke_progress_cd in ('반품비결제대기', '환불대기', '환불지시')) as in_flight,
      (select count(*)::int from orders where member_id = ${memberId} and status <> 'dropped')
        as orders,
      coalesce((select array_agg(order_id order by order_id) from orders
        where member_id = ${memberId} and status = 'dropped'), '{}') as dropped,
      (select count(*)::int from claim_web_sites where member_id = ${memberId}) as inquiries,
      (select count(*)::int from sessions where member_id = ${memberId}) as sessions,
      (select count(*)::int from cart_items where member_id = ${memberId}) as cart_lines,
      exists (select 1 from member_erasures where member_id = ${memberId}) as erased`,
  );
  return row!;
}

/** Serialises two erasures of one member (the row does not exist yet to lock). */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, 21)`);
}

/** What the shop copied or kept for convenience only: sessions, cart, idempotency answers. */
export async function deleteConveniences(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`delete from sessions where member_id = ${memberId}`);
  await tx.execute(sql`delete from cart_items where member_id = ${memberId}`);
  await tx.execute(sql`delete from idempotency_records where member_id = ${memberId}`);
}

export async function insertErasure(
  tx: Db,
  memberId: number,
  staffId: number,
  reason: string,
): Promise<string | Date> {
  const [row] = await queryRows<{ erased_at: string | Date }>(
    tx,
    sql`insert into member_erasures (member_id, staff_id, reason)
      values (${memberId}, ${staffId}, ${reason}) returning erased_at`,
  );
  return row!.erased_at;
}

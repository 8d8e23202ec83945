import {
  LEGAL_RETENTION_YEARS,
  RECORD_KINDS,
  RecordsErrorCode,
  RecordsMessage,
  type RecordKind,
  type RetentionRun,
} from '@shop/contract/admin-records.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import * as repo from './records-repository.ts';

type Candidates = Record<string, [number, string, string][]>;

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

/** The day `years` after `day` (YYYY-MM-DD); 29 February falls on 28 February. */
function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

function runOf(row: repo.RunRow): RetentionRun {
  const counts = Object.fromEntries(RECORD_KINDS.map((k) => [k, row.counts[k] ?? 0]));
  return {
    runId: row.run_id,
    mode: row.mode,
    actor: row.staff_name ?? 'job',
    createdAt: iso(row.created_at)!,
    carriedOutAt: iso(row.carried_out_at),
    dryRunId: row.dry_run_id,
    counts: counts as RetentionRun['counts'],
  };
}

/**
 * Records kept by law (decisions 0506–0508): each kind's period (a setting, never below the
 * law's), the dry run that lists what is past it, and the purge that destroys what the latest dry
 * run listed and is still past its time. The periodic job does both, a period apart.
 */
export class RetentionService {
  constructor(private readonly db: Db) {}

  async settings() {
    const rows = new Map((await repo.settingRows(this.db)).map((r) => [r.kind, r]));
    return RECORD_KINDS.map((kind) => ({
      kind,
      years: rows.get(kind)?.years ?? LEGAL_RETENTION_YEARS[kind],
      legalYears: LEGAL_RETENTION_YEARS[kind],
      updatedAt: iso(rows.get(kind)?.updated_at ?? null),
    }));
  }

  save(actor: AuditActor, kind: RecordKind, years: number) {
    return inTransaction(this.db, async (tx) => {
      const before = await repo.lockSetting(tx, kind);
      if (before?.years === years) {
        return {
          kind,
          years,
          legalYears: LEGAL_RETENTION_YEARS[kind],
          updatedAt: iso(before.updated_at),
        };
      }
      const after = await repo.saveSetting(tx, kind, years);
      await withAudit(
        tx,
        actor,
        'retention.update',
        { type: 'retention_setting', id: kind },
        { years: before?.years ?? LEGAL_RETENTION_YEARS[kind] },
        { years },
      );
      return {
        kind,
        years: after.years,
        legalYears: LEGAL_RETENTION_YEARS[kind],
        updatedAt: iso(after.updated_at),
      };
    });
  }

  private async yearsByKind(db: Db): Promise<Record<RecordKind, number>> {
    const rows = new Map((await repo.settingRows(db)).map((r) => [r.kind, r.years]));
    return Object.fromEntries(
      RECORD_KINDS.map((k) => [k, Math.max(rows.get(k) ?? 0, LEGAL_RETENTION_YEARS[k])]),
    ) as Record<RecordKind, number>;
  }

  /** Lists what is past its time now; changes nothing else. `actor` null: the periodic job. */
  dryRun(actor: AuditActor | null): Promise<RetentionRun> {
    return inTransaction(this.db, async (tx) => {
      const years = await this.yearsByKind(tx);
      const candidates: Candidates = {};
      for (const kind of RECORD_KINDS) {
        const rows = await repo.pastTheirTime(tx, kind, years[kind]);
        candidates[kind] = rows.map((r) => {
          const last = seoulDate(new Date(r.last_event_at));
          return [r.subject_id, last, yearsAfter(last, years[kind])];
        });
      }
      const counts = Object.fromEntries(RECORD_KINDS.map((k) => [k, candidates[k]!.length]));
      const runId = await repo.insertRun(tx, {
        mode: 'dry',
        staffId: actor?.staffId ?? null,
        dryRunId: null,
        candidates,
        counts,
      });
      if (actor) {
        await withAudit(tx, actor, 'retention.dryRun', { type: 'retention_run', id: runId }, null, {
          counts,
        });
      }
      return runOf((await repo.runById(tx, runId))!);
    });
  }

  /**
   * Destroys what the dry run `dryRunId` listed and is still past its time (a setting made longer
   * since, or a new request on the order, keeps it). Only the newest dry run, and only once.
   */
  purge(actor: AuditActor | null, dryRunId: number): Promise<RetentionRun> {
    return inTransaction(this.db, async (tx) => {
      const dry = await repo.lockLatestDryRun(tx);
      if (!dry) throw new AppError(409, RecordsErrorCode.dryRunStale, RecordsMessage.dryRunMissing);
      if (dry.run_id !== dryRunId || dry.carried_out_at !== null) {
        throw new AppError(409, RecordsErrorCode.dryRunStale, RecordsMessage.dryRunStale);
      }
      const years = await this.yearsByKind(tx);
      const purged: Candidates = {};
      const stillPast = new Map<RecordKind, number[]>();
      for (const kind of RECORD_KINDS) {
        const listed = (dry.candidates[kind] ?? []).map(([id]) => id);
        const rows =
          listed.length === 0 ? [] : await repo.pastTheirTime(tx, kind, years[kind], listed);
        stillPast.set(
          kind,
          rows.map((r) => r.subject_id),
        );
        const keep = new Set(rows.map((r) => r.subject_id));
        purged[kind] = (dry.candidates[kind] ?? []).filter(([id]) => keep.has(id));
      }
      const counts = Object.fromEntries(RECORD_KINDS.map((k) => [k, purged[k]!.length]));
      const runId = await repo.insertRun(tx, {
        mode: 'purge',
        staffId: actor?.staffId ?? null,
        dryRunId,
        candidates: purged,
        counts,
      });
      for (const [kind, subjects] of stillPast) await repo.destroy(tx, kind, subjects, runId);
      await repo.markCarriedOut(tx, dryRunId);
      if (actor) {
        await withAudit(
          tx,
          actor,
          'retention.purge',
          { type: 'retention_run', id: runId },
          { dryRunId },
          { counts },
        );
      }
      return runOf((await repo.runById(tx, runId))!);
    });
  }

  /**
   * One period of the job: the previous dry run, shown on the staff screen for a period, is
   * carried out; then a new dry run lists what the next period will purge.
   */
  async jobRun(): Promise<void> {
    const [dry] = await repo.latestDryRun(this.db);
    if (dry && dry.carried_out_at === null) await this.purge(null, dry.run_id);
    await this.dryRun(null);
  }

  async overview() {
    const [dry] = await repo.latestDryRun(this.db);
    const items = dry
      ? RECORD_KINDS.flatMap((kind) =>
          (dry.candidates[kind] ?? []).map(([subjectId, lastEventDate, expiredOn]) => ({
            kind,
            subjectId,
            lastEventDate,
            expiredOn,
          })),
        ).slice(0, 200)
      : [];
    return {
      latestDryRun: dry ? runOf(dry) : null,
      items,
      runs: (await repo.recentRuns(this.db, 20)).map(runOf),
    };
  }
}

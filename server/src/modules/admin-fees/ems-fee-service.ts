import { createHash } from 'node:crypto';
import {
  AdminEmsFeeErrorCode,
  AdminEmsFeeMessage,
  EmsFeeLimits,
  EmsZones,
  type EmsFeeChange,
  type EmsFeeRow,
  type EmsPremiumCd,
} from '@shop/contract/admin-ems-fees.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  PostcodeUnavailable,
  type EmsTariff,
  type PostcodeService,
} from '../../integrations/postcode/postcode-service.ts';
import { inTransaction, withAudit, withAuditMany, type AuditActor } from '../admin/audit-log.ts';
import { limitedNationsOf, type OverseaPricing } from '../checkout/oversea-pricing.ts';
import * as repo from './ems-fee-repository.ts';

/**
 * The shop's EMS fee table in the back office (decision 0523): a fee saved by staff, or the
 * post's current tariff imported through the postcode/EMS service, both audited row by row. The
 * overseas preview reads the table on every call, so a change is the next preview's on every
 * instance; an order keeps the fee it was charged (`orders.oversea_fee`).
 */
export class EmsFeeAdminService {
  constructor(
    private readonly db: Db,
    private readonly postcode: PostcodeService,
    private readonly oversea: OverseaPricing,
  ) {}

  async table(premiumCd: EmsPremiumCd) {
    const [rows, zones] = await Promise.all([
      repo.emsFeeRows(this.db, premiumCd),
      this.zoneNations(premiumCd),
    ]);
    return { premiumCd, rows, zones };
  }

  async save(actor: AuditActor, key: repo.EmsFeeKey, feeWon: number): Promise<EmsFeeRow> {
    return inTransaction(this.db, async (tx) => {
      await repo.lockEmsFees(tx);
      const before = await repo.emsFeeRow(tx, key);
      if (!before) throw notFound(AdminEmsFeeMessage.rowUnknown);
      if (before.feeWon === feeWon) return before;
      const after = await repo.setEmsFee(tx, key, feeWon);
      await withAudit(tx, actor, 'emsFee.update', entityOf(key), before, after);
      return after;
    });
  }

  /** What the post's current tariff would change; writes nothing. */
  async tariffPreview() {
    const tariff = await this.postTariff();
    const diff = tariffChanges(await repo.emsFeeRows(this.db), tariff);
    return { ...diff, token: tokenOf(diff.changes) };
  }

  /**
   * Applies the post's tariff while the difference is the one the staff member saw (the token);
   * the post is asked before the transaction, so no lock waits on it.
   */
  async importTariff(actor: AuditActor, token: string): Promise<{ applied: number }> {
    const tariff = await this.postTariff();
    return inTransaction(this.db, async (tx) => {
      await repo.lockEmsFees(tx);
      const { changes } = tariffChanges(await repo.emsFeeRows(tx), tariff);
      if (tokenOf(changes) !== token) {
        throw new AppError(409, AdminEmsFeeErrorCode.importStale, AdminEmsFeeMessage.importStale);
      }
      for (const c of changes) {
        if (c.afterWon === null) await repo.deleteEmsFee(tx, c);
        else if (c.beforeWon === null) await repo.insertEmsFee(tx, { ...c, feeWon: c.afterWon });
        else await repo.setEmsFee(tx, c, c.afterWon);
      }
      await withAuditMany(
        tx,
        actor,
        'emsFee.import',
        changes.map((c) => ({
          entity: entityOf(c),
          before: c.beforeWon === null ? null : rowOf(c, c.beforeWon),
          after: c.afterWon === null ? null : rowOf(c, c.afterWon),
        })),
      );
      return { applied: changes.length };
    });
  }

  /** The post's tariff as rows of the table; a fee outside the bounds refuses it whole. */
  private async postTariff(): Promise<EmsFeeRow[]> {
    const rows = tariffRows(await this.postcode.emsTariff());
    if (rows.some((r) => r.feeWon < EmsFeeLimits.feeMin || r.feeWon > EmsFeeLimits.feeMax)) {
      throw new AppError(
        422,
        AdminEmsFeeErrorCode.tariffOutOfRange,
        AdminEmsFeeMessage.tariffOutOfRange,
      );
    }
    return rows;
  }

  /**
   * The nations of each zone with this EMS type, each marked when no order may go to it (the
   * pay page's rule), or null while the post's list is unavailable.
   */
  private async zoneNations(premiumCd: EmsPremiumCd) {
    try {
      const [nations, settings] = await Promise.all([
        this.postcode.emsNations(),
        this.oversea.settings(),
      ]);
      const limited = new Set(limitedNationsOf(settings, nations).map((n) => n.nationCd));
      return EmsZones.map((zone) => ({
        zone,
        nations: nations
          .filter((n) => n.premiumCd === premiumCd && n.zone === zone)
          .map(({ nationCd, nationName, nationNameKr }) => ({
            nationCd,
            nationName,
            nationNameKr,
            limited: limited.has(nationCd),
          })),
      }));
    } catch (err) {
      if (err instanceof PostcodeUnavailable) return null;
      throw err;
    }
  }
}

const keyOf = (r: repo.EmsFeeKey) => `${r.premiumCd}/${r.zone}/${r.upToGrams}`;
const entityOf = (r: repo.EmsFeeKey) => ({ type: 'ems_fee_rate' as const, id: keyOf(r) });
const rowOf = (k: repo.EmsFeeKey, feeWon: number): EmsFeeRow => ({
  premiumCd: k.premiumCd,
  zone: k.zone,
  upToGrams: k.upToGrams,
  feeWon,
});

/** The post's tariff (per type, brackets with the fee of every zone) as rows of the table. */
export function tariffRows(tariff: EmsTariff): EmsFeeRow[] {
  return (['31', '32'] as const).flatMap((premiumCd) =>
    tariff.services[premiumCd].brackets.flatMap((b) =>
      EmsZones.map((zone) => ({ premiumCd, zone, upToGrams: b.upToGrams, feeWon: b.fees[zone] })),
    ),
  );
}

/** Each row the tariff changes, adds or removes, by type, zone and weight; and how many stay. */
export function tariffChanges(
  current: readonly EmsFeeRow[],
  tariff: readonly EmsFeeRow[],
): { changes: EmsFeeChange[]; unchanged: number } {
  const now = new Map(current.map((r) => [keyOf(r), r]));
  const next = new Map(tariff.map((r) => [keyOf(r), r]));
  const keys = [...new Set([...now.keys(), ...next.keys()])];
  const changes: EmsFeeChange[] = [];
  for (const key of keys) {
    const before = now.get(key);
    const after = next.get(key);
    if (before && after && before.feeWon === after.feeWon) continue;
    const row = (before ?? after)!;
    changes.push({
      premiumCd: row.premiumCd,
      zone: row.zone,
      upToGrams: row.upToGrams,
      beforeWon: before?.feeWon ?? null,
      afterWon: after?.feeWon ?? null,
    });
  }
  changes.sort(
    (a, b) =>
      a.premiumCd.localeCompare(b.premiumCd) || a.zone - b.zone || a.upToGrams - b.upToGrams,
  );
  return { changes, unchanged: keys.length - changes.length };
}

/** Names a difference: the same changes give the same token. */
function tokenOf(changes: readonly EmsFeeChange[]): string {
  return createHash('sha256').update(JSON.stringify(changes)).digest('hex');
}

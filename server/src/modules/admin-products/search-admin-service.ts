import {
  AdminSearchLimits,
  AdminSearchMessage,
  type AdminSearchMiss,
  type AdminSynonym,
} from '@shop/contract/admin-search.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { addDays } from '../../lib/seoul-time.ts';
import { compactText } from '../../lib/search-grams.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { CatalogTag, type CatalogService } from '../catalog/service.ts';
import { synonymRows } from '../catalog/search-tuning-queries.ts';
import * as repo from './search-admin-repository.ts';

/** A calendar day that exists (the contract checks only its shape: '2026-02-30' does not). */
function isDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** Rows of the staff's list of searches without results. */
const MISSES_LIMIT = 500;

/** The terms as the search compares them: compact, each once, two characters or more. */
function termsOf(typed: readonly string[]): string[] {
  const terms = [...new Set(typed.map(compactText).filter(Boolean))];
  if (terms.some((t) => Array.from(t).length < 2)) {
    throw badRequest(AdminSearchMessage.termTooShort, 'terms');
  }
  if (terms.length < 2) throw badRequest(AdminSearchMessage.termsTooFew, 'terms');
  return terms;
}

/**
 * Search tuning in the back office (issue 22 item 6, decisions 0392 and 0393): synonym groups,
 * applied by the next search on every instance (the search tag is dropped), and the words
 * searched without results per day.
 */
export class SearchAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async synonyms(): Promise<{ list: AdminSynonym[] }> {
    return { list: await synonymRows(this.db) };
  }

  async saveSynonym(actor: AuditActor, synonymId: number | null, typed: string[]) {
    const terms = termsOf(typed);
    const row = await inTransaction(this.db, async (tx) => {
      await repo.lockSynonyms(tx);
      const before = synonymId === null ? null : await repo.synonymById(tx, synonymId);
      if (synonymId !== null && !before) throw notFound(AdminSearchMessage.synonymNotFound);
      const holder = await repo.groupHolding(tx, terms, synonymId);
      if (holder) {
        const term = terms.find((x) => holder.terms.includes(x))!;
        throw new AppError(
          409,
          'SEARCH-SYNONYM-TAKEN',
          AdminSearchMessage.termTaken(term),
          'terms',
        );
      }
      const after = await repo.writeSynonym(tx, synonymId, terms);
      const entity = { type: 'search_synonym' as const, id: after.synonymId };
      const action = before ? 'synonym.update' : 'synonym.create';
      await withAudit(tx, actor, action, entity, before && { terms: before.terms }, { terms });
      return after;
    });
    await this.catalog.invalidateTags([CatalogTag.search]);
    return row;
  }

  async deleteSynonym(actor: AuditActor, synonymId: number) {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.deleteSynonym(tx, synonymId);
      if (!before) throw notFound(AdminSearchMessage.synonymNotFound);
      const entity = { type: 'search_synonym' as const, id: synonymId };
      await withAudit(tx, actor, 'synonym.delete', entity, { terms: before.terms }, null);
    });
    await this.catalog.invalidateTags([CatalogTag.search]);
    return { ok: true as const };
  }

  async misses(from: string, to: string): Promise<{ list: AdminSearchMiss[] }> {
    if (
      !isDay(from) ||
      !isDay(to) ||
      from > to ||
      addDays(from, AdminSearchLimits.missDays) <= to
    ) {
      throw badRequest(AdminSearchMessage.rangeInvalid, 'from');
    }
    return { list: await this.catalog.termLog.withoutResults(from, to, MISSES_LIMIT) };
  }
}

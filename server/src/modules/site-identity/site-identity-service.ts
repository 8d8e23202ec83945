import {
  businessIdentity,
  DEFAULT_BUSINESS_IDENTITY,
  type BusinessIdentity,
} from '@shop/contract/business-identity.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { readIdentity, writeIdentity } from './site-identity-repository.ts';

/** A stored value that no longer passes the rules is shown as the defaults would be, field by field. */
function parsed(stored: unknown): BusinessIdentity {
  const result = businessIdentity.safeParse(stored);
  return result.success ? result.data : DEFAULT_BUSINESS_IDENTITY;
}

/**
 * The seller's business identity (decision 0503): the footer's and the order message's source,
 * edited by staff (content.manage), audited with before and after.
 */
export class SiteIdentityService {
  constructor(private readonly db: Db) {}

  async current(): Promise<BusinessIdentity> {
    return parsed(await readIdentity(this.db));
  }

  async save(actor: AuditActor, next: BusinessIdentity): Promise<BusinessIdentity> {
    return inTransaction(this.db, async (tx) => {
      const before = parsed(await readIdentity(tx, true));
      await writeIdentity(tx, next);
      await withAudit(
        tx,
        actor,
        'siteIdentity.update',
        { type: 'site_identity', id: 1 },
        before,
        next,
      );
      return next;
    });
  }
}

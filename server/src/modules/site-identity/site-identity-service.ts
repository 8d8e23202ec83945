import {
  businessIdentity,
  DEFAULT_BUSINESS_IDENTITY,
  type BusinessIdentity,
} from '@shop/contract/business-identity.ts';
import type { SiteIdentity } from '@shop/contract/site-identity.ts';
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
  /** @param escrowConfirmUrl the gateway's confirmation of the shop's escrow (decision 0469) */
  constructor(
    private readonly db: Db,
    private readonly escrowConfirmUrl: string,
  ) {}

  async current(): Promise<BusinessIdentity> {
    return parsed(await readIdentity(this.db));
  }

  /** What the footer and the back office show: the identity and the escrow's confirmation page. */
  async shown(): Promise<SiteIdentity> {
    return this.withConfirmation(await this.current());
  }

  withConfirmation(identity: BusinessIdentity): SiteIdentity {
    return { ...identity, escrowConfirmUrl: this.escrowConfirmUrl };
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

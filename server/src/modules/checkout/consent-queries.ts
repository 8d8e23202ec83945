import { versionInForce, type ConsentVersions } from '@shop/contract/order-consent.ts';
import type { Db } from '../../db/client.ts';
import { policyVersions } from '../../db/schema/documents.ts';
import { seoulDate } from '../../lib/seoul-time.ts';

/** The terms and privacy versions an order consents to at `at` (decision 0436: data, not code). */
export async function consentVersionsAt(db: Db, at: Date): Promise<ConsentVersions> {
  const rows = await db
    .select({ kind: policyVersions.kind, version: policyVersions.version })
    .from(policyVersions);
  const today = seoulDate(at);
  const of = (kind: string) =>
    versionInForce(
      rows.filter((r) => r.kind === kind).map((r) => r.version),
      today,
    );
  return { terms: of('terms'), privacy: of('privacy') };
}

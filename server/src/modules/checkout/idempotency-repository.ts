import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyRecords } from '../../db/schema/checkout.ts';
import type { IdempotencyScope } from './idempotency.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Holds the key until the transaction ends, so one key's calls write their answer one by one. */
export async function lockKey(tx: Tx, scope: IdempotencyScope): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${scope.memberId}|${scope.scope}|${scope.key}`}, 0))`,
  );
}

/** The stored answer of the key and the hash of the body it answered, if any. */
export async function answerOf(db: Db | Tx, scope: IdempotencyScope) {
  const [row] = await db
    .select({ requestHash: idempotencyRecords.requestHash, response: idempotencyRecords.response })
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.memberId, scope.memberId),
        eq(idempotencyRecords.scope, scope.scope),
        eq(idempotencyRecords.idemKey, scope.key!),
      ),
    );
  return row;
}

export async function storeAnswer(
  tx: Tx,
  scope: IdempotencyScope,
  requestHash: string,
  response: object,
): Promise<void> {
  await tx.insert(idempotencyRecords).values({
    memberId: scope.memberId,
    scope: scope.scope,
    idemKey: scope.key!,
    requestHash,
    statusCode: 200,
    response,
  });
}

import { revokeRow, type RevokeRow, type Tx } from './revoke-repository.ts';

/**
 * One change a staff step made to a request, handed to the caller inside the transaction that
 * makes it (the back office writes its audit row there, so both commit or neither).
 *
 * - 'result': the step's change (pickup, inspection, rejection, override, a recorded transfer,
 *   or the outcome of a card refund call: done, failed, unclear);
 * - 'attempt': a card refund attempt was written and the gateway is about to be called.
 */
export interface StepChange {
  phase: 'attempt' | 'result';
  before: RevokeRow;
  after: RevokeRow;
  /** What the row does not show: the refund attempt, the gateway's refusal, the reason. */
  detail?: Record<string, unknown>;
}

export type StepAudit = (tx: Tx, change: StepChange) => Promise<void>;

/** Reads the request again inside `tx` and hands the change to `audit` (when there is one). */
export async function auditStep(
  tx: Tx,
  audit: StepAudit | undefined,
  before: RevokeRow,
  phase: StepChange['phase'] = 'result',
  detail?: Record<string, unknown>,
): Promise<void> {
  if (!audit) return;
  const after = await revokeRow(tx, before.revokeId);
  if (!after) throw new Error(`revoke ${before.revokeId} vanished inside its own transaction`);
  await audit(tx, { phase, before, after, ...(detail ? { detail } : {}) });
}

import { createHash } from 'node:crypto';
import { ErrorCode } from '@shop/contract/common.ts';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { answerOf, lockKey, storeAnswer, type Tx } from './idempotency-repository.ts';

export interface IdempotencyScope {
  memberId: number;
  /** The call's path. */
  scope: string;
  /** The Idempotency-Key header; undefined when the client sent none. */
  key: string | undefined;
  body: unknown;
}

/** The Idempotency-Key header of a request (architecture §5): 8–200 visible characters. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,200}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 8–200 visible ASCII characters.', 'Idempotency-Key');
  }
  return value;
}

/**
 * Runs a money-moving call once per member and key: `prepare` (reads and outside calls, no
 * writes) then `write` in one transaction holding an advisory lock on the key, which also stores
 * the answer. A retry gets the stored answer; the same key with another body is refused (422).
 * Concurrent identical calls meet at the lock: the first writes, the others find its answer.
 * A call that fails stores nothing, so its retry is computed again.
 */
export async function runIdempotent<P, R>(
  db: Db,
  scope: IdempotencyScope,
  prepare: () => Promise<P>,
  write: (tx: Tx, prepared: P) => Promise<R>,
): Promise<R> {
  if (!scope.key) {
    const prepared = await prepare();
    return db.transaction((tx) => write(tx, prepared));
  }
  const hash = bodyHash(scope.body);
  return oneAtATime(`${scope.memberId}|${scope.scope}|${scope.key}`, () =>
    keyed(db, scope, hash, prepare, write),
  );
}

/**
 * Like `runIdempotent`, for a call whose writes are one statement that also stores the answer
 * (`write` gets the answer record to store, or null without a key, and answers KEY_TAKEN when the
 * key already has one): no transaction block, lock or re-read around it. Concurrent calls with
 * one key meet at the answer's primary key, where the later ones wait for the first and then
 * find its answer. A retry that fails (a price changed since, the benefit its first call holds)
 * gets the stored answer too.
 */
export async function runIdempotentWrite<P, R extends object>(
  db: Db,
  scope: IdempotencyScope,
  prepare: () => Promise<P>,
  write: (db: Db, prepared: P, record: AnswerToStore | null) => Promise<R | typeof KEY_TAKEN>,
): Promise<R> {
  if (!scope.key) {
    const written = await write(db, await prepare(), null);
    if (written === KEY_TAKEN) throw new Error('a write without a key answered KEY_TAKEN');
    return written;
  }
  const hash = bodyHash(scope.body);
  const record = {
    memberId: scope.memberId,
    scope: scope.scope,
    key: scope.key,
    requestHash: hash,
  };
  const answered = async () => (await storedAnswer<R>(db, scope, hash))?.response;
  return oneAtATime(`${scope.memberId}|${scope.scope}|${scope.key}`, async (waited) => {
    // a burst of retries in this process prepares once: the ones that waited read the answer
    if (waited) {
      const stored = await answered();
      if (stored) return stored;
    }
    let written: R | typeof KEY_TAKEN;
    try {
      written = await write(db, await prepare(), record);
    } catch (err) {
      const stored = await answered();
      if (stored) return stored;
      throw err;
    }
    if (written !== KEY_TAKEN) return written;
    const stored = await answered();
    if (!stored) throw new Error('Idempotency-Key taken but no answer stored');
    return stored;
  });
}

/** What `runIdempotentWrite` asks the statement to store; the statement adds the response. */
export interface AnswerToStore {
  memberId: number;
  scope: string;
  key: string;
  requestHash: string;
}

/** The key already has an answer (stored by an earlier call or one that just committed). */
export const KEY_TAKEN = Symbol('key taken');

const running = new Map<string, Promise<unknown>>();

/**
 * Calls with one key in this process run one after another, so a burst of retries prepares
 * once and the others read its stored answer (other instances meet at the database). `task`
 * learns whether it waited for another call with its key.
 */
async function oneAtATime<R>(id: string, task: (waited: boolean) => Promise<R>): Promise<R> {
  const before = running.get(id);
  const mine = (before ?? Promise.resolve()).catch(() => undefined).then(() => task(!!before));
  running.set(id, mine);
  try {
    return await mine;
  } finally {
    if (running.get(id) === mine) running.delete(id);
  }
}

async function keyed<P, R>(
  db: Db,
  scope: IdempotencyScope,
  hash: string,
  prepare: () => Promise<P>,
  write: (tx: Tx, prepared: P) => Promise<R>,
): Promise<R> {
  const stored = await storedAnswer<R>(db, scope, hash);
  if (stored) return stored.response;
  const prepared = await prepare();
  return db.transaction(async (tx) => {
    await lockKey(tx, scope);
    const again = await storedAnswer<R>(tx, scope, hash);
    if (again) return again.response;
    const response = await write(tx, prepared);
    await storeAnswer(tx, scope, hash, response as object);
    return response;
  });
}

async function storedAnswer<R>(
  db: Db | Tx,
  scope: IdempotencyScope,
  hash: string,
): Promise<{ response: R } | null> {
  const row = await answerOf(db, scope);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError(422, ErrorCode.idempotencyMismatch, CheckoutMessage.idempotencyMismatch);
  }
  return { response: row.response as R };
}

/** SHA-256 of the body with its object keys sorted, so key order does not matter. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

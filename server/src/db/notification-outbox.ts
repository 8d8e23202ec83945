import type { NoticeKind } from '@shop/contract/notifications.ts';
import type { Db } from './client.ts';
import { notificationOutbox } from './schema/notifications.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * The outbox's one write (decision 0502), on the ground floor because every module with an event
 * calls it inside its own transaction (payment, fulfilment, revoke); the notifications module
 * reads and sends the rows.
 */

/** An event of an order: the order's buyer is told. */
export interface OrderNoticeAbout {
  orderId: number;
  /** What makes the event one of several of its kind on the order (a request's id). */
  ref?: string | number;
  /** What only the event knows (a refund's amount); the rest is read when it is sent. */
  vars?: Record<string, string>;
}

/**
 * An event of a member outside any order (an inquiry answered): the member is told at the
 * contact the class records hold for them when it is sent.
 */
export interface MemberNoticeAbout {
  memberId: number;
  /** What makes the event one of its kind for the member (the inquiry's id). */
  ref: string | number;
  vars?: Record<string, string>;
}

export type NoticeAbout = OrderNoticeAbout | MemberNoticeAbout;

/** `<kind>:<orderId>:<ref>` for an order's event, `<kind>:member-<memberId>:<ref>` otherwise. */
function eventKeyOf(kind: NoticeKind, a: NoticeAbout): string {
  return 'orderId' in a
    ? `${kind}:${a.orderId}:${a.ref ?? ''}`
    : `${kind}:member-${a.memberId}:${a.ref}`;
}

/**
 * The one call an event makes, inside its own transaction (decision 0502): message rows the
 * sender job delivers once that transaction committed, one per kind and order (or member and
 * reference). A replayed event finds its keys taken and writes nothing.
 */
export async function notify(
  tx: Db | Tx,
  kinds: NoticeKind | readonly NoticeKind[],
  about: NoticeAbout | readonly NoticeAbout[],
): Promise<void> {
  const rows = [about]
    .flat()
    .flatMap((a) => [kinds].flat().map((kind) => ({ kind, a })))
    .map(({ kind, a }) => ({
      eventKey: eventKeyOf(kind, a),
      kind,
      orderId: 'orderId' in a ? a.orderId : null,
      memberId: 'memberId' in a ? a.memberId : null,
      vars: a.vars ?? {},
    }));
  if (rows.length === 0) return;
  await tx.insert(notificationOutbox).values(rows).onConflictDoNothing();
}

/**
 * The one rule of every call that moves money (docs/decisions/0320): it commits and answers
 * success, or it answers an error and commits nothing.
 *
 * Such a call is written as `commit` — its writes, in one transaction, where every refusal is
 * thrown and so rolls everything back — then `settle`, the outside step that follows the commit
 * (a card refund at the gateway) and records its own outcome in its own transactions. Once
 * `commit` has returned, the answer is a success: `settle` may shape it, never turn it into an
 * error. What `settle` throws becomes `unsettled`'s answer, built from what was committed (its
 * state, e.g. 환불지시 with the refund still to make, says what is left to do).
 */
export async function commitThenSettle<C, R>(
  commit: () => Promise<C>,
  settle: (committed: C) => Promise<R>,
  unsettled: (committed: C, err: unknown) => R,
): Promise<R> {
  const committed = await commit();
  try {
    return await settle(committed);
  } catch (err) {
    return unsettled(committed, err);
  }
}

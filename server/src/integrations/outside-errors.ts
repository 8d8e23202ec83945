/**
 * The two ways an outside system says no, which every adapter's errors extend, so the error
 * handler answers them in one place (docs/decisions/0322): a refusal of the question (an
 * unknown country, a declined card) is the asker's 4xx; a system that cannot be reached is 503.
 */
export class OutsideRefusal extends Error {}

export class OutsideUnavailable extends Error {}

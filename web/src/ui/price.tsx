import { formatWon } from '../lib/format.ts';

/** A won amount with thousands separators: 12,000원. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatWon(amount)}</span>;
}

import { formatDate } from '../lib/format.ts';

/** A date shown as YYYY-MM-DD (Asia/Seoul), machine-readable in <time>. */
export function DateText({ value, className }: { value: string | Date; className?: string }) {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return (
    <time dateTime={iso} className={className}>
      {formatDate(value)}
    </time>
  );
}

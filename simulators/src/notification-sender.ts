import { randomBytes } from 'node:crypto';

/**
 * How the gateway and the ARS service notify a shop: a form post, repeated on a schedule until the
 * shop answers a plain `OK` (anything else, an error status or no answer counts as not received).
 * Every attempt is kept for the control surface.
 */

export interface Attempt {
  at: string;
  status: number | null;
  answer: string;
}

export interface NotificationRecord {
  id: string;
  kind: string;
  url: string;
  fields: Record<string, string>;
  attempts: Attempt[];
  delivered: boolean;
  /** Every scheduled attempt was made without an `OK`. */
  gaveUp: boolean;
}

/** After the first attempt: 10 s, 1 min, 5 min, 10 min, 30 min, then hourly up to 10 attempts. */
export const DEFAULT_RETRY_DELAYS_MS = [
  10_000, 60_000, 300_000, 600_000, 1_800_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000,
];

export class NotificationSender {
  readonly records: NotificationRecord[] = [];
  retryDelaysMs: number[];
  timeoutMs = 5_000;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly defaultDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS) {
    this.retryDelaysMs = [...defaultDelaysMs];
  }

  /**
   * Sends now and schedules the retries; resolves after the first attempt. `onSettled` runs once,
   * when the shop answered `OK` or when every attempt failed.
   */
  async send(
    kind: string,
    url: string,
    fields: Record<string, string>,
    onSettled?: (record: NotificationRecord) => void,
  ): Promise<NotificationRecord> {
    const record: NotificationRecord = {
      id: randomBytes(8).toString('hex'),
      kind,
      url,
      fields,
      attempts: [],
      delivered: false,
      gaveUp: false,
    };
    this.records.push(record);
    if (this.records.length > 500) this.records.shift();
    const delays = [...this.retryDelaysMs];
    const attempt = async (): Promise<void> => {
      await this.post(record);
      if (record.delivered) return onSettled?.(record);
      const delay = delays.shift();
      if (delay === undefined) {
        record.gaveUp = true;
        return onSettled?.(record);
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void attempt();
      }, delay);
      this.timers.add(timer);
    };
    await attempt();
    return record;
  }

  /** One more post of a recorded notification, outside the schedule (tests of replays). */
  async replay(id: string): Promise<Attempt | undefined> {
    const record = this.records.find((r) => r.id === id);
    if (!record) return undefined;
    await this.post(record);
    return record.attempts.at(-1);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  reset(): void {
    this.stop();
    this.records.length = 0;
    this.retryDelaysMs = [...this.defaultDelaysMs];
  }

  private async post(record: NotificationRecord): Promise<void> {
    const attempt: Attempt = { at: new Date().toISOString(), status: null, answer: '' };
    try {
      const res = await fetch(record.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(record.fields).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      attempt.status = res.status;
      attempt.answer = (await res.text()).slice(0, 200);
      if (res.ok && attempt.answer.trim() === 'OK') record.delivered = true;
    } catch (err) {
      attempt.answer = `no answer: ${(err as Error).message}`;
    }
    record.attempts.push(attempt);
  }
}

export function delaysFrom(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > 20) return null;
  const delays = value.map(Number);
  return delays.every((d) => Number.isInteger(d) && d >= 0 && d <= 86_400_000) ? delays : null;
}

import type { BusinessIdentity } from '@shop/contract/business-identity.ts';
import { templateOf, type NoticeKind } from '@shop/contract/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { MessageSender } from '../../integrations/message-sender/message-sender.ts';
import { composeMessage, type ComposedMessage, type MemberContactOf } from './message-facts.ts';
import {
  claimDue,
  finish,
  recordEmail,
  recordPhone,
  retryAt,
  saveText,
  type ClaimedRow,
} from './outbox-repository.ts';

export const OUTBOX_LIMITS = {
  batch: 20,
  maxAttempts: 8,
  /** Backoff after the n-th failed attempt: 30 s · 2^(n-1), at most an hour. */
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
} as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_LIMITS.firstRetryMs * 2 ** (attempts - 1), OUTBOX_LIMITS.maxRetryMs);
}

/**
 * The sender job (decision 0502): takes due rows of the outbox and sends each message — 알림톡 to
 * the order's phone, SMS when 알림톡 fails, and e-mail when the order has an address. Each
 * channel's result is written as soon as it is known, and each message carries the key
 * `<outboxId>-<channel>` the provider keeps once, so a retry or a second runner after a crash
 * cannot put it on the phone twice.
 */
export class OutboxSender {
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly seller: () => Promise<BusinessIdentity>,
    /** A member's name and contact for an event outside an order (the class records). */
    private readonly contactOf: MemberContactOf,
    /** How long a claimed row is this runner's (NOTIFY_LEASE_MS; longer than a whole send). */
    private readonly leaseMs = 60_000,
  ) {}

  /** Test hook: runs after rows were claimed, before anything is sent (a crash there). */
  afterClaim: (() => void) | null = null;

  /** One pass over the due rows; answers how many were finished (sent or given up). */
  async runOnce(now = new Date()): Promise<{ sent: number; failed: number; retried: number }> {
    const rows = await claimDue(this.db, now, this.leaseMs, OUTBOX_LIMITS.batch);
    const tally = { sent: 0, failed: 0, retried: 0 };
    if (rows.length === 0) return tally;
    this.afterClaim?.();
    const seller = await this.seller();
    for (const row of rows) {
      try {
        const done = await this.deliver(row, seller);
        await finish(
          this.db,
          row.outboxId,
          done ? 'sent' : 'failed',
          done ? undefined : 'no recipient',
        );
        tally[done ? 'sent' : 'failed'] += 1;
      } catch (err) {
        const message = (err as Error).message.slice(0, 500);
        if (row.attempts >= OUTBOX_LIMITS.maxAttempts) {
          await finish(this.db, row.outboxId, 'failed', message);
          tally.failed += 1;
        } else {
          const at = new Date(now.getTime() + retryDelayMs(row.attempts));
          await retryAt(this.db, row.outboxId, at, message);
          tally.retried += 1;
        }
      }
    }
    return tally;
  }

  private async deliver(row: ClaimedRow, seller: BusinessIdentity): Promise<boolean> {
    const message = await composeMessage(this.db, row, seller, this.contactOf);
    if (!message) return false;
    // the text is fixed at the first attempt; a retry sends what the first one would have
    const title = row.title ?? message.title;
    const text = row.body ?? message.text;
    if (row.title === null) await saveText(this.db, row.outboxId, title, text);
    const content = { ...message, title, text };
    if (row.phoneChannel === null) await this.sendPhone(row, content);
    if (row.emailChannel === null) await this.sendEmail(row, content);
    return true;
  }

  private async sendPhone(row: ClaimedRow, m: ComposedMessage): Promise<void> {
    if (!m.phone) return recordPhone(this.db, row.outboxId, 'none', new Date());
    const to = m.phone.replace(/\D/g, '');
    const templateCode = templateOf(row.kind as NoticeKind).code;
    try {
      await this.sender.alimtalk({
        key: `${row.outboxId}-alimtalk`,
        to,
        templateCode,
        text: m.text,
      });
      return recordPhone(this.db, row.outboxId, 'alimtalk', new Date());
    } catch {
      // 알림톡 refused (no 카카오톡, template) or down: the same text by SMS (decision 0502)
    }
    await this.sender.sms({ key: `${row.outboxId}-sms`, to, title: m.title, text: m.text });
    await recordPhone(this.db, row.outboxId, 'sms', new Date());
  }

  private async sendEmail(row: ClaimedRow, m: ComposedMessage): Promise<void> {
    if (!m.email) return recordEmail(this.db, row.outboxId, 'none', new Date());
    await this.sender.email({
      key: `${row.outboxId}-email`,
      to: m.email,
      subject: m.title,
      text: m.text,
    });
    await recordEmail(this.db, row.outboxId, 'email', new Date());
  }
}

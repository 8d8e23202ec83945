import { randomBytes } from 'node:crypto';

export type Channel = 'alimtalk' | 'sms' | 'email';

export interface StoredMessage {
  messageId: string;
  key: string;
  channel: Channel;
  to: string;
  /** 알림톡: the template code; SMS/LMS: its title; e-mail: the subject. */
  title: string;
  text: string;
  at: string;
}

/**
 * What the provider received, kept by the sender's key: a key is taken once, and a repeat (a
 * retry after a lost answer) gets the first message back without a second one reaching anybody.
 */
export class MessageLog {
  readonly messages: StoredMessage[] = [];
  private readonly byKey = new Map<string, StoredMessage>();

  accept(
    channel: Channel,
    m: { key: string; to: string; title: string; text: string },
  ): { message: StoredMessage; duplicate: boolean } {
    const known = this.byKey.get(`${channel}|${m.key}`);
    if (known) return { message: known, duplicate: true };
    const message: StoredMessage = {
      messageId: randomBytes(8).toString('hex'),
      channel,
      ...m,
      at: new Date().toISOString(),
    };
    this.messages.push(message);
    this.byKey.set(`${channel}|${m.key}`, message);
    if (this.messages.length > 2000) {
      const old = this.messages.shift();
      if (old) this.byKey.delete(`${old.channel}|${old.key}`);
    }
    return { message, duplicate: false };
  }

  to(address: string): StoredMessage[] {
    return this.messages.filter((m) => m.to === address);
  }

  recipients(): { to: string; count: number; last: string }[] {
    const seen = new Map<string, { to: string; count: number; last: string }>();
    for (const m of this.messages) {
      const r = seen.get(m.to) ?? { to: m.to, count: 0, last: m.at };
      r.count += 1;
      r.last = m.at;
      seen.set(m.to, r);
    }
    return [...seen.values()].reverse();
  }

  reset(): void {
    this.messages.length = 0;
    this.byKey.clear();
  }
}

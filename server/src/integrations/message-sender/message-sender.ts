import { OutsideRefusal, OutsideUnavailable } from '../outside-errors.ts';

/**
 * The message provider (알림톡, SMS, e-mail) as the shop sees it; protocol in
 * docs/integrations/message-sender.md. `key` is the shop's own reference of one message: the
 * provider accepts a key once and answers a repeat with the first message, so a send retried after
 * a lost answer or a crash reaches the phone once.
 */
export interface MessageSender {
  alimtalk(message: {
    key: string;
    to: string;
    templateCode: string;
    text: string;
  }): Promise<SentMessage>;
  sms(message: { key: string; to: string; title: string; text: string }): Promise<SentMessage>;
  email(message: { key: string; to: string; subject: string; text: string }): Promise<SentMessage>;
}

export interface SentMessage {
  messageId: string;
}

/** The provider would not take this message (an unknown template, a phone without 카카오톡). */
export class MessageRefused extends OutsideRefusal {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** No answer, a 5xx or an answer that cannot be read: the message may be tried again. */
export class MessageUnavailable extends OutsideUnavailable {}

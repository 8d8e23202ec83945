import { z } from 'zod';
import { exchange } from '../http-exchange.ts';
import {
  MessageRefused,
  MessageUnavailable,
  type MessageSender,
  type SentMessage,
} from './message-sender.ts';

export interface HttpMessageSenderOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

const sent = z.object({ data: z.object({ messageId: z.string() }) });
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The message provider over HTTP: JSON posts with the shop's API key. */
export class HttpMessageSender implements MessageSender {
  constructor(private readonly options: HttpMessageSenderOptions) {}

  alimtalk(message: { key: string; to: string; templateCode: string; text: string }) {
    return this.post('/api/alimtalk', message);
  }

  sms(message: { key: string; to: string; title: string; text: string }) {
    return this.post('/api/sms', message);
  }

  email(message: { key: string; to: string; subject: string; text: string }) {
    return this.post('/api/email', message);
  }

  private async post(path: string, body: object): Promise<SentMessage> {
    let answer: { status: number; text: string };
    try {
      answer = await exchange(
        new URL(`${this.options.baseUrl}${path}`),
        'POST',
        { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
        JSON.stringify(body),
        this.options.timeoutMs ?? 10_000,
      );
    } catch (err) {
      throw new MessageUnavailable(`message provider: ${(err as Error).message}`);
    }
    const json = readJson(answer.text);
    if (answer.status >= 400 && answer.status < 500) {
      const refusal = errorBody.safeParse(json);
      const code = refusal.success ? refusal.data.error.code : `HTTP-${answer.status}`;
      throw new MessageRefused(code, refusal.success ? refusal.data.error.message : answer.text);
    }
    const parsed = sent.safeParse(json);
    if (answer.status !== 200 || !parsed.success) {
      throw new MessageUnavailable(`message provider answered ${answer.status}`);
    }
    return parsed.data.data;
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

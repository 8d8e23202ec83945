import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { MessageLog, type Channel } from './message-log.ts';
import { inboxPage, outboxIndex } from './outbox-pages.ts';

const DEFAULT_API_KEY = 'dev-only-secret-change-me';

const phone = z.string().regex(/^01\d{8,9}$/);
const alimtalkBody = z.object({
  key: z.string().min(1).max(100),
  to: phone,
  templateCode: z.string().min(1).max(50),
  text: z.string().min(1).max(1000),
});
const smsBody = z.object({
  key: z.string().min(1).max(100),
  to: phone,
  title: z.string().max(40).default(''),
  text: z.string().min(1).max(2000),
});
const emailBody = z.object({
  key: z.string().min(1).max(100),
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
});

/**
 * The message provider (docs/integrations/message-sender.md): 알림톡, SMS/LMS and e-mail for the
 * shop, each message once per sender key. Besides the shared fault plan (every `/api/` call),
 * `_control/alimtalk-fail` makes only 알림톡 fail so the shop's SMS fallback shows, and
 * `_control/no-kakao` names phones without 카카오톡. The outbox page shows each recipient's messages
 * as a phone would.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app) => {
  const apiKey = process.env.MESSAGES_API_KEY ?? DEFAULT_API_KEY;
  const log = new MessageLog();
  let alimtalkFailures = 0;
  const noKakao = new Set<string>();
  const faults = new FaultPlan();
  faults.install(app, {
    onReset: () => {
      log.reset();
      alimtalkFailures = 0;
      noKakao.clear();
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/')) return;
    if (request.headers['x-api-key'] !== apiKey) {
      return reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'bad api key' } });
    }
  });

  const bad = (reply: FastifyReply, error: z.ZodError) =>
    reply.status(400).send({
      error: { code: 'BAD-REQUEST', message: error.issues.map((i) => i.path.join('.')).join(', ') },
    });
  const answer = (
    channel: Channel,
    m: { key: string; to: string; title: string; text: string },
  ) => {
    const { message, duplicate } = log.accept(channel, m);
    return { data: { messageId: message.messageId, duplicate } };
  };

  app.post('/api/alimtalk', async (request, reply) => {
    const body = alimtalkBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    if (alimtalkFailures > 0) {
      alimtalkFailures -= 1;
      return reply
        .status(503)
        .send({ error: { code: 'KAKAO-UNAVAILABLE', message: '알림톡 서버 응답 없음' } });
    }
    if (noKakao.has(body.data.to)) {
      return reply
        .status(422)
        .send({ error: { code: 'NOT-KAKAO-USER', message: '카카오톡 사용자가 아닙니다.' } });
    }
    const { key, to, templateCode, text } = body.data;
    return answer('alimtalk', { key, to, title: templateCode, text });
  });

  app.post('/api/sms', async (request, reply) => {
    const body = smsBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    return answer('sms', body.data);
  });

  app.post('/api/email', async (request, reply) => {
    const body = emailBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const { key, to, subject, text } = body.data;
    return answer('email', { key, to, title: subject, text });
  });

  app.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => ({
    list: request.query.to ? log.to(request.query.to) : log.messages,
  }));

  app.post('/_control/alimtalk-fail', async (request) => {
    const body = (request.body ?? {}) as { count?: number };
    alimtalkFailures = body.count ?? 1;
    return { ok: true };
  });
  app.post('/_control/no-kakao', async (request) => {
    const body = (request.body ?? {}) as { phones?: string[] };
    for (const p of body.phones ?? []) noKakao.add(p);
    return { ok: true };
  });

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(outboxIndex(log)),
  );
  app.get<{ Querystring: { to?: string } }>('/inbox', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(inboxPage(log, request.query.to ?? '')),
  );
};

export const messagesSimulator: SimulatorPlugin = {
  prefix: 'messages',
  title: '알림톡 · 문자 · 이메일 발송',
  plugin,
};

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { delaysFrom, type NotificationSender } from '../notification-sender.ts';
import { depositNow } from './deposit-notifications.ts';
import {
  decideWindow,
  gatewayBase,
  openWindow,
  type Choices,
  type Decision,
} from './payment-windows.ts';
import type { PgLedger, Transaction } from './pg-ledger.ts';

/**
 * The gateway's control surface for tests and the demo (`/_control/...`, beside the fault plan's
 * fail / slow / timeout / reset / received): decline the next approval, post a deposit now, replay
 * a notification, drive a payment window without its page, move the clock, read the ledger.
 */
export function pgControlRoutes(
  app: FastifyInstance,
  ledger: PgLedger,
  sender: NotificationSender,
): void {
  const findTx = (body: { tid?: string; oid?: string }): Transaction | undefined =>
    body.tid ? ledger.transactions.get(body.tid) : body.oid ? ledger.byOid(body.oid) : undefined;

  app.post<{ Body: { resultCode?: string; resultMsg?: string } | undefined }>(
    '/_control/decline-next',
    async (request) => {
      ledger.declineNext = {
        code: request.body?.resultCode ?? 'R010',
        message: request.body?.resultMsg ?? '카드사 승인 거절: 승인 시점 한도 초과 (시뮬레이터)',
      };
      return { ok: true };
    },
  );

  app.post<{ Body: { tid?: string; oid?: string; amount?: number; depositor?: string } }>(
    '/_control/deposit',
    async (request, reply) => {
      const body = request.body ?? {};
      const result = await depositNow(ledger, sender, findTx(body), body);
      if (typeof result === 'string') {
        return reply.status(409).send({ error: { code: 'NO-DEPOSIT', message: result } });
      }
      return { notification: result };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/_control/notifications/:id/replay',
    async (request, reply) => {
      const attempt = await sender.replay(request.params.id);
      if (!attempt) return reply.status(404).send({ error: { code: 'NONE', message: 'unknown' } });
      return { attempt };
    },
  );

  app.get('/_control/notifications', async () => ({ list: sender.records }));

  app.post<{ Body: { delaysMs?: unknown } }>('/_control/notify-retry', async (request, reply) => {
    const delays = delaysFrom(request.body?.delaysMs);
    if (!delays) return reply.status(400).send({ error: { code: 'BAD', message: 'delaysMs' } });
    sender.retryDelaysMs = delays;
    return { ok: true };
  });

  app.get('/_control/transactions', async () => ({
    list: [...ledger.transactions.values()],
    events: ledger.events,
  }));

  /**
   * Card payments approved before this process started, as the shop's demo seed holds them
   * (decision 0260): each becomes an approved transaction, so its refunds work. Idempotent.
   */
  app.post('/_control/approved-cards', async (request, reply) => {
    const parsed = approvedCards.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send({ error: { code: 'BAD', message: parsed.error.message } });
    }
    const txs = parsed.data.list.map((entry) => ledger.importApproved(entry));
    return { list: txs.map((tx) => ({ tid: tx.tid, status: tx.status })) };
  });

  app.post<{ Body: { pcNotiUrl?: string; escrowNotiUrl?: string } }>(
    '/_control/merchant',
    async (request) => {
      if (request.body?.pcNotiUrl) ledger.merchant.pcNotiUrl = request.body.pcNotiUrl;
      if (request.body?.escrowNotiUrl) ledger.merchant.escrowNotiUrl = request.body.escrowNotiUrl;
      return { pcNotiUrl: ledger.merchant.pcNotiUrl, escrowNotiUrl: ledger.merchant.escrowNotiUrl };
    },
  );

  /** Moves the gateway's clock forward (token and virtual-account expiry, settlement days). */
  app.post<{ Body: { shiftMs?: number } }>('/_control/clock', async (request) => {
    ledger.clockOffsetMs += Number(request.body?.shiftMs ?? 0);
    return { now: ledger.now().toISOString() };
  });

  /**
   * What the window would post back to the shop, without the pages: the shop's form (`form`) as
   * it would post it, and the person's decision.
   */
  app.post<{
    Body: {
      channel?: 'pc' | 'mobile';
      form?: Record<string, string>;
      decision?: Decision;
      choices?: Choices;
    };
  }>('/_control/pay-window', async (request, reply) => {
    const body = request.body ?? {};
    const opened = openWindow(ledger, body.channel ?? 'pc', body.form ?? {});
    if (typeof opened === 'string') {
      return reply.status(400).send({ error: { code: 'WINDOW', message: opened } });
    }
    const outcome = decideWindow(
      ledger,
      opened.windowId,
      body.decision ?? 'approve',
      body.choices ?? {},
      gatewayBase(app, request),
    );
    if (typeof outcome === 'string') {
      return reply.status(400).send({ error: { code: 'WINDOW', message: outcome } });
    }
    return { action: outcome.action, fields: outcome.fields };
  });
}

const approvedCards = z.object({
  list: z.array(
    z.object({
      tid: z.string().min(1).max(40),
      oid: z.string().min(1).max(40),
      price: z.number().int().positive(),
      /** The tax-free part of the price (복합과세); all taxable when left out. */
      taxFree: z.number().int().min(0).default(0),
      goodName: z.string(),
      buyerName: z.string(),
      applNum: z.string().min(1),
      cardName: z.string(),
      cardNumber: z.string(),
      approvedAt: z.coerce.date(),
    }),
  ),
});

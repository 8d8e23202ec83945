import type { FastifyPluginAsync } from 'fastify';
import type { SimulatorOptions, SimulatorPlugin } from '../host.ts';
import { FaultPlan } from '../fault-plan.ts';
import { delaysFrom, NotificationSender } from '../notification-sender.ts';
import { ArsLedger } from './ars-ledger.ts';
import { approveOnPhone, validCardNumber, type ArsShop } from './ars-payments.ts';
import { arsApiRoutes } from './ars-api.ts';
import { cardPage, dialPage, outboxPage, phonePage, resultPage } from './call-pages.ts';

const DEFAULT_SECRET = 'dev-only-secret-change-me';
/** After the first try: 5 s, 30 s, 2 min; then the approval is cancelled. */
const ARS_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];

/**
 * The ARS phone-payment service (INTEGRATIONS.md §5). The shop asks it to text a pay code for an
 * order and amount (`/api/v1/ars/request`, valid 10 days); the person calls, enters the code and
 * a card; the service approves and notifies the shop's notification URL, retried until `OK`,
 * and cancels the approval when the shop never confirms. `/outbox` shows the texts, `/call` the
 * phone call; `/_control/...` is for tests.
 */
const plugin: FastifyPluginAsync<SimulatorOptions> = async (app) => {
  const shop = (): ArsShop => ({
    shopId: process.env.ARS_SHOP_ID ?? 'academybook',
    secret: process.env.ARS_SECRET ?? DEFAULT_SECRET,
  });
  const ledger = new ArsLedger(process.env.SHOP_NAME ?? '아카데미 북몰');
  const sender = new NotificationSender(ARS_RETRY_DELAYS_MS);
  const faults = new FaultPlan();
  faults.install(app, {
    onReset: () => {
      ledger.reset();
      sender.reset();
    },
  });
  app.addHook('onClose', async () => sender.stop());
  const base = app.prefix;
  const html = 'text/html; charset=utf-8';

  arsApiRoutes(app, ledger, shop());

  app.get('/', async (_request, reply) => reply.redirect(`${base}/outbox`, 303));
  app.get('/outbox', async (_request, reply) =>
    reply.type(html).send(phonePage(outboxPage(base, ledger.outbox))),
  );
  app.get<{ Querystring: { code?: string } }>('/call', async (request, reply) =>
    reply.type(html).send(phonePage(dialPage(base, request.query.code ?? ''))),
  );

  app.post<{ Body: { payCode?: string } }>('/call/code', async (request, reply) => {
    const code = (request.body?.payCode ?? '').trim();
    const found = ledger.byPayCode(code);
    reply.type(html);
    if (!found) {
      const message = '결제코드가 올바르지 않거나 유효기간이 지났습니다. 다시 눌러 주세요.';
      return reply.status(400).send(phonePage(dialPage(base, code, message)));
    }
    return reply.send(phonePage(cardPage(base, ledger.shopName, found)));
  });

  app.post<{
    Body: { requestId?: string; cardNumber?: string; installment?: string; decision?: string };
  }>('/call/decide', async (request, reply) => {
    const body = request.body ?? {};
    const found = ledger.requests.get(body.requestId ?? '');
    reply.type(html);
    if (!found || ledger.fresh(found).status !== 'pending') {
      const message = '이미 처리되었거나 유효기간이 지난 결제입니다.';
      return reply.status(400).send(phonePage(resultPage(base, '결제 불가', message, false)));
    }
    if (body.decision !== 'approve') {
      found.declines += 1;
      const message = '카드 승인이 거절되었습니다. 다른 카드로 다시 전화해 주세요.';
      return reply.send(phonePage(resultPage(base, '승인 거절', message, false)));
    }
    if (!validCardNumber(body.cardNumber ?? '')) {
      const message = '카드번호를 다시 확인해 주세요.';
      return reply.status(400).send(phonePage(cardPage(base, ledger.shopName, found, message)));
    }
    const installment = /^\d{2}$/.test(body.installment ?? '') ? body.installment! : '00';
    const { delivered } = await approveOnPhone(
      ledger,
      sender,
      shop(),
      found,
      body.cardNumber!,
      installment,
    );
    const message = delivered
      ? '결제가 완료되었습니다. 전화를 끊으셔도 됩니다.'
      : '카드가 승인되었고 상점의 확인을 기다립니다. 상점이 확인하지 못하면 승인이 취소됩니다.';
    return reply.send(phonePage(resultPage(base, '결제 승인', message, true)));
  });

  app.get('/_control/outbox', async () => ({ list: ledger.outbox }));
  app.get('/_control/requests', async () => ({ list: [...ledger.requests.values()] }));
  app.get('/_control/notifications', async () => ({ list: sender.records }));

  /** Plays the phone call without the pages: the pay code and the person's decision. */
  app.post<{ Body: { payCode?: string; decision?: string; cardNumber?: string } }>(
    '/_control/call',
    async (request, reply) => {
      const body = request.body ?? {};
      const found = ledger.byPayCode(String(body.payCode ?? ''));
      if (!found)
        return reply.status(404).send({ error: { code: 'NO-CODE', message: 'pay code' } });
      if (body.decision === 'decline') {
        found.declines += 1;
        return { status: found.status, declines: found.declines };
      }
      const result = await approveOnPhone(
        ledger,
        sender,
        shop(),
        found,
        body.cardNumber ?? '9410123456789010',
        '00',
      );
      return { status: found.status, delivered: result.delivered, requestId: found.requestId };
    },
  );

  app.post<{ Body: { delaysMs?: unknown } }>('/_control/notify-retry', async (request, reply) => {
    const delays = delaysFrom(request.body?.delaysMs);
    if (!delays) return reply.status(400).send({ error: { code: 'BAD', message: 'delaysMs' } });
    sender.retryDelaysMs = delays;
    return { ok: true };
  });

  app.post<{ Body: { shiftMs?: number } }>('/_control/clock', async (request) => {
    ledger.clockOffsetMs += Number(request.body?.shiftMs ?? 0);
    return { now: ledger.now().toISOString() };
  });
};

export const arsSimulator: SimulatorPlugin = {
  prefix: 'ars',
  title: 'ARS 전화 결제',
  plugin,
};

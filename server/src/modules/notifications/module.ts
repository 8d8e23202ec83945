import type { FastifyInstance } from 'fastify';
import {
  adminNoticeTemplates,
  noticeChannelsOf,
  NOTICE_CHANNEL_LABELS,
  NOTICE_TEMPLATES,
  orderNotices,
  templateVariables,
  type NoticeChannel,
  type SentNotice,
} from '@shop/contract/notifications.ts';
import type { BusinessIdentity } from '@shop/contract/business-identity.ts';
import { runJobOncePerPeriod } from '../../http/job-run.ts';
import { route } from '../../http/route.ts';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import type { MessageSender } from '../../integrations/message-sender/message-sender.ts';
import { staffRoute } from '../admin/staff-route.ts';
import { memberOf } from '../auth/member-access.ts';
import type { MemberContactOf } from './message-facts.ts';
import { sentForOrder, type SentRow } from './outbox-repository.ts';
import { OutboxSender } from './outbox-sender.ts';

/**
 * Notifications after the order (issue 21 item 1, decision 0502): the sender job, tried by every
 * instance each `NOTIFY_PERIOD_MS` (5 s) and run by one of them per period (decision 0368; the
 * outbox's leases keep a run that outlasts its period apart from the next), the member's list of
 * what was sent for an order and the templates for the back office. Registered after
 * `installAdmin` (staff routes).
 */
export function installNotifications(
  app: FastifyInstance,
  deps: {
    messages: MessageSender;
    seller: () => Promise<BusinessIdentity>;
    classRecords: ClassRecords;
  },
) {
  const db = app.database.db;
  // a member's event outside an order (an inquiry answered) reaches the phone the academy holds
  const contactOf: MemberContactOf = async (memberId) => {
    const record = await deps.classRecords.member(memberId);
    if (!record) return null;
    return { name: record.account.stdName, phone: record.account.stdHandPhone, email: null };
  };
  const sender = new OutboxSender(
    db,
    deps.messages,
    deps.seller,
    contactOf,
    app.config.notifyLeaseMs,
  );
  // the crash test's fault: the process dies with messages claimed and not yet sent
  if (process.env.NOTIFY_FAULT === 'exit-before-send') sender.afterClaim = () => process.exit(98);
  app.decorate('outboxSender', sender);

  route(app, orderNotices, async ({ request, body }) => ({
    list: (await sentForOrder(db, memberOf(request).memberId, body.orderId)).flatMap(noticesOf),
  }));

  staffRoute(app, adminNoticeTemplates, 'orders.read', async () => ({
    list: NOTICE_TEMPLATES.map((t) => ({
      ...t,
      variables: templateVariables(t.text),
      channels: noticeChannelsOf(t.kind),
    })),
  }));

  const timers: NodeJS.Timeout[] = [];
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      const periodMs = app.config.notifyPeriodMs;
      const run = () =>
        runJobOncePerPeriod(app, 'notification-sender', () => sender.runOnce(), periodMs);
      timers.push(setInterval(() => void run(), periodMs).unref());
    });
  }
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

function noticesOf(row: SentRow): SentNotice[] {
  const out: SentNotice[] = [];
  const add = (channel: NoticeChannel, at: string | Date | null) => {
    if (at === null) return;
    out.push({
      sentDatetime: new Date(at).toISOString(),
      channel,
      channelLabel: NOTICE_CHANNEL_LABELS[channel],
      title: row.title,
      text: row.body,
    });
  };
  if (row.phone_channel === 'alimtalk' || row.phone_channel === 'sms') {
    add(row.phone_channel, row.phone_sent_at);
  }
  if (row.email_channel === 'email') add('email', row.email_sent_at);
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender job, for its tests (one pass on demand). */
    outboxSender: OutboxSender;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptDataShop, type KeptDataShop } from '../../test/kept-data-shop.ts';
import { payInWindow } from '../../test/simulator-harness.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import { SEOJUN_CDI, createOrder, orderBody, windowForm } from '../../test/checkout-test-kit.ts';

/**
 * Issue 21 item 1: the shop process dies after an order's event committed and its message was
 * claimed, before anything was sent (NOTIFY_FAULT=exit-before-send). Nothing left; after a
 * restart the message goes out, once.
 */
let bed: KeptDataShop;

beforeAll(async () => {
  bed = await keptDataShop('shop-outbox-crash-');
});
afterAll(async () => {
  await bed?.close();
});

// starting a process migrates and seeds its data folder first: minutes on a loaded machine
const shop = (env: Record<string, string> = {}) =>
  bed.start({ NOTIFY_LEASE_MS: '1000', ...env }, 300_000);

async function messagesAbout(orderId: number) {
  const res = await fetch(`${bed.sims.url}/messages/api/messages`, {
    headers: { 'x-api-key': 'dev-only-secret-change-me' },
  });
  const { list } = (await res.json()) as { list: { channel: string; text: string }[] };
  return list.filter((m) => m.text.includes(`주문번호: ${orderId}\n`));
}

describe('a crash between the event and its message', () => {
  it('sends the message after the restart, once', async () => {
    const faulty = await shop({ NOTIFY_FAULT: 'exit-before-send' });
    const t = bed.overHttp(faulty);
    const kim = await signInAs(t, 'parent.kim');
    const body = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const { orderId } = await createOrder(t, kim, body);
    const back = await payInWindow(await windowForm(t, kim, orderId, '신용카드'), 'approve');
    const returned = await fetch(back.action, {
      method: 'POST',
      body: new URLSearchParams(back.fields),
    });
    expect(returned.status).toBe(200);

    // the order is paid (its event committed); the job claims its message and the process dies
    expect(await faulty.exited, faulty.output()).toBe(98);
    expect(await messagesAbout(orderId)).toEqual([]);

    await shop();
    // restarted without the fault: once the dead runner's lease ran out, the job sends it
    const deadline = Date.now() + 120_000;
    while ((await messagesAbout(orderId)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // a second pass of the job finds nothing more to send
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const phone = (await messagesAbout(orderId)).filter((m) => m.channel !== 'email');
    expect(phone).toHaveLength(1);
    expect(phone[0]!.text).toContain('주문이 접수되었습니다');
  }, 600_000);
});

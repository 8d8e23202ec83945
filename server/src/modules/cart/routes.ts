import type { FastifyInstance } from 'fastify';
import { cartAdd, cartDel, cartMine, cartUpdate, checkOrderCreate } from '@shop/contract/cart.ts';
import { route } from '../../http/route.ts';
import { memberOf } from '../auth/member-access.ts';
import { scheduleCartCleanup } from './cart-cleanup.ts';
import { cartCounts } from './cart-repository.ts';
import type { CartService } from './cart-service.ts';
import type { OrderRules } from './order-rules.ts';

/** Cart calls and the order check (spec 1 §7); needs memberRoutes registered first. */
export function cartRoutes(
  app: FastifyInstance,
  { cart, rules }: { cart: CartService; rules: OrderRules },
): void {
  const db = app.database.db;

  route(app, cartMine, async ({ request, body }) => cart.mine(memberOf(request), body.cartTabInx));

  route(app, cartAdd, async ({ request, body }) => {
    const lines = await cart.add(memberOf(request), request.viewer, body.list);
    return { data: { cartIds: lines.map((l) => l.cartId), lines } };
  });

  route(app, cartUpdate, async ({ request, body }) => {
    return { data: { updated: await cart.update(memberOf(request), body.list) } };
  });

  route(app, cartDel, async ({ request, body }) => {
    return { data: { deleted: await cart.remove(memberOf(request), body.cartIds) } };
  });

  route(app, checkOrderCreate, async ({ request, body }) => {
    await rules.assertAllowed(memberOf(request), request.viewer, body.items, { suppleRule: true });
    return { data: { checked: body.items.length } };
  });

  app.memberStatistics.provide({ cartCounts: (memberId) => cartCounts(db, memberId) });
  scheduleCartCleanup(app);
}

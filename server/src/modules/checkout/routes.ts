import type { FastifyInstance } from 'fastify';
import {
  calculatePriceOversea,
  overseaConfigAndNation,
  queryEmsCityChoices,
  queryEmsStateChoices,
  queryEmsZipcodeChoices,
} from '@shop/contract/checkout-oversea.ts';
import {
  deliveryCreateCall,
  deliveryListCall,
  postcodeSearch,
} from '@shop/contract/checkout-addresses.ts';
import { orderCreate, orderCreateOversea, productForPay } from '@shop/contract/checkout.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { AddressRejected } from '../../integrations/address-book/address-book.ts';
import type { OutsideSystems } from '../../integrations/outside-systems.ts';
import { PostcodeRefused } from '../../integrations/postcode/postcode-service.ts';
import { memberOf } from '../auth/member-access.ts';
import type { CheckoutService } from './checkout-service.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import type { OverseaPricing } from './oversea-pricing.ts';
import { productsForPay } from './pay-product-queries.ts';

/** The pay page's calls and order creation (spec 2 §7). */
export function checkoutRoutes(
  app: FastifyInstance,
  deps: { checkout: CheckoutService; oversea: OverseaPricing; outside: OutsideSystems },
): void {
  const db = app.database.db;
  const { checkout, oversea } = deps;

  route(app, productForPay, async ({ query }) => ({
    list: await productsForPay(db, query.productIds),
  }));

  route(app, deliveryListCall(app.config.provider), async ({ request }) => ({
    list: await deps.outside.addressBook.list(memberOf(request).memberId),
    manageUrl: deps.outside.addressBook.managementUrl(),
  }));

  route(app, deliveryCreateCall(app.config.provider), async ({ request, body }) => {
    const member = memberOf(request);
    try {
      return { data: await deps.outside.addressBook.create(member.memberId, body) };
    } catch (err) {
      if (!(err instanceof AddressRejected)) throw err;
      if (err.field) throw badRequest(err.reason, err.field);
      throw new AppError(409, 'ADDRESS-REFUSED', err.reason);
    }
  });

  // signed-in members only: the pay page's address chooser is its one user
  route(app, postcodeSearch, async ({ request, query }) => {
    memberOf(request);
    try {
      const found = await deps.outside.postcode.searchAddresses(query.q, query.page);
      return {
        list: found.list.map(({ zonecode, roadAddress, jibunAddress, buildingName }) => ({
          zonecode,
          roadAddress,
          jibunAddress,
          buildingName,
        })),
        totalCount: found.totalCount,
        page: found.page,
      };
    } catch (err) {
      if (err instanceof PostcodeRefused) throw badRequest(err.serviceMessage, 'q');
      throw err;
    }
  });

  route(app, orderCreate, async ({ request, body }) => {
    const { deliveryId, deliveryNote, ...order } = body;
    const data = await checkout.createDomestic(
      memberOf(request),
      request.viewer,
      { ...order, deliveryId, deliveryNote },
      { scope: orderCreate.path, key: idempotencyKeyOf(request.headers), body },
    );
    return { data };
  });

  route(app, orderCreateOversea, async ({ request, body }) => {
    const data = await checkout.createOversea(memberOf(request), request.viewer, body, {
      scope: orderCreateOversea.path,
      key: idempotencyKeyOf(request.headers),
      body,
    });
    return { data };
  });

  route(app, overseaConfigAndNation, async () => ({ data: await oversea.configAndNations() }));

  route(app, calculatePriceOversea, async ({ request, body }) => {
    const { overseaFee: _fee, ...data } = await oversea.preview(memberOf(request), body);
    return { data };
  });

  route(app, queryEmsStateChoices, async ({ body }) => ({
    data: { choices: await deps.outside.postcode.emsStates(body.nationCd) },
  }));
  route(app, queryEmsCityChoices, async ({ body }) => ({
    data: { choices: await deps.outside.postcode.emsCities(body.nationCd, body.stateFrom) },
  }));
  route(app, queryEmsZipcodeChoices, async ({ body }) => ({
    data: {
      choices: await deps.outside.postcode.emsZipCodes(
        body.nationCd,
        body.stateFrom,
        body.cityFrom,
      ),
    },
  }));
}

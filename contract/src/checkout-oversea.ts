import { z } from 'zod';
import { pricePreview } from './billing.ts';
import { defineCall } from './call.ts';
import { checkoutItem } from './cart.ts';
import { trimmedText as text } from './common.ts';

/** Overseas recipient (spec 2 §3 Overseas input); English only, checked by the server too. */
export const overseaInput = z.object({
  name: text(60),
  phone: text(40),
  email: text(120),
  zipCode: text(20),
  addr1: text(200),
  addr2: text(200),
  city: text(80),
  state: text(80),
  deliveryNote: text(200),
  nationCd: text(4),
  premiumCd: z.enum(['31', '32']),
});
export type OverseaInput = z.infer<typeof overseaInput>;

/** Overseas configuration and the EMS nations (spec 2 §3). */
export const emsNationChoice = z.object({
  nationCd: z.string(),
  nationName: z.string(),
  nationNameKr: z.string(),
  premiumCd: z.enum(['31', '32']),
});
export const overseaConfigAndNation = defineCall({
  operationId: 'overseaConfigAndNation',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/oversea-config-and-nation',
  summary: 'Overseas delivery settings and the EMS nations',
  response: z.object({
    data: z.object({
      config: z.object({
        enableEms: z.boolean(),
        enableZipFinder: z.boolean(),
        zipFindableNations: z.array(z.object({ nationCd: z.string() })),
        disableZipNations: z.array(z.object({ nationCd: z.string() })),
        enableLimitedNation: z.boolean(),
        /** Every nation no order may go to, with the memo to show for it. */
        limitedNations: z.array(z.object({ nationCd: z.string(), memo: z.string() })),
        limitedMemo: z.string(),
      }),
      nations: z.array(emsNationChoice),
    }),
  }),
});

export const calculatePriceOversea = defineCall({
  operationId: 'calculatePriceOversea',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/calculate-price-oversea',
  summary: 'Price preview with the EMS fee of the nation and the items’ weight',
  body: z.object({
    premiumCd: z.enum(['31', '32']),
    nationCd: text(4).min(2),
    nationName: text(80).optional(),
    items: z.array(checkoutItem).min(1).max(100),
  }),
  response: z.object({
    data: pricePreview.extend({ premiumCd: z.string(), nationName: z.string() }),
  }),
});

const choices = z.object({ choices: z.array(z.string()) });
export const queryEmsStateChoices = defineCall({
  operationId: 'queryEmsStateChoices',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/query-ems-state-choices',
  summary: 'EMS states of a nation',
  body: z.object({ nationCd: text(4).min(2) }),
  response: z.object({ data: choices }),
});
export const queryEmsCityChoices = defineCall({
  operationId: 'queryEmsCityChoices',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/query-ems-city-choices',
  summary: 'EMS cities of a state',
  body: z.object({ nationCd: text(4).min(2), stateFrom: text(80).min(1) }),
  response: z.object({ data: choices }),
});
export const queryEmsZipcodeChoices = defineCall({
  operationId: 'queryEmsZipcodeChoices',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/query-ems-zipcode-choices',
  summary: 'EMS zip codes of a city',
  body: z.object({
    nationCd: text(4).min(2),
    stateFrom: text(80).min(1),
    cityFrom: text(80).min(1),
  }),
  response: z.object({ data: choices }),
});

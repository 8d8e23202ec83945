import { CashReceiptMessage, cashReceiptKind } from './cash-receipt.ts';
import { orderConsentInput } from './order-consent.ts';
import { z } from 'zod';
import { DEFAULT_PROVIDER } from './auth.ts';
import { pricePreview } from './billing.ts';
import { defineCall } from './call.ts';
import { checkoutItem } from './cart.ts';
import { KOREAN_MOBILE, won } from './common.ts';

const id = z.number().int().min(1).max(2_147_483_647);

/** Payment types on the wire (spec 2 §4.1). ZERO is set by the server when the total is 0. */
export const PaymentType = {
  card: '신용카드',
  vbank: '가상계좌',
  ars: 'ARS',
  zero: 'ZERO',
} as const;
export const paymentTypeCd = z.enum(['신용카드', '가상계좌', 'ARS', 'ZERO']);
export type PaymentTypeCd = z.infer<typeof paymentTypeCd>;

/** Result-page pgType values (spec 2 §2.2), read case-insensitively. */
export const PgType = { vbank: 'vbank', universal: 'universal', ars: 'ars', zero: 'ZERO_PRICE' };

/**
 * Why a payment window ended without a payment: the shop's own reasons, sent to the failure page
 * as its resultMsg (spec 2 §2.2). The page shows its own text for a reason and never text from
 * the query, which anyone can write into a link (docs/decisions/0321).
 */
export const PayFailReasons = [
  'cancelled',
  'declined',
  'refused',
  'failed',
  'notRecorded',
  'noAnswer',
  'notFound',
  'processed',
  'unreadable',
] as const;
export type PayFailReason = (typeof PayFailReasons)[number];

const ADDR_INVALID =
  '[받는 분 정보]가 정확하지 않습니다. 학부모 계정의 배송지 관리에서 배송지를 변경하거나 새로 등록해 주세요.';

/**
 * Messages of the pay page and the order calls (spec 2 §5, §8), verbatim where the spec has them.
 * The spec leaves the overseas form's texts, the missing address parts and the ARS number's
 * format unwritten; those are ours (docs/decisions/0300-forms-on-the-contracts-rules.md).
 */
export const CheckoutMessage = {
  choosePayment: '결제 방법을 선택하세요',
  /** Decision 0464: the cash-receipt choice of a virtual-account order. */
  cashReceipt: CashReceiptMessage,
  /** 전자상거래법 §13 ②, 개인정보보호법 §17 (decision 0462). */
  consentRequired: '주문 내용을 확인하고 구매조건 및 개인정보 제3자 제공에 동의해 주세요.',
  /** 민법 §5 ②, 전자상거래법 §13 ④ (decision 0463): a student under 19 is told before paying. */
  minorsNoticeRequired:
    '미성년자 계약 취소 안내를 확인해야 주문할 수 있습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  /** Decision 0463: an account under 14 cannot pay alone; the parent (guardian) account pays. */
  parentPays:
    '만 14세 미만 학생 계정은 직접 결제할 수 없습니다. 학부모(보호자) 계정으로 로그인해 결제해 주세요.',
  arsPhone: 'ARS 문자 수신 번호를 입력하세요',
  arsPhoneFormat: 'ARS 문자 수신 번호는 휴대폰 번호(예: 010-1234-5678)로 입력하세요',
  /** Ours (decision 0326): texts go only to a number the shop knows as the member's. */
  arsPhoneNotConfirmed:
    'ARS 결제 문자는 회원님의 휴대폰 번호나 주문의 연락처로만 보낼 수 있습니다.',
  /** Ours (decision 0326): at most 3 texts per order in 10 minutes. */
  arsTooOften: 'ARS 결제 문자를 너무 자주 요청했습니다. 10분 후에 다시 시도해 주세요.',
  chooseDelivery: '배송지를 선택하세요',
  confirmQty: '수량이 2개 이상 선택되었습니다.주문을 진행합니까?',
  addrInvalid: ADDR_INVALID,
  /** The address chooser's new-address form (ours: the spec leaves them unwritten). */
  newAddress: {
    deliveryName: '배송지 이름을 입력하세요.',
    name: '받는 분 이름을 입력하세요.',
    mobile: '휴대폰 번호를 입력하세요.',
    mobileFormat: '휴대폰 번호는 010-1234-5678처럼 입력하세요.',
    addr1: '주소 검색으로 주소를 선택하세요.',
    addr2: '상세 주소를 입력하세요.',
  },
  /** A missing part of the saved address, then the spec's CREVERSE-ADDR text. */
  addrMissing: {
    addr1: `[받는 분 정보] 주소가 없습니다.\n${ADDR_INVALID}`,
    addr2: `[받는 분 정보] 상세 주소가 없습니다.\n${ADDR_INVALID}`,
    name: `[받는 분 정보] 받는 분 이름이 없습니다.\n${ADDR_INVALID}`,
    mobile: `[받는 분 정보] 휴대폰 번호가 없습니다.\n${ADDR_INVALID}`,
  },
  oversea: {
    missing: {
      name: '받는 분 이름을 영문으로 입력하세요.',
      phone: '연락처의 국가번호와 전화번호를 입력하세요.',
      email: '이메일을 입력하세요.',
      nationCd: '배송 국가를 선택하세요.',
      zipCode: '우편번호(Zip Code)를 입력하세요.',
      addr1: '주소(Address 1)를 입력하세요.',
      city: '도시(City)를 입력하세요.',
      state: '주/도(State)를 입력하세요.',
    },
    emailFormat: '이메일 형식이 올바르지 않습니다.',
    phoneFormat: '연락처는 숫자와 하이픈(-)으로 입력하세요.',
    notEnglish: '해외 배송지는 영문으로만 입력할 수 있습니다.',
  },
  totalMismatch: '결제 금액이 변경되었습니다. 새로 계산된 금액을 확인한 뒤 다시 주문해 주세요.',
  retryBenefitTaken:
    '이 주문의 무료배송 혜택이 다른 주문에 사용되어 다시 결제할 수 없습니다. 이 주문을 취소한 뒤 다시 주문해 주세요.',
  benefitTaken:
    '선택한 무료배송 혜택이 다른 주문에 사용되었습니다. 배송비를 포함한 금액을 확인한 뒤 다시 주문해 주세요.',
  idempotencyMismatch: '같은 주문 요청 키로 다른 내용의 주문을 보낼 수 없습니다.',
  notPayable: '결제할 수 없는 주문입니다.',
  notZero: '결제 금액이 0원인 주문이 아닙니다.',
  emsZip: 'State, City, and Zip Code를 모두 선택해주세요.',
  /** Ours: EMS is switched off in the settings. */
  overseaDisabled: '해외 배송을 이용할 수 없습니다.',
  /** Ours: a product of the order may not go abroad. */
  overseaProductRefused: '해외 배송할 수 없는 상품이 있습니다.',
  /** Ours: a nation is priced with its own EMS type only. */
  emsTypeMismatch: '선택한 국가의 EMS 종류가 아닙니다.',
} as const;

export const CheckoutErrorCode = {
  totalMismatch: 'PRICE-MISMATCH',
  benefitTaken: 'BENEFIT-UNAVAILABLE',
  notPayable: 'NOT-PAYABLE',
  gateway: 'GATEWAY-FAILED',
  overseaDisabled: 'OVERSEA-DISABLED',
  limitedNation: 'LIMITED-NATION',
  /** Decision 0463: an order by a student account under 14 (403). */
  parentPays: 'MINOR-PARENT-PAYS',
} as const;

/** One item on the pay page (spec 2 §3 Pay item) as the product-for-pay call answers it. */
export const payProduct = z.object({
  productId: z.number().int(),
  canOversea: z.boolean(),
  canBuyMultiple: z.boolean(),
  canBuy: z.boolean(),
  additionalNotice: z.string().nullable(),
  markedPrice: won,
  sellPrice: won,
  displayName: z.string(),
  imageUrl: z.string(),
  isStb: z.boolean(),
  hasEbook: z.boolean(),
  hasCd: z.boolean(),
  isOptionalCd: z.boolean(),
  isSupple: z.boolean(),
  shipWeightG: z.number().int(),
});
export type PayProduct = z.infer<typeof payProduct>;

const productIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

export const productForPay = defineCall({
  operationId: 'productForPay',
  tag: 'checkout',
  method: 'GET',
  path: '/api/product-for-pay',
  summary: 'The products of the pay page (repeated productIds)',
  query: z.object({
    productIds: z
      .union([productIdParam, z.array(productIdParam)])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(z.array(z.number()).min(1).max(100)),
  }),
  response: z.object({ list: z.array(payProduct) }),
});

/** A saved address of the parent company's address book (spec 2 §3). */
export const deliveryAddress = z.object({
  deliveryId: z.number().int(),
  isDefault: z.boolean(),
  name: z.string(),
  mobile: z.string(),
  mobile2: z.string().nullable(),
  tel: z.string().nullable(),
  zipcode: z.string(),
  addr1: z.string(),
  addr2: z.string(),
  deliveryNote: z.string().nullable(),
  deliveryName: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const deliveryListCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'deliveryList',
    tag: 'checkout',
    method: 'GET',
    path: `/api/bridge/${provider}-delivery-list`,
    summary: "The member's saved delivery addresses (address book) and its management page",
    response: z.object({ list: z.array(deliveryAddress), manageUrl: z.string() }),
  });

const text = (max: number) => z.string().trim().max(max);

/**
 * Adds an address to the member's address book from the delivery-address chooser's create mode
 * (INTEGRATIONS §3); zipcode and addr1 come from the Korean address search. The address book
 * checks it too and its refusal comes back as 400 naming the field.
 */
const NEW = CheckoutMessage.newAddress;
/**
 * The new-address form of the address chooser, and what deliveryCreate sends: its rules and
 * messages once, for the form's resolver and the server. The road address and its zip code come
 * together from the address search, so a missing zip code is a missing address.
 */
export const newDeliveryAddress = z.object({
  deliveryName: z.string().trim().min(1, NEW.deliveryName).max(20),
  name: z.string().trim().min(1, NEW.name).max(20),
  mobile: z.string().trim().min(1, NEW.mobile).regex(KOREAN_MOBILE, NEW.mobileFormat),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, NEW.addr1),
  addr1: z.string().trim().min(1, NEW.addr1).max(100),
  addr2: z.string().trim().min(1, NEW.addr2).max(100),
  deliveryNote: z.string().trim().max(50).nullable().default(null),
  isDefault: z.boolean().default(false),
});
export type NewDeliveryAddress = z.input<typeof newDeliveryAddress>;
export const deliveryCreateCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'deliveryCreate',
    tag: 'checkout',
    method: 'POST',
    path: `/api/bridge/${provider}-delivery-create`,
    summary: "Adds an address to the member's address book (the chooser's create mode)",
    body: newDeliveryAddress,
    response: z.object({ data: deliveryAddress }),
  });

/** One Korean address of the address search (INTEGRATIONS §6). */
export const koreanAddressChoice = z.object({
  zonecode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string(),
});
export type KoreanAddressChoice = z.infer<typeof koreanAddressChoice>;

export const postcodeSearch = defineCall({
  operationId: 'postcodeSearch',
  tag: 'checkout',
  method: 'GET',
  path: '/api/postcode/search',
  summary: 'Korean address search (zonecode, road and lot address) through the postcode service',
  query: z.object({
    q: z.string().trim().min(2).max(80),
    page: z.coerce.number().int().min(1).max(100).default(1),
  }),
  response: z.object({
    list: z.array(koreanAddressChoice),
    totalCount: z.number().int(),
    page: z.number().int(),
  }),
});

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

const orderBase = z.object({
  items: z.array(checkoutItem).min(1).max(100),
  /** '' do not use; null the server picks; a number that benefit. */
  fdbIdSelected: z.union([id, z.literal(''), z.null()]).optional(),
  productPriceTotal: won,
  deliveryPriceTotal: won,
  paymentTypeCd: paymentTypeCd.nullable().default(null),
  arsPhone: z.string().trim().max(20).nullable().default(null),
  /** The ticked consent box (decision 0462); the server refuses an order without it. */
  consent: orderConsentInput.nullable().default(null),
  /**
   * A virtual-account order's cash receipt (decision 0464): the use and its number, checked by
   * the contract's rule (cashReceiptChoice); null when the page did not ask.
   */
  cashReceipt: z
    .object({ kind: cashReceiptKind, identifier: z.string().max(20) })
    .nullable()
    .default(null),
});

export const orderCreate = defineCall({
  operationId: 'orderCreate',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-create',
  summary:
    'Creates an order with domestic delivery; every amount recomputed, one order per Idempotency-Key',
  body: orderBase.extend({
    deliveryId: id.nullable().default(null),
    name: text(60).optional(),
    mobile: text(20).optional(),
    addr1: text(200).optional(),
    addr2: text(200).optional(),
    deliveryNote: text(200).nullable().optional(),
  }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), priceTotal: won, paymentTypeCd }),
  }),
});

export const orderCreateOversea = defineCall({
  operationId: 'orderCreateOversea',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-create-oversea',
  summary: 'Creates an order delivered by EMS; the overseas fee is added by the server',
  body: orderBase.extend({ oversea: overseaInput }),
  response: orderCreate.response,
});

export const orderZeroPrice = defineCall({
  operationId: 'orderZeroPrice',
  tag: 'checkout',
  method: 'POST',
  path: '/api/member-svc/order-zero-price',
  summary: 'Completes an order whose total is 0 (payment type ZERO)',
  body: z.object({ orderId: id, cartIds: z.array(id).max(200).default([]) }),
  response: z.object({ data: z.object({ orderId: z.number().int() }) }),
});

export const sendArs = defineCall({
  operationId: 'sendArs',
  tag: 'checkout',
  method: 'POST',
  path: '/api/allat/send-ars',
  summary: 'Texts the ARS pay code for an order (valid 10 days)',
  body: z.object({
    orderId: id,
    cartIds: z.array(id).max(200).default([]),
    arsPhone: z.string().trim().regex(KOREAN_MOBILE, CheckoutMessage.arsPhoneFormat),
  }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), arsNumber: z.string(), expiresAt: z.string() }),
  }),
});

export const gatewayForm = z.object({
  mid: z.string(),
  orderNumber: z.string(),
  price: won,
  goodsName: z.string(),
  buyerName: z.string(),
  timestamp: z.string(),
  signature: z.string(),
  hashKey: z.string(),
  acceptMethod: z.string(),
  pgPayCodePc: z.string(),
  pgPayCodeMobile: z.string(),
  pgCustomData: z.string(),
  mobileVBankDt: z.string(),
  /** Where the browser posts `fields`; PC through the gateway's script (scriptUrl). */
  windowUrl: z.string(),
  scriptUrl: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type GatewayForm = z.infer<typeof gatewayForm>;

export const getParameterOfOrder = defineCall({
  operationId: 'getParameterOfOrder',
  tag: 'checkout',
  method: 'POST',
  path: '/api/inicis/get-parameter-of-order',
  summary: "Signed form of the gateway's window for an unpaid card or virtual-account order",
  body: z.object({
    paymentTypeCd: z.enum(['신용카드', '가상계좌']),
    orderId: id,
    frontDomain: z.string().max(200).optional(),
    fromUrl: z.string().max(500).optional(),
    cartIds: z.array(id).max(200).default([]),
    /** The mobile window (phone widths or a mobile user agent). */
    mobile: z.boolean().default(false),
  }),
  response: z.object({ data: gatewayForm }),
});

/**
 * The buyer's card window ended without a payment (closed, cancelled, failed): the open attempt
 * ends once the gateway confirms it holds no approval for it, and the order lets its free-delivery
 * benefit go until '다시 결제' (decision 0243). `paid`: the gateway had approved it after all.
 */
export const orderPayRelease = defineCall({
  method: 'POST',
  path: '/api/member-svc/order-pay-release',
  operationId: 'orderPayRelease',
  tag: 'checkout',
  summary:
    "Ends an unpaid card order's open window attempt and frees its benefit until it is paid again",
  body: z.object({ orderId: id }),
  response: z.object({
    data: z.object({ orderId: z.number().int(), state: z.enum(['paid', 'open', 'released']) }),
  }),
});

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

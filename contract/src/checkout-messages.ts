import { CashReceiptMessage } from './cash-receipt.ts';
import { EscrowMessage } from './escrow.ts';

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
  /** Decisions 0465–0467: 구매안전서비스 (escrow). */
  escrow: EscrowMessage,
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
  /**
   * Ours: the parcel is heavier than the EMS fee table's last bracket (decision 0523; the postal
   * service's own 'over {grams} g' was passed on until the shop kept its own table).
   */
  overWeight:
    'EMS로 보낼 수 있는 무게({grams}g)를 넘었습니다. 수량을 줄이거나 나누어 주문해 주세요.',
} as const;

export const CheckoutErrorCode = {
  totalMismatch: 'PRICE-MISMATCH',
  benefitTaken: 'BENEFIT-UNAVAILABLE',
  notPayable: 'NOT-PAYABLE',
  gateway: 'GATEWAY-FAILED',
  overseaDisabled: 'OVERSEA-DISABLED',
  limitedNation: 'LIMITED-NATION',
  /** Heavier than the EMS fee table's last bracket (422). */
  overWeight: 'OVER-WEIGHT',
  /** Decision 0463: an order by a student account under 14 (403). */
  parentPays: 'MINOR-PARENT-PAYS',
} as const;

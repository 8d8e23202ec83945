/**
 * The parent company's address book: saved delivery addresses per member (INTEGRATIONS.md §3).
 * Member ids are those of the SSO and class-records demo data (../sso/demo-logins.ts): parent.kim
 * (1001) has several addresses, one of them incomplete (no detail address) so the shop's
 * CREVERSE-ADDR check has something to catch; parent.lee (1002) has none.
 */

export interface SavedAddress {
  deliveryId: number;
  isDefault: boolean;
  /** Recipient. */
  name: string;
  mobile: string;
  mobile2: string | null;
  tel: string | null;
  zipcode: string;
  addr1: string;
  addr2: string;
  deliveryNote: string | null;
  /** The label the member gave the address ('우리 집', '회사'). */
  deliveryName: string;
}

export type AddressInput = Omit<SavedAddress, 'deliveryId' | 'isDefault'> & { isDefault?: boolean };

export const MAX_ADDRESSES_PER_MEMBER = 20;

const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;
const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

/** The first problem of an input, as the address book's own form would say it; null when fine. */
export function addressProblem(input: Partial<Record<keyof AddressInput, unknown>>): {
  field: string;
  message: string;
} | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const optional = (v: unknown) => v === undefined || v === null || text(v) === '';
  const checks: [keyof AddressInput, boolean, string][] = [
    [
      'deliveryName',
      text(input.deliveryName).length >= 1 && text(input.deliveryName).length <= 20,
      '배송지명을 20자 이내로 입력하세요.',
    ],
    [
      'name',
      text(input.name).length >= 1 && text(input.name).length <= 20,
      '받는 분 이름을 20자 이내로 입력하세요.',
    ],
    ['mobile', MOBILE.test(text(input.mobile)), '휴대폰 번호를 확인하세요.'],
    [
      'mobile2',
      optional(input.mobile2) || MOBILE.test(text(input.mobile2)),
      '추가 휴대폰 번호를 확인하세요.',
    ],
    ['tel', optional(input.tel) || PHONE.test(text(input.tel)), '전화번호를 확인하세요.'],
    ['zipcode', /^\d{5}$/.test(text(input.zipcode)), '우편번호(5자리)를 검색해 입력하세요.'],
    [
      'addr1',
      text(input.addr1).length >= 1 && text(input.addr1).length <= 100,
      '주소를 검색해 입력하세요.',
    ],
    [
      'addr2',
      optional(input.addr2) || text(input.addr2).length <= 100,
      '상세 주소는 100자 이내로 입력하세요.',
    ],
    [
      'deliveryNote',
      optional(input.deliveryNote) || text(input.deliveryNote).length <= 50,
      '배송 메모는 50자 이내로 입력하세요.',
    ],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

/** Trims, drops empty optionals and normalises phone numbers to the hyphenated form. */
export function cleanInput(input: Record<string, unknown>): AddressInput {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const orNull = (v: unknown) => text(v) || null;
  return {
    deliveryName: text(input.deliveryName),
    name: text(input.name),
    mobile: hyphenate(text(input.mobile)),
    mobile2: orNull(input.mobile2) && hyphenate(text(input.mobile2)),
    tel: orNull(input.tel) && hyphenate(text(input.tel)),
    zipcode: text(input.zipcode),
    addr1: text(input.addr1),
    addr2: text(input.addr2),
    deliveryNote: orNull(input.deliveryNote),
    isDefault: input.isDefault === true || input.isDefault === 'on' || input.isDefault === 'true',
  };
}

function hyphenate(phone: string): string {
  if (phone.includes('-')) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('02')) return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
}

/** Everything the address book holds, per member; the first address of a member is its default. */
export class AddressBookStore {
  private byMember = new Map<number, SavedAddress[]>();
  private nextId = 70_001;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.byMember = new Map();
    this.nextId = 70_001;
    for (const [memberId, inputs] of DEMO_ADDRESSES) {
      for (const input of inputs) this.add(memberId, input);
    }
  }

  list(memberId: number): SavedAddress[] {
    const list = this.byMember.get(memberId) ?? [];
    return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  find(memberId: number, deliveryId: number): SavedAddress | undefined {
    return this.byMember.get(memberId)?.find((a) => a.deliveryId === deliveryId);
  }

  add(memberId: number, input: AddressInput): SavedAddress | 'full' {
    const list = this.byMember.get(memberId) ?? [];
    if (list.length >= MAX_ADDRESSES_PER_MEMBER) return 'full';
    const { isDefault, ...fields } = input;
    const saved: SavedAddress = {
      deliveryId: this.nextId++,
      isDefault: list.length === 0 || isDefault === true,
      ...fields,
    };
    if (saved.isDefault) for (const other of list) other.isDefault = false;
    list.push(saved);
    this.byMember.set(memberId, list);
    return saved;
  }

  update(memberId: number, deliveryId: number, input: AddressInput): SavedAddress | undefined {
    const found = this.find(memberId, deliveryId);
    if (!found) return undefined;
    const { isDefault, ...fields } = input;
    Object.assign(found, fields);
    if (isDefault) this.makeDefault(memberId, deliveryId);
    return found;
  }

  remove(memberId: number, deliveryId: number): boolean {
    const list = this.byMember.get(memberId) ?? [];
    const index = list.findIndex((a) => a.deliveryId === deliveryId);
    if (index < 0) return false;
    const [removed] = list.splice(index, 1);
    if (removed?.isDefault && list[0]) list[0].isDefault = true;
    return true;
  }

  makeDefault(memberId: number, deliveryId: number): boolean {
    const list = this.byMember.get(memberId) ?? [];
    if (!list.some((a) => a.deliveryId === deliveryId)) return false;
    for (const a of list) a.isDefault = a.deliveryId === deliveryId;
    return true;
  }
}

const DEMO_ADDRESSES: [number, AddressInput[]][] = [
  [
    1001,
    [
      {
        deliveryName: '우리 집',
        name: '김민정',
        mobile: '010-2345-6789',
        mobile2: '010-3100-5101',
        tel: '02-555-1234',
        zipcode: '06282',
        addr1: '서울 강남구 삼성로 198 (대치동, 은마아파트)',
        addr2: '31동 502호',
        deliveryNote: '경비실에 맡겨 주세요.',
        isDefault: true,
      },
      {
        deliveryName: '친정',
        name: '박순자',
        mobile: '010-8765-4321',
        mobile2: null,
        tel: null,
        zipcode: '06500',
        addr1: '서울 서초구 신반포로 15 (반포동, 반포자이)',
        addr2: '112동 1503호',
        deliveryNote: null,
      },
      {
        deliveryName: '회사',
        name: '김민정',
        mobile: '010-2345-6789',
        mobile2: null,
        tel: '02-3456-7000',
        zipcode: '06133',
        addr1: '서울 강남구 테헤란로 102 (역삼동, 강남파이낸스센터)',
        addr2: '21층 교육사업팀',
        deliveryNote: '평일 9시~18시 수령 가능',
      },
      {
        deliveryName: '시댁 (상세주소 없음)',
        name: '김영수',
        mobile: '010-5555-0101',
        mobile2: null,
        tel: null,
        zipcode: '10401',
        addr1: '경기 고양시 일산동구 중앙로 1056 (장항동, 호수마을)',
        addr2: '',
        deliveryNote: null,
      },
    ],
  ],
  [
    1003,
    [
      {
        deliveryName: '집',
        name: '박지호',
        mobile: '010-5201-0000',
        mobile2: null,
        tel: null,
        zipcode: '06579',
        addr1: '서울 서초구 반포대로 225 (반포동, 반포리체)',
        addr2: '103동 804호',
        deliveryNote: '문 앞에 놓아 주세요.',
      },
    ],
  ],
  [
    1004,
    [
      {
        deliveryName: '한빛어학원 일산',
        name: '한빛어학원',
        mobile: '010-9000-1234',
        mobile2: null,
        tel: '031-900-1234',
        zipcode: '10401',
        addr1: '경기 고양시 일산동구 중앙로 1036 (장항동)',
        addr2: '한빛빌딩 4층 교무실',
        deliveryNote: '토요일 수령 불가',
      },
    ],
  ],
  [
    1005,
    [
      {
        deliveryName: '집',
        name: '최유나',
        mobile: '010-6789-0123',
        mobile2: null,
        tel: null,
        zipcode: '05505',
        addr1: '서울 송파구 올림픽로 99 (잠실동, 잠실엘스)',
        addr2: '101동 1201호',
        deliveryNote: null,
      },
    ],
  ],
  [
    1006,
    [
      {
        deliveryName: '집',
        name: '윤하린',
        mobile: '010-5501-0000',
        mobile2: null,
        tel: null,
        zipcode: '13561',
        addr1: '경기 성남시 분당구 정자일로 95 (정자동)',
        addr2: '202동 1503호',
        deliveryNote: null,
      },
    ],
  ],
  [
    1007,
    [
      {
        deliveryName: '집',
        name: '서지우',
        mobile: '010-5601-0000',
        mobile2: null,
        tel: null,
        zipcode: '07995',
        addr1: '서울 양천구 목동동로 233 (목동)',
        addr2: '5층 502호',
        deliveryNote: null,
      },
    ],
  ],
];

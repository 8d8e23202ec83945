import type { Db } from '../client.ts';
import { overseaLimitedNations, overseaSettings } from '../schema/checkout.ts';

/**
 * The overseas (EMS) settings of the demo shop: EMS on, the EMS postcode search on, and a few
 * nations the shop itself does not ship to (customs returns), each with the memo the pay page
 * shows. The postal service's own stops (Russia, Ukraine, …) come from the EMS data and apply
 * whatever this list says.
 */
export const DEMO_OVERSEA_SETTINGS = {
  settingsId: 1,
  enableEms: true,
  enableZipFinder: true,
  enableLimitedNation: true,
  limitedMemo: '선택한 국가는 해외 배송이 제한되어 주문할 수 없습니다. 고객센터로 문의해 주세요.',
} as const;

export const DEMO_LIMITED_NATIONS = [
  {
    nationCd: 'BR',
    memo: '브라질은 통관 과정에서 교재가 반송되는 사례가 많아 해외 배송 주문을 받지 않습니다.',
  },
  {
    nationCd: 'AR',
    memo: '아르헨티나는 수입 통관 제한으로 해외 배송 주문을 받지 않습니다.',
  },
  {
    nationCd: 'EG',
    memo: '이집트는 현지 통관 지연으로 해외 배송 주문을 받지 않습니다.',
  },
] as const;

export async function seedOverseaSettings(db: Db): Promise<void> {
  await db.insert(overseaSettings).values(DEMO_OVERSEA_SETTINGS);
  await db.insert(overseaLimitedNations).values([...DEMO_LIMITED_NATIONS]);
}

import type { Db } from '../client.ts';
import { claimWebSites } from '../schema/claims.ts';
import { seoulTimeOn } from '../../lib/seoul-time.ts';

/**
 * Member id of the demo parent 'parent.kim' (김민정) in the SSO and class-records simulators
 * (simulators/src/sso/demo-logins.ts). Copied, not imported: the server reaches simulators only
 * over HTTP.
 */
export const DEMO_PARENT_MEMBER_ID = 1001;

const DAY = 24 * 60 * 60 * 1000;

/** Demo 1:1 inquiries of the demo parent: two answered, one waiting. Dates relative to seeding. */
export function demoClaims(now = new Date()): (typeof claimWebSites.$inferInsert)[] {
  const at = (daysAgo: number, hour: number) => {
    const day = new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    return seoulTimeOn(day, hour, 20);
  };
  return [
    {
      memberId: DEMO_PARENT_MEMBER_ID,
      categoryName: '교환 / 오배송 > 파손 / 불량',
      title: '받은 교재 표지가 찢어져 왔어요',
      inquiryMemo:
        '주문번호 : 20240311-000123\n도서명 : CDI Reading Starter 2 Student Book\n수량 : 1\n\n오늘 받은 교재의 앞표지가 찢어져 있고 몇 페이지가 접혀 있습니다. 교환 부탁드립니다.',
      writeDatetime: at(40, 10),
      answerStatusCd: '답변완료',
      handleMemo:
        '안녕하세요, 아카데미북스 고객센터입니다.\n불편을 드려 죄송합니다. 파손된 교재는 새 교재로 교환해 드리며, 왕복 배송비는 회사가 부담합니다.\n택배 기사가 4-5일 안에 방문하여 회수하고, 새 교재는 회수 당일 출고됩니다.',
      handleDatetime: at(39, 14),
    },
    {
      memberId: DEMO_PARENT_MEMBER_ID,
      categoryName: '주문 / 결제 > 가상계좌 / ARS',
      title: '가상계좌 입금기한을 놓쳤어요',
      inquiryMemo:
        '가상계좌로 주문했는데 입금기한이 지나 버렸습니다. 같은 계좌로 지금 입금해도 되나요?',
      writeDatetime: at(12, 21),
      answerStatusCd: '답변완료',
      handleMemo:
        '가상계좌는 발급 후 5일 동안만 유효하며, 기한이 지난 주문은 자동으로 취소됩니다.\n번거로우시겠지만 장바구니나 청구 교재에서 다시 주문해 주세요. 이미 입금하신 금액이 있다면 1:1 문의로 환불 계좌를 알려 주세요.',
      handleDatetime: at(11, 11),
    },
    {
      memberId: DEMO_PARENT_MEMBER_ID,
      categoryName: '상품 > 스마트북 이용',
      title: '스마트북을 두 대의 태블릿에서 볼 수 있나요?',
      inquiryMemo:
        '아이가 집과 학원에서 각각 다른 태블릿을 씁니다. 한 번 구매한 스마트북을 두 기기에서 모두 볼 수 있는지 궁금합니다.',
      writeDatetime: at(2, 19),
    },
  ];
}

export async function seedDemoClaims(db: Db): Promise<void> {
  await db.insert(claimWebSites).values(demoClaims());
}

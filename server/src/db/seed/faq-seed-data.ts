/** FAQ categories and entries of the demo data (DELIVERY and RETURN entries live in their own file). */
import type { faqCategories, faqEntries } from '../schema/faq.ts';
import { DELIVERY_FAQ, RETURN_FAQ, type FaqSeed } from './faq-delivery-return-seed-data.ts';

export type FaqCategoryRow = typeof faqCategories.$inferInsert;
export type FaqEntryRow = typeof faqEntries.$inferInsert & { faqId: number };

const PRODUCT_FAQ: readonly FaqSeed[] = [
  {
    title: '스마트북은 무엇인가요?',
    top10: 6,
    html:
      '<p>스마트북은 종이 교재와 같은 내용을 태블릿에서 보는 <strong>전자책</strong>입니다.</p>' +
      '<ul><li>원어민 음원과 동영상을 바로 재생할 수 있습니다.</li>' +
      '<li>문제를 풀면 자동으로 채점되고 오답 노트가 만들어집니다.</li>' +
      '<li>배송되지 않으며 결제 후 스마트북 앱에서 바로 이용할 수 있습니다.</li></ul>',
  },
  {
    title: '스마트북은 어떤 기기에서 볼 수 있나요?',
    html: '<p>iPad, Galaxy Tab 등 대부분의 태블릿에서 이용할 수 있습니다. 상품마다 지원 기기가 다를 수 있으니 상품 상세의 <strong>지원 기기</strong>와 파일 크기를 확인해 주세요.</p>',
  },
  {
    title: '보충교재는 어떻게 구매하나요?',
    top10: 9,
    html:
      '<p>보충교재는 같은 레벨의 스마트북과 함께 구매하거나, <strong>스마트북을 결제한 뒤</strong>에 구매할 수 있습니다.</p>' +
      '<p>청구 교재 목록에서 스마트북과 보충교재를 함께 선택하면 한 번에 결제됩니다.</p>',
  },
  {
    title: '우리 아이 반의 교재는 어디에서 확인하나요?',
    html:
      '<p>마이페이지의 <strong>청구 교재</strong>에서 자녀별, 지점별로 수업에 필요한 교재를 확인할 수 있습니다.</p>' +
      '<p>필요한 교재를 선택해 장바구니에 담거나 바로 구매해 주세요.</p>',
  },
  {
    title: '구매 버튼이 보이지 않거나 품절로 표시돼요.',
    html: '<p>개정판 준비나 재고 부족으로 <strong>일시적으로 판매가 중단</strong>된 상품입니다. 입고 일정은 1:1 문의로 안내해 드립니다.</p>',
  },
  {
    title: '한 번에 여러 권을 구매할 수 있나요?',
    html:
      '<p>상품마다 <strong>1개에서 20개</strong>까지 수량을 선택할 수 있습니다.</p>' +
      '<p>학습기기와 일부 스마트북처럼 한 번에 1개만 구매할 수 있는 상품은 수량을 바꿀 수 없습니다.</p>',
  },
  {
    title: '개정판 교재는 어떻게 구분하나요?',
    html: '<p>상품 상세의 <strong>발행일</strong>과 ISBN으로 구분할 수 있습니다. 학기 중 개정된 교재는 상품 안내 문구로 함께 알려 드립니다.</p>',
  },
  {
    title: '무료 학습자료와 MP3는 어디에서 받을 수 있나요?',
    html: '<p>마이페이지의 <strong>학습 지원</strong> 메뉴에서 어학원 학습자료(PDF)와 MP3 자료(zip)를 내려받을 수 있습니다.</p>',
  },
  {
    title: '교구의 KC 인증은 어떻게 확인하나요?',
    html: '<p>상품 상세의 <strong>안전 인증</strong> 항목에 KC 마크가 표시됩니다. 인증 대상이 아닌 상품은 ‘해당없음’으로 표시됩니다.</p>',
  },
  {
    title: '외부 구매 교구는 무엇인가요?',
    html: '<p>수업에 쓰이지만 외부 판매처에서만 파는 교구입니다. 교구 목록의 <strong>구매 링크</strong>를 누르면 해당 판매처로 이동합니다.</p>',
  },
];

const ORDER_FAQ: readonly FaqSeed[] = [
  {
    title: '어떤 결제 수단을 쓸 수 있나요?',
    top10: 8,
    html: '<p><strong>신용카드, 가상계좌, ARS</strong> 결제를 이용할 수 있습니다.</p>',
  },
  {
    title: '가상계좌 입금기한이 지나면 어떻게 되나요?',
    top10: 2,
    html: '<p>가상계좌는 발급 후 <strong>5일 동안</strong> 유효합니다. 기한 안에 입금하지 않으면 주문이 자동으로 취소되니 다시 주문해 주세요.</p>',
  },
  {
    title: 'ARS 결제는 어떻게 하나요?',
    html: '<p>주문서에서 ARS를 선택하면 결제 안내 번호와 인증번호가 발급됩니다. 인증번호는 <strong>10일 동안</strong> 유효합니다.</p>',
  },
  {
    title: '30만 원 이상 카드 결제에 인증서가 필요한가요?',
    html:
      '<p>신용카드로 <strong>30만 원 이상</strong> 결제할 때는 공동인증서 인증이 필요하며, 30만 원 미만은 간편 카드 인증으로 결제됩니다.</p>' +
      '<p>범용 공동인증서 발급 비용은 연 4,400원입니다.</p>',
  },
  {
    title: '결제 수단을 바꾸고 싶어요.',
    html: '<p>결제 수단은 주문 후 변경할 수 없습니다. 입금 대기 중인 주문은 주문 내역에서 <strong>입금 취소</strong> 후 다시 주문해 주세요.</p>',
  },
  {
    title: '장바구니에 담은 상품은 언제까지 보관되나요?',
    html: '<p>장바구니에 담은 상품은 <strong>30일 동안</strong> 보관된 뒤 자동으로 삭제됩니다.</p>',
  },
  {
    title: '주문 내역은 어디에서 확인하나요?',
    html: '<p>마이페이지의 <strong>주문/배송 조회</strong>에서 최근 3개월 주문을 기본으로 보여 드리며, 기간을 바꿔 조회할 수 있습니다.</p>',
  },
  {
    title: '주문한 교재의 수량을 바꿀 수 있나요?',
    html: '<p>결제가 끝난 주문은 수량을 바꿀 수 없습니다. 결제완료 상태라면 주문을 취소한 뒤 다시 주문해 주세요.</p>',
  },
  {
    title: "주문 상태가 '주문완료'인데 결제가 안 된 건가요?",
    html: '<p>‘주문완료’는 주문서는 접수되었지만 <strong>결제가 끝나지 않은</strong> 상태입니다. 가상계좌로 주문하셨다면 입금기한 안에 입금해 주세요.</p>',
  },
  {
    title: '교재를 사려면 회원가입이 필요한가요?',
    html: '<p>학원 통합 회원 계정으로 로그인해야 청구 교재 확인과 주문, 결제를 할 수 있습니다. 상품 검색과 상세 보기는 로그인 없이 가능합니다.</p>',
  },
];

const MEMBER_FAQ: readonly FaqSeed[] = [
  {
    title: '회원가입은 어떻게 하나요?',
    html: '<p>학원 통합 회원으로 가입하시면 이 쇼핑몰도 바로 이용할 수 있습니다. 화면 위쪽의 <strong>회원가입</strong>을 눌러 주세요.</p>',
  },
  {
    title: '학부모 계정과 학생 계정은 무엇이 다른가요?',
    html: '<p>학부모 계정은 연결된 <strong>모든 자녀</strong>의 청구 교재와 주문을 함께 관리할 수 있고, 학생 계정은 본인 정보만 볼 수 있습니다.</p>',
  },
  {
    title: '자녀 정보가 보이지 않아요.',
    html: '<p>반 배정 정보가 없으면 자녀 정보가 보이지 않습니다. 재원 중인 학생이라면 다니는 학원에 반 배정을 문의해 주세요.</p>',
  },
  {
    title: '배송지 목록은 어떻게 관리하나요?',
    html: '<p>배송지는 통합 회원의 <strong>주소 관리</strong> 페이지에서 추가하고 수정할 수 있으며, 주문서에서 바로 선택할 수 있습니다.</p>',
  },
  {
    title: '고객센터 운영 시간은 어떻게 되나요?',
    top10: 10,
    html:
      '<p>고객센터는 <strong>평일 11:00~20:00</strong>에 운영하며, 주말과 공휴일은 쉽니다.</p>' +
      '<p>브랜드별 상담 전화와 1:1 문의를 이용해 주세요.</p>',
  },
  {
    title: '로그인이 자꾸 풀려요.',
    html: '<p>보안을 위해 로그인 유효 시간이 지나면 자동으로 로그아웃됩니다. 다시 로그인하시면 장바구니와 주문 정보는 그대로 남아 있습니다.</p>',
  },
];

export const FAQ_CATEGORIES: readonly FaqCategoryRow[] = [
  { categoryCd: 'PRODUCT', name: '상품', sortOrder: 1 },
  { categoryCd: 'ORDER', name: '주문/결제', sortOrder: 2 },
  { categoryCd: 'DELIVERY', name: '배송', sortOrder: 3 },
  { categoryCd: 'RETURN', name: '취소/반품/교환', sortOrder: 4 },
  { categoryCd: 'MEMBER', name: '회원정보', sortOrder: 5 },
];

const ENTRIES_BY_CATEGORY: Readonly<Record<string, readonly FaqSeed[]>> = {
  PRODUCT: PRODUCT_FAQ,
  ORDER: ORDER_FAQ,
  DELIVERY: DELIVERY_FAQ,
  RETURN: RETURN_FAQ,
  MEMBER: MEMBER_FAQ,
};

export function buildFaqEntries(): FaqEntryRow[] {
  const rows: FaqEntryRow[] = [];
  for (const { categoryCd } of FAQ_CATEGORIES) {
    (ENTRIES_BY_CATEGORY[categoryCd] ?? []).forEach((entry, i) => {
      rows.push({
        faqId: rows.length + 1,
        categoryCd,
        title: entry.title,
        htmlContents: entry.html,
        sortOrder: i + 1,
        top10Rank: entry.top10 ?? null,
      });
    });
  }
  return rows;
}

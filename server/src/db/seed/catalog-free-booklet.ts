import type { CategoryBuild } from './catalog-categories.ts';
import type { ProductSeedRow } from './catalog-products.ts';

/**
 * A free guide booklet (0 won, shipped free as a registered free-delivery item): any member can
 * put it in the cart from the catalog and make a zero-price order (payment type ZERO). It is the
 * last product of the demo catalog, so no other product's id moves.
 */
export const FREE_BOOKLET_SECTION = 'general-2';
export const FREE_BOOKLET_NAME = '2026 중등 교재 안내 책자 (무료 배포)';

export function freeBooklet(productId: number, tree: CategoryBuild): ProductSeedRow {
  const section = tree.leavesBySection.find((s) => s.seed.section === FREE_BOOKLET_SECTION);
  const leaf = section?.leaves[0];
  if (!leaf) throw new Error(`no leaf for the free booklet in ${FREE_BOOKLET_SECTION}`);
  return {
    productId,
    categoryId: leaf.leafId,
    midCategoryId: leaf.midId,
    rootCategoryId: leaf.rootId,
    kind: 'book',
    displayName: FREE_BOOKLET_NAME,
    author: '교재 안내팀',
    manufacture: '아카데미 북몰',
    isbn: null,
    publishedDate: '2026-01-05',
    language: '한국어',
    paperSize: '148×210mm',
    pages: 32,
    comprisal: '안내 책자 1권',
    bookBinding: '중철제본',
    certificationMark: '해당없음',
    deliveryHtml: '<p>무료 배송 (무료 배포 상품)</p>',
    canOversea: false,
    html: '<p>학년별 중등 교재 구성과 학습 순서를 소개하는 무료 안내 책자입니다. 한 주문에 1권씩 받을 수 있습니다.</p>',
    isStb: false,
    supportDevice: null,
    fileSize: null,
    markedPrice: 0,
    sellPrice: 0,
    taxFree: true,
    canBuy: true,
    canBuyMultiple: false,
    additionalNotice: '무료 배포 상품으로 결제 금액이 0원이면 결제 없이 주문이 완료됩니다.',
    isSupple: false,
    suppleEbookProductId: null,
    shipWeightG: 120,
    imageUrl: `/covers/${productId}.svg`,
    recommendRank: null,
  };
}

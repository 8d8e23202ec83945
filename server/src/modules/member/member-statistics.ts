import type { CartStatistics, WaitBankingOrder } from '@shop/contract/member.ts';

/**
 * Where the my-page counts come from. Each count is a query of the domain that owns the rows
 * (orders, revokes, inquiries, cart); until that domain exists its count is zero. A later issue
 * plugs its query in from its own module, without touching this one:
 *
 *   app.memberStatistics.provide({ orderCount: (memberId, since) => countOrders(db, memberId, since) });
 */
export interface StatisticsSources {
  /** Orders placed since `since` (my-page bar 'orders/delivery', main-page greeting). */
  orderCount(memberId: number, since: Date): Promise<number>;
  /** Cancel and return requests since `since`. */
  revokeCount(memberId: number, since: Date): Promise<number>;
  /** 1:1 inquiries written since `since`. */
  claimCount(memberId: number, since: Date): Promise<number>;
  /** Virtual-account orders still waiting for the deposit, newest first. */
  waitBankingList(memberId: number): Promise<WaitBankingOrder[]>;
  cartCounts(memberId: number): Promise<CartStatistics>;
  /** Bought quantity of billed materials per student and branch (key `${stdId}:${brchId}`). */
  paidCounts(memberId: number, stdIds: number[]): Promise<Map<string, number>>;
  /** Brands whose free delivery each student has used in the current selling season. */
  usedFreeDeliveryBrands(memberId: number, stdIds: number[]): Promise<Map<number, Set<string>>>;
}

const zero = async () => 0;

export class MemberStatistics {
  private sources: StatisticsSources = {
    orderCount: zero,
    revokeCount: zero,
    claimCount: zero,
    waitBankingList: async () => [],
    cartCounts: async () => ({ cartBookCount: 0, cartOtherCount: 0 }),
    paidCounts: async () => new Map(),
    usedFreeDeliveryBrands: async () => new Map(),
  };

  provide(sources: Partial<StatisticsSources>): void {
    this.sources = { ...this.sources, ...sources };
  }

  get source(): Readonly<StatisticsSources> {
    return this.sources;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The my-page counts; domains register their queries with `provide`. */
    memberStatistics: MemberStatistics;
  }
}

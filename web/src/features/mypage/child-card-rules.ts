import type { BuySummary, BuySummaryBranch } from '@shop/contract/member.ts';

export type FreeDeliveryBadge =
  | { kind: 'institute' }
  | { kind: 'notEligible' }
  | { kind: 'usedUp' }
  | { kind: 'available'; remaining: number };

/** Spec 1 §4 'free-delivery display per student card', in this order. */
export function freeDeliveryBadge(
  summary: BuySummary,
  isInstituteAccount: boolean,
): FreeDeliveryBadge {
  if (isInstituteAccount) return { kind: 'institute' };
  if (!summary.hasFreeDelivery) return { kind: 'notEligible' };
  if (summary.remainFreeDelivery <= 0) return { kind: 'usedUp' };
  return { kind: 'available', remaining: summary.remainFreeDelivery };
}

export type BranchRow =
  | { kind: 'branch'; branch: BuySummaryBranch }
  | { kind: 'others'; count: number; cntShouldBuy: number; cntPaid: number };

export const MAX_BRANCH_ROWS = 3;

/** At most 3 rows: with more branches, the first 2 and one 'other branches' row summing the rest. */
export function branchRows(branches: readonly BuySummaryBranch[]): BranchRow[] {
  if (branches.length <= MAX_BRANCH_ROWS) {
    return branches.map((branch) => ({ kind: 'branch', branch }));
  }
  const shown = branches.slice(0, MAX_BRANCH_ROWS - 1);
  const rest = branches.slice(MAX_BRANCH_ROWS - 1);
  return [
    ...shown.map((branch): BranchRow => ({ kind: 'branch', branch })),
    {
      kind: 'others',
      count: rest.length,
      cntShouldBuy: rest.reduce((sum, b) => sum + b.cntShouldBuy, 0),
      cntPaid: rest.reduce((sum, b) => sum + b.cntPaid, 0),
    },
  ];
}

/** Cards shown side by side: 2 from the spec's lg width (above 1264 px), else 1. */
export function cardsPerView(wide: boolean): number {
  return wide ? 2 : 1;
}

/** The carousel's first visible card, kept within range when the card count changes. */
export function clampIndex(index: number, count: number, perView: number): number {
  const last = Math.max(0, count - perView);
  return Math.min(Math.max(0, index), last);
}

/** Smart Book site: Chrome only, and Edge (which also says 'Chrome') is not Chrome (spec 1 §6). */
export function isChromeNotEdge(userAgent: string): boolean {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return false;
  if (/\b(OPR|SamsungBrowser|Whale|YaBrowser)\//.test(userAgent)) return false;
  return /\b(Chrome|CriOS)\//.test(userAgent);
}

import type { Member } from '../auth/member-access.ts';

/**
 * Who sees which order (architecture §6, spec 2 §6): an order is visible to the member that
 * placed it and to a member with one of its own students among the order's items. A parent-type
 * member sees every item of a visible order; any other member sees all items of its own orders
 * and only its own students' items of other members' orders.
 */
export interface Visibility {
  memberId: number;
  stdIds: number[];
  seesAllItems: boolean;
  /** The back office: every order and every item (staff are no member). */
  everything?: boolean;
}

/** What staff see: every order with all its items; no member's buttons (canDrop, canRevoke). */
export const STAFF_VISIBILITY: Visibility = {
  memberId: -1,
  stdIds: [],
  seesAllItems: true,
  everything: true,
};

export function visibilityOf(member: Member): Visibility {
  return {
    memberId: member.memberId,
    stdIds: [...new Set(member.profile.acl.map((a) => a.stdId))],
    seesAllItems: member.profile.account.loginType === 'P',
  };
}

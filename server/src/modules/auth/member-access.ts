import type { FastifyRequest } from 'fastify';
import type { AgeBand } from '@shop/contract/auth.ts';
import { AuthMessage } from '@shop/contract/auth-messages.ts';
import { BillingErrorCode } from '@shop/contract/billing.ts';
import type { SessionProfile } from '../../db/schema/sessions.ts';
import { AppError, unauthenticated } from '../../http/errors.ts';
import { ageBandOf } from './age-band.ts';

/** The signed-in member of a `/api/member-svc/*` request and what its session knows. */
export interface Member {
  memberId: number;
  profile: SessionProfile;
  /** The SSO's year of birth of a student account (decision 0463); null when none came. */
  birthYear: number | null;
}

export function memberOf(request: FastifyRequest): Member {
  const session = request.memberSession;
  if (!session) throw unauthenticated();
  return { memberId: session.memberId, profile: session.profile, birthYear: session.birthYear };
}

/** The member's age band now (decision 0463): null for parent and institute accounts. */
export function ageBandOfMember(member: Member, at = new Date()): AgeBand | null {
  return ageBandOf(
    { loginType: member.profile.account.loginType, birthYear: member.birthYear },
    at,
  );
}

export interface StudentOfMember {
  stdId: number;
  stdName: string;
  branches: { brchId: number; brchName: string; brchType: string }[];
}

/** The member's students from its access list (the academy's record kept in the session). */
export function studentsOf(member: Member): Map<number, StudentOfMember> {
  const students = new Map<number, StudentOfMember>();
  for (const a of member.profile.acl) {
    const s = students.get(a.stdId) ?? { stdId: a.stdId, stdName: a.stdName, branches: [] };
    s.branches.push({ brchId: a.brchId, brchName: a.brchName, brchType: a.brchType });
    students.set(a.stdId, s);
  }
  return students;
}

export const studentDenied = () =>
  new AppError(403, BillingErrorCode.studentDenied, AuthMessage.studentDenied);

/** Refuses (403) any student that is not in the member's access list. */
export function assertOwnStudents(member: Member, stdIds: Iterable<number>): void {
  const own = studentsOf(member);
  for (const stdId of stdIds) if (!own.has(stdId)) throw studentDenied();
}

/** Refuses (403) a class whose student and branch are not together in the member's access list. */
export function assertOwnClasses(
  member: Member,
  classes: Iterable<{ stdId: number; brchId: number; brchType: string }>,
): void {
  for (const c of classes) {
    const ok = member.profile.acl.some(
      (a) => a.stdId === c.stdId && a.brchId === c.brchId && a.brchType === c.brchType,
    );
    if (!ok) throw studentDenied();
  }
}

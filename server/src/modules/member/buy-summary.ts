import type { BuySummary } from '@shop/contract/member.ts';
import type {
  LectureRecord,
  MemberRecord,
} from '../../integrations/class-records/class-records.ts';

/**
 * One card per student of the access list (a parent's children, an institute's students, a
 * student account itself), in the access list's order. Branch rows are the branches where the
 * academy billed materials; a student with none has no rows ('no billed items').
 */
export function buildBuySummary(
  record: MemberRecord,
  lectures: LectureRecord[],
  paid: Map<string, number>,
  usedBrands: Map<number, Set<string>>,
): BuySummary[] {
  const students = new Map<number, string>();
  for (const entry of record.accessList) {
    if (!students.has(entry.stdId)) students.set(entry.stdId, entry.stdName);
  }
  return [...students].map(([stdId, stdName]) => {
    const branches = record.accessList
      .filter((a) => a.stdId === stdId)
      .map((a) => {
        const billed = lectures
          .filter((l) => l.cdi.stdId === stdId && l.cdi.brchId === a.brchId)
          .flatMap((l) => l.materials)
          .filter((m) => m.shouldBuy).length;
        return {
          brchId: a.brchId,
          brchType: a.brchType,
          brchName: a.brchName,
          cntShouldBuy: billed,
          cntPaid: Math.min(billed, paid.get(`${stdId}:${a.brchId}`) ?? 0),
        };
      })
      .filter((b) => b.cntShouldBuy > 0);
    const entitled = record.students.find((s) => s.stdId === stdId)?.enrolledBrands ?? [];
    const used = usedBrands.get(stdId) ?? new Set<string>();
    const freeDelivery = entitled.map((brchType) => ({
      brchType,
      isUsedFreeDeliveryBenefit: used.has(brchType),
      stdName,
    }));
    return {
      stdId,
      stdName,
      hasFreeDelivery: entitled.length > 0,
      remainFreeDelivery: freeDelivery.filter((f) => !f.isUsedFreeDeliveryBenefit).length,
      freeDelivery,
      branches,
    };
  });
}

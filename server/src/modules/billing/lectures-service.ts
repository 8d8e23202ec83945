import { lawfulUnitPrice } from '@shop/contract/book-price-cap.ts';
import type { Lecture, LectureMaterial } from '@shop/contract/billing.ts';
import type { Db } from '../../db/client.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
} from '../../integrations/class-records/class-records.ts';
import { classRecordsUnavailable } from '../auth/sign-in-service.ts';
import { paidItemsOfStudents, productsByIds, type PaidItem } from './billing-repository.ts';
import { assertOwnStudents, studentsOf, type Member } from '../auth/member-access.ts';

/**
 * The billing list's data: the academy's lectures of the member's students with their billed
 * materials, merged with the shop's products and with what was already paid for each student.
 * Materials whose product the shop does not carry are left out.
 */
export class LecturesService {
  constructor(
    private readonly db: Db,
    private readonly classRecords: ClassRecords,
  ) {}

  async lectures(member: Member, stdId?: number): Promise<Lecture[]> {
    if (stdId !== undefined) assertOwnStudents(member, [stdId]);
    const students = studentsOf(member);
    let records;
    try {
      records = await this.classRecords.lectures(member.memberId, stdId);
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) throw classRecordsUnavailable();
      throw err;
    }
    // Only the member's own students, even if the academy answered more.
    records = records.filter((l) => students.has(l.cdi.stdId));
    const productIds = records.flatMap((l) => l.materials.map((m) => m.productId));
    const [products, paid] = await Promise.all([
      productsByIds(this.db, productIds),
      paidItemsOfStudents(this.db, [...new Set(records.map((l) => l.cdi.stdId))]),
    ]);
    const paidOf = new Map<string, PaidItem>(paid.map((p) => [`${p.stdId}:${p.productId}`, p]));

    return records.map((l) => {
      const student = students.get(l.cdi.stdId)!;
      const branch = student.branches.find((b) => b.brchId === l.cdi.brchId);
      const materials: LectureMaterial[] = [];
      for (const m of l.materials) {
        const p = products.get(m.productId);
        if (!p) continue;
        const bought = paidOf.get(`${l.cdi.stdId}:${m.productId}`);
        const lawful = lawfulUnitPrice({ ...p, classDiscount: m.classDiscount ?? 0 });
        materials.push({
          productId: p.productId,
          qty: 1,
          canBuy: p.canBuy,
          shouldBuy: m.shouldBuy,
          canBuyMultiple: p.canBuyMultiple,
          isStb: p.isStb,
          isSupple: p.isSupple,
          suppleEbookProductId: p.suppleEbookProductId,
          additionalNotice: p.additionalNotice,
          displayName: p.displayName,
          imageUrl: p.imageUrl,
          kind: p.kind,
          markedPrice: p.markedPrice,
          sellPrice: lawful.sellPrice,
          classDiscount: m.classDiscount === null ? null : lawful.classDiscount,
          hasBuyLog: bought !== undefined,
          orderId: bought?.orderId ?? null,
          orderItemId: bought?.orderItemId ?? null,
          buyStatusCd: bought?.orderItemProgressCd ?? null,
          orderedDatetime: bought?.orderedAt.toISOString() ?? null,
        });
      }
      return {
        cdi: {
          ...l.cdi,
          stdName: student.stdName,
          brchName: branch?.brchName ?? l.cdi.brchType,
        },
        courseName: l.courseName,
        semesterName: l.semesterName,
        periodName: l.periodName,
        studyPeriod: l.studyPeriod,
        materials,
      };
    });
  }
}

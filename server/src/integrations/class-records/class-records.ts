import { z } from 'zod';
import { OutsideUnavailable } from '../outside-errors.ts';

/** The academy's class records as the shop reads them (INTEGRATIONS.md §2). */

const loginType = z.enum(['P', 'S']);

export const studentRecord = z.object({
  stdId: z.number().int(),
  stdName: z.string(),
  loginId: z.string().nullable(),
  loginType,
  stdHandPhone: z.string().nullable(),
  /** Brands whose free delivery the student is entitled to. */
  enrolledBrands: z.array(z.string()),
});
export type StudentRecord = z.infer<typeof studentRecord>;

export const accessListEntry = z.object({
  stdId: z.number().int(),
  stdName: z.string(),
  brchId: z.number().int(),
  brchName: z.string(),
  brchType: z.string(),
  brchHomepage: z.string().nullable(),
});
export type AccessListEntry = z.infer<typeof accessListEntry>;

export const memberRecord = z.object({
  memberId: z.number().int(),
  account: studentRecord.omit({ enrolledBrands: true }),
  students: z.array(studentRecord),
  isInstituteAccount: z.boolean(),
  accessList: z.array(accessListEntry),
});
export type MemberRecord = z.infer<typeof memberRecord>;

export const lectureMaterial = z.object({
  productId: z.number().int(),
  shouldBuy: z.boolean(),
  isSupple: z.boolean(),
  isStb: z.boolean(),
  classDiscount: z.number().int().nullable(),
});
export type LectureMaterial = z.infer<typeof lectureMaterial>;

export const lectureRecord = z.object({
  cdi: z.object({ stdId: z.number().int(), brchId: z.number().int(), brchType: z.string() }),
  courseName: z.string(),
  semesterName: z.string(),
  periodName: z.string(),
  studyPeriod: z.string(),
  materials: z.array(lectureMaterial),
});
export type LectureRecord = z.infer<typeof lectureRecord>;

/** The class records did not answer in time or answered with a server error. */
export class ClassRecordsUnavailable extends OutsideUnavailable {}

export interface ClassRecords {
  /** The member's account, students, access list and institute flag; null when unknown. */
  member(memberId: number): Promise<MemberRecord | null>;
  /** Lectures with materials of the member's students (one student with `stdId`). */
  lectures(memberId: number, stdId?: number): Promise<LectureRecord[]>;
  /** The member that signs in for this student (its own account, else its parent); null when unknown. */
  memberOfStudent(stdId: number): Promise<number | null>;
  /**
   * Whether the student opened (used in class) each of these smart books; null when the student
   * is unknown. Throws ClassRecordsUnavailable when the records cannot answer.
   */
  ebookUsage(stdId: number, productIds: readonly number[]): Promise<Map<number, boolean> | null>;
}

import type { StaffRole } from '@shop/contract/admin-permissions.ts';
import type { Db } from '../client.ts';
import { answerTemplates } from '../schema/answer-templates.ts';
import { staff } from '../schema/staff.ts';
import { hashPassword } from '../../lib/password-hash.ts';

/**
 * Demo staff, one per role (README, 'Demo accounts'): written only by the demo seed, never in
 * production (SEED_DEMO is off there; the first administrator is made with
 * server/src/modules/admin/create-administrator.ts).
 */
export const DEMO_STAFF_PASSWORD = 'demo-staff-1234';

export const DEMO_STAFF: { loginId: string; name: string; role: StaffRole }[] = [
  { loginId: 'cs.demo', name: '김하늘', role: 'customer_service' },
  { loginId: 'warehouse.demo', name: '박도현', role: 'warehouse' },
  { loginId: 'finance.demo', name: '이서윤', role: 'finance' },
  { loginId: 'md.demo', name: '최민서', role: 'merchandiser' },
  { loginId: 'admin.demo', name: '정우진', role: 'administrator' },
];

const DEMO_TEMPLATES = [
  {
    title: '파손 / 불량 교환 안내',
    categoryName: '교환 / 오배송 > 파손 / 불량',
    body: '안녕하세요, 아카데미북스 고객센터입니다.\n불편을 드려 죄송합니다. 파손되거나 불량인 교재는 새 교재로 교환해 드리며, 왕복 배송비는 회사가 부담합니다.\n택배 기사가 영업일 기준 2-3일 안에 방문하여 회수합니다.',
  },
  {
    title: '가상계좌 입금기한 안내',
    categoryName: '주문 / 결제 > 가상계좌 / ARS',
    body: '안녕하세요, 아카데미북스 고객센터입니다.\n가상계좌는 발급 후 5일 동안 유효하며, 기한이 지난 주문은 자동으로 취소됩니다. 번거로우시겠지만 다시 주문해 주세요.',
  },
  {
    title: '기본 인사',
    categoryName: null,
    body: '안녕하세요, 아카데미북스 고객센터입니다.\n문의 주셔서 감사합니다.\n\n더 궁금하신 점은 언제든 1:1 문의로 남겨 주세요.',
  },
];

export async function seedDemoStaff(db: Db): Promise<void> {
  const hashes = await Promise.all(DEMO_STAFF.map(() => hashPassword(DEMO_STAFF_PASSWORD)));
  const rows = await db
    .insert(staff)
    .values(DEMO_STAFF.map((s, i) => ({ ...s, passwordHash: hashes[i]! })))
    .returning({ staffId: staff.staffId, role: staff.role });
  const cs = rows.find((r) => r.role === 'customer_service')!.staffId;
  await db
    .insert(answerTemplates)
    .values(DEMO_TEMPLATES.map((t) => ({ ...t, createdBy: cs, updatedBy: cs })));
}

import type { FastifyInstance } from 'fastify';
import {
  staffCreate,
  staffDisable,
  staffList,
  staffPasswordReset,
  staffRoleChange,
} from '@shop/contract/admin-staff.ts';
import { auditActorOf } from './audit-log.ts';
import { listStaffAccounts } from './staff-repository.ts';
import { staffRoute } from './staff-route.ts';
import type { StaffService } from './staff-service.ts';

/** Staff management: administrators only ('staff.manage'). */
export function staffRoutes(app: FastifyInstance, service: StaffService): void {
  staffRoute(app, staffList, 'staff.manage', async () => ({
    list: await listStaffAccounts(app.database.db),
  }));

  staffRoute(app, staffCreate, 'staff.manage', async ({ body, request }) => ({
    data: await service.create(auditActorOf(request), body),
  }));

  staffRoute(app, staffDisable, 'staff.manage', async ({ body, request }) => ({
    data: await service.setDisabled(auditActorOf(request), body.staffId, body.disabled),
  }));

  staffRoute(app, staffPasswordReset, 'staff.manage', async ({ body, request }) => ({
    data: await service.resetPassword(auditActorOf(request), body.staffId),
  }));

  staffRoute(app, staffRoleChange, 'staff.manage', async ({ body, request }) => ({
    data: await service.changeRole(auditActorOf(request), body.staffId, body.role),
  }));
}

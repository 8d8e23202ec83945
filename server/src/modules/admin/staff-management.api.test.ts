import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAdminMessage } from '@shop/contract/admin-staff.ts';
import { StaffMessage } from '@shop/contract/admin-auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  signInStaff,
  staffCall,
  staffSignInRaw,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let admin: SignedInStaff;

async function createStaff(loginId: string, role = 'warehouse') {
  const res = await staffCall(t, admin, 'POST', '/api/admin/staff-create', {
    loginId,
    name: `직원 ${loginId}`,
    role,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { staff: { staffId: number }; temporaryPassword: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin.demo');
});
afterAll(async () => {
  await t?.close();
});

describe('staff management', () => {
  it('lists the demo staff, administrators first', async () => {
    const res = await staffCall(t, admin, 'GET', '/api/admin/staff');
    const list = res.json().list as { loginId: string; role: string; disabled: boolean }[];
    expect(list.slice(0, 4).map((s) => [s.loginId, s.role])).toEqual([
      ['admin.demo', 'administrator'],
      ['cs.demo', 'customer_service'],
      ['warehouse.demo', 'warehouse'],
      ['finance.demo', 'finance'],
    ]);
  });

  it('creates an account with a one-time password; a taken login id is refused', async () => {
    const { staff, temporaryPassword } = await createStaff('Mgmt.One');
    expect(staff).toMatchObject({ loginId: 'mgmt.one', disabled: false, mustChangePassword: true });
    expect((await staffSignInRaw(t, 'mgmt.one', temporaryPassword)).statusCode).toBe(200);
    const taken = await staffCall(t, admin, 'POST', '/api/admin/staff-create', {
      loginId: 'mgmt.one',
      name: '같은 아이디',
      role: 'finance',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(StaffAdminMessage.loginIdTaken);
  });

  it('disabling ends the sessions and refuses sign-in with the usual answer; enabling restores', async () => {
    const { staff, temporaryPassword } = await createStaff('mgmt.two');
    const who = await signInStaff(t, 'mgmt.two', temporaryPassword);
    const off = await staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
      staffId: staff.staffId,
      disabled: true,
    });
    expect(off.json().data.disabled).toBe(true);
    expect((await staffCall(t, who, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const refused = await staffSignInRaw(t, 'mgmt.two', temporaryPassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(StaffMessage.signInRefused);
    await staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
      staffId: staff.staffId,
      disabled: false,
    });
    expect((await staffSignInRaw(t, 'mgmt.two', temporaryPassword)).statusCode).toBe(200);
  });

  it('a role change applies at the next call of a signed-in member of staff', async () => {
    const { staff, temporaryPassword } = await createStaff('mgmt.three', 'warehouse');
    const who = await signInStaff(t, 'mgmt.three', temporaryPassword);
    await staffCall(t, who, 'POST', '/api/admin/password-change', {
      currentPassword: temporaryPassword,
      newPassword: 'Three-pass-2024',
    });
    expect((await staffCall(t, who, 'GET', '/api/admin/inquiries')).statusCode).toBe(403);
    await staffCall(t, admin, 'POST', '/api/admin/staff-role-change', {
      staffId: staff.staffId,
      role: 'customer_service',
    });
    expect((await staffCall(t, who, 'GET', '/api/admin/inquiries')).statusCode).toBe(200);
    expect((await staffCall(t, who, 'GET', '/api/admin/me')).json().data.permissions).toContain(
      'inquiries.answer',
    );
  });

  it('a reset ends the sessions and replaces the password', async () => {
    const { staff, temporaryPassword } = await createStaff('mgmt.four');
    const who = await signInStaff(t, 'mgmt.four', temporaryPassword);
    const reset = await staffCall(t, admin, 'POST', '/api/admin/staff-password-reset', {
      staffId: staff.staffId,
    });
    const next = reset.json().data.temporaryPassword;
    expect(next).not.toBe(temporaryPassword);
    expect((await staffCall(t, who, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await staffSignInRaw(t, 'mgmt.four', temporaryPassword)).statusCode).toBe(401);
    expect((await staffSignInRaw(t, 'mgmt.four', next)).statusCode).toBe(200);
  });

  it('an administrator cannot change or disable itself, nor remove the last administrator', async () => {
    const self = admin.state.staff.staffId;
    const disableSelf = await staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
      staffId: self,
      disabled: true,
    });
    expect(disableSelf.json().error.message).toBe(StaffAdminMessage.notSelf);
    const { staff, temporaryPassword } = await createStaff('mgmt.admin', 'administrator');
    const second = await signInStaff(t, 'mgmt.admin', temporaryPassword);
    await staffCall(t, second, 'POST', '/api/admin/password-change', {
      currentPassword: temporaryPassword,
      newPassword: 'Second-admin-2024',
    });
    // the second administrator demotes the first: allowed, one administrator remains
    const demote = await staffCall(t, second, 'POST', '/api/admin/staff-role-change', {
      staffId: self,
      role: 'finance',
    });
    expect(demote.statusCode).toBe(200);
    // the first, now finance, may not manage staff any more
    expect((await staffCall(t, admin, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    const promote = await staffCall(t, second, 'POST', '/api/admin/staff-role-change', {
      staffId: self,
      role: 'administrator',
    });
    expect(promote.statusCode).toBe(200);
    // two administrators disabling each other at the same moment leave one in use
    const both = await Promise.all([
      staffCall(t, admin, 'POST', '/api/admin/staff-disable', {
        staffId: staff.staffId,
        disabled: true,
      }),
      staffCall(t, second, 'POST', '/api/admin/staff-disable', { staffId: self, disabled: true }),
    ]);
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const list = (
      await staffCall(t, both[0].statusCode === 200 ? admin : second, 'GET', '/api/admin/staff')
    ).json().list as { role: string; disabled: boolean }[];
    expect(list.filter((s) => s.role === 'administrator' && !s.disabled)).toHaveLength(1);
    const unknown = await staffCall(
      t,
      both[0].statusCode === 200 ? admin : second,
      'POST',
      '/api/admin/staff-role-change',
      {
        staffId: 99_999,
        role: 'finance',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

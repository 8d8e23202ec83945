import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@shop/contract/admin-permissions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { CATALOG_ROUTES } from './role-matrix/catalog.ts';
import { CONTENT_AND_FEES_ROUTES } from './role-matrix/content-and-fees.ts';
import { ORDERS_AND_MONEY_ROUTES } from './role-matrix/orders-and-money.ts';
import { RECORDS_ROUTES } from './role-matrix/records.ts';
import { matrixState, type RoleMatrixRow } from './role-matrix/roles.ts';
import { STAFF_AND_SUPPORT_ROUTES } from './role-matrix/staff-and-support.ts';

/**
 * Every staff endpoint × every role: allowed (any answer but 401/403) or refused (403), written
 * out by hand so that a change of the permission table shows up here. The table must name every
 * `/api/admin/*` route the app has. The rows live in ./role-matrix/, one file per area.
 */

let t: TestApp;
let sessions: Record<StaffRole, SignedInStaff>;

const TABLE: RoleMatrixRow[] = [
  ...STAFF_AND_SUPPORT_ROUTES,
  ...ORDERS_AND_MONEY_ROUTES,
  ...CATALOG_ROUTES,
  ...CONTENT_AND_FEES_ROUTES,
  ...RECORDS_ROUTES,
];

/** Checked apart: sign-in needs no session, sign-out ends the one it is given. */
const PUBLIC_OR_LAST = ['POST /api/admin/sign-in', 'POST /api/admin/sign-out'];

function call(
  row: RoleMatrixRow,
  who: SignedInStaff | { headers: Record<string, string> } | undefined,
) {
  const input = row.input();
  if (row.rawBody) {
    return t.app.inject({
      method: 'POST',
      url: `${row.path}${String(input)}`,
      headers: { ...who?.headers, 'content-type': 'application/octet-stream' },
      payload: row.rawBody(),
    });
  }
  return row.method === 'GET'
    ? staffCall(t, who, 'GET', `${row.path}${String(input)}`)
    : staffCall(t, who, 'POST', row.path, input);
}

beforeAll(async () => {
  t = await createTestApp();
  const entries = await Promise.all(
    STAFF_ROLES.map(async (role) => [role, await signInStaff(t, demoLoginOf(role))] as const),
  );
  sessions = Object.fromEntries(entries) as Record<StaffRole, SignedInStaff>;
  const created = await staffCall(t, sessions.administrator, 'POST', '/api/admin/staff-create', {
    loginId: 'perm.target',
    name: '대상',
    role: 'warehouse',
  });
  matrixState.target = created.json().data.staff.staffId;
});
afterAll(async () => {
  await t?.close();
});

describe('staff endpoints × roles', () => {
  it('the table names every staff route of the app', () => {
    const registered = t.app.staffEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    const listed = [...TABLE.map((r) => `${r.method} ${r.path}`), ...PUBLIC_OR_LAST].sort();
    expect(registered).toEqual(listed);
    expect(t.app.staffEndpoints.find((e) => e.path === '/api/admin/sign-in')?.access).toBe(
      'public',
    );
  });

  for (const row of TABLE) {
    for (const role of STAFF_ROLES) {
      const expected = row.allowed[role] ? 'allowed' : 'refused';
      it(`${row.method} ${row.path} as ${role}: ${expected}`, async () => {
        const res = await call(row, sessions[role]);
        if (row.allowed[role]) {
          expect([401, 403], res.body).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().error.code).toBe('FORBIDDEN');
        }
      });
    }
  }

  it('every staff route but sign-in answers 401 without a staff session, and to a member', async () => {
    const member = await signInAs(t, 'parent.kim');
    for (const row of TABLE) {
      expect((await call(row, undefined)).statusCode, row.path).toBe(401);
      expect((await call(row, member)).statusCode, row.path).toBe(401);
    }
    const signOut = await staffCall(t, member, 'POST', '/api/admin/sign-out');
    expect(signOut.statusCode).toBe(401);
  });

  it('a refused call is refused before its input is read', async () => {
    const res = await staffCall(t, sessions.warehouse, 'POST', '/api/admin/staff-create', {
      nonsense: true,
    });
    expect(res.statusCode).toBe(403);
  });

  it('sign-out is open to every role', async () => {
    for (const role of STAFF_ROLES) {
      const res = await staffCall(t, sessions[role], 'POST', '/api/admin/sign-out');
      expect(res.statusCode, role).toBe(200);
    }
  });
});

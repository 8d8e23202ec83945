import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '@shop/contract/admin-permissions.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { demoLoginOf, signInStaff, staffCall, type SignedInStaff } from './test-staff-sign-in.ts';

/**
 * A back-office API test's set-up: the test app and the demo account of one role, signed in
 * before the file's tests and closed after them. Call it at the top of the file.
 */
export function staffTestApp(role: StaffRole, env: Record<string, string> = {}) {
  let app: TestApp | undefined;
  let staff: SignedInStaff | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
    staff = await signInStaff(app, demoLoginOf(role));
  });
  afterAll(async () => {
    await app?.close();
  });
  const ready = () => {
    if (!app || !staff) throw new Error('staffTestApp: used before its beforeAll');
    return { app, staff };
  };
  return {
    get t(): TestApp {
      return ready().app;
    },
    get staff(): SignedInStaff {
      return ready().staff;
    },
    db: () => ready().app.database.db,
    /** A call as the signed-in member of staff: GET with the query, POST with the JSON body. */
    call: (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      staffCall(ready().app, ready().staff, method, url, payload),
  };
}

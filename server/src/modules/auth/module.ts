import type { FastifyInstance } from 'fastify';
import { authStateFetch, loginSyncCall, logoutPath } from '@shop/contract/auth.ts';
import type { ClassRecords } from '../../integrations/class-records/class-records.ts';
import type { SsoProvider } from '../../integrations/sso/sso-provider.ts';
import { authRoutes, type AuthDeps, type CategoryAccessOf } from './routes.ts';
import { installSessionHook } from './session-hook.ts';
import { SessionPolicy } from './session-policy.ts';
import { SessionStore } from './session-repository.ts';
import { SignInService } from './sign-in-service.ts';

export interface AuthModule extends AuthDeps {
  /**
   * POST paths that need no X-Context-Uuid: login sync (proved by the one-time nonce bound to the
   * browser), auth-state-fetch (changes nothing and is how the page learns the uuid). Later calls
   * that authenticate themselves (gateway returns, signed notifications) add their paths here.
   */
  contextCheckExempt: Set<string>;
}

/** Sessions, the sign-in calls and the session hook of every API request. */
export function installAuth(
  app: FastifyInstance,
  deps: { categoryAccess: CategoryAccessOf; sso: SsoProvider; classRecords: ClassRecords },
): AuthModule {
  const { config } = app;
  const policy = new SessionPolicy(config);
  const store = new SessionStore(app.database.db, app.cache);
  const signIn = new SignInService(
    store,
    deps.sso,
    deps.classRecords,
    policy,
    `${config.publicUrl}/${config.provider}-logined`,
  );
  // logout checks the uuid itself: its sign-out page's form carries it as a field, not a header
  const contextCheckExempt = new Set([
    loginSyncCall(config.provider).path,
    authStateFetch.path,
    logoutPath(config.provider),
  ]);
  installSessionHook(app, store, policy, contextCheckExempt);
  const auth: AuthModule = {
    categoryAccess: deps.categoryAccess,
    signIn,
    store,
    policy,
    contextCheckExempt,
  };
  authRoutes(app, auth);
  return auth;
}

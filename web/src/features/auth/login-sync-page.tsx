import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n, useTranslation } from '../../i18n/i18n.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSync } from '@shop/contract/auth.ts';
import { ErrorCode } from '@shop/contract/constants.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { setSessionFromAuth } from '../../lib/session-context.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { MEMBER_QUERY_KEY, authStateQuery } from '../../lib/auth-state-query.ts';
import { readJwtClaims } from './jwt-claims.ts';
import { goToSignIn, isShopPath, takeReturnTarget } from '../../lib/sign-in.ts';
import { usePageText } from '../../i18n/page-texts.ts';

class SyncFailed extends Error {}

/**
 * Spec 1 §4 login sync: post the token, keep the uuid for later calls, refresh the auth state,
 * then go to the saved return target, else the token's redirect claim, else '/'.
 */
async function syncLogin(jwt: string, client: QueryClient): Promise<string> {
  const { uuid } = await callApi(loginSync, { body: { jwt } });
  setSessionFromAuth(uuid, null);
  client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
  const state = await client.fetchQuery({ ...authStateQuery, staleTime: 0 });
  if (!state.authenticated) throw new SyncFailed();
  const claim = readJwtClaims(jwt)?.redirect;
  const saved = takeReturnTarget();
  if (isShopPath(saved)) return saved;
  if (isShopPath(claim)) return claim;
  return '/';
}

type Outcome = { ok: true; target: string } | { ok: false };

/**
 * One sync per token, its failure alerted once: React's development double effects must not
 * spend the one-time nonce twice.
 */
const syncs = new Map<string, Promise<Outcome>>();

function syncOnce(jwt: string | null, client: QueryClient): Promise<Outcome> {
  const key = jwt ?? '';
  let outcome = syncs.get(key);
  if (!outcome) {
    const attempt = jwt ? syncLogin(jwt, client) : Promise.reject(new SyncFailed());
    outcome = attempt.then(
      (target): Outcome => ({ ok: true, target }),
      (error: unknown): Outcome => {
        if (error instanceof ApiError && error.code === ErrorCode.loginMismatch) {
          void reportError(error);
        } else {
          void alertDialog(i18n.t('errors.syncFailed'));
        }
        return { ok: false };
      },
    );
    syncs.set(key, outcome);
  }
  return outcome;
}

/** /creverse-logined?jwt=…: the SSO's return address (spec 1 §2.4). */
export function LoginSyncPage() {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [failed, setFailed] = useState(false);
  const jwt = params.get('jwt');

  useEffect(() => {
    let active = true;
    void syncOnce(jwt, client).then((outcome) => {
      if (!active) return;
      if (outcome.ok) void navigate(outcome.target, { replace: true });
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [jwt, client, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        {failed ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t('errors.syncFailed')}</h1>
            <p className="mt-3 text-sm text-slate-600">{pt('signIn.failedHint')}</p>
            <div className="mt-6 flex justify-center gap-2">
              <button type="button" className={primaryButton} onClick={() => goToSignIn('/')}>
                {pt('signIn.retry')}
              </button>
              <Link to="/" replace className={secondaryButton}>
                {pt('signIn.home')}
              </Link>
            </div>
          </>
        ) : (
          <div role="status" className="flex flex-col items-center gap-5">
            <span
              aria-hidden="true"
              className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
            />
            <p className="text-base font-semibold text-slate-800">{pt('signIn.waiting')}</p>
          </div>
        )}
      </div>
    </main>
  );
}

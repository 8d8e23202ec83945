import { useState } from 'react';
import { staffSignIn } from '@shop/contract/admin-auth.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useSignIn, useStaffSession } from '../kit/admin-session.ts';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';
import { LanguageSwitch } from '../../ui/language-switch.tsx';

/** Only back-office paths are followed after sign-in. */
export function safeAdminPath(next: string | null): string {
  return next && /^\/admin(\/[\w-]*)*$/.test(next) && !next.startsWith('/admin/login')
    ? next
    : '/admin';
}

/** Staff sign-in with the back office's own credentials (never the academy SSO). */
export function LoginPage() {
  const { t } = useAdminText();
  useAdminTitle(t('login.title'));
  const [params] = useSearchParams();
  const { state } = useStaffSession();
  const signIn = useSignIn();
  const [message, setMessage] = useState<string | null>(null);
  const form = useContractForm(staffSignIn.body, {
    defaultValues: { loginId: '', password: '' },
  });
  const errors = form.formState.errors;

  if (state) return <Navigate to={safeAdminPath(params.get('next'))} replace />;

  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    signIn.mutate(body, {
      onError: (err) => {
        form.setValue('password', '');
        setMessage(err instanceof ApiError ? err.message : t('app.requestFailed'));
      },
    });
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-brand-700">{t('app.title')}</p>
          <LanguageSwitch className="text-xs" />
        </div>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('login.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('login.subtitle')}</p>
        <form className="mt-6 space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div>
            <label htmlFor="admin-login-id" className={label}>
              {t('login.loginId')}
            </label>
            <input
              id="admin-login-id"
              className={input}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...invalidProps('admin-login-id', errors.loginId?.message)}
              {...form.register('loginId')}
            />
            <FieldError fieldId="admin-login-id" message={errors.loginId?.message} />
          </div>
          <div>
            <label htmlFor="admin-password" className={label}>
              {t('login.password')}
            </label>
            <input
              id="admin-password"
              type="password"
              className={input}
              autoComplete="current-password"
              {...invalidProps('admin-password', errors.password?.message)}
              {...form.register('password')}
            />
            <FieldError fieldId="admin-password" message={errors.password?.message} />
          </div>
          {message && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {message}
            </p>
          )}
          <button
            type="submit"
            className={`${primaryBtn} w-full py-2.5`}
            disabled={signIn.isPending}
          >
            {t('login.submit')}
          </button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-500">
          <a href="/" className="hover:underline">
            {t('login.shopLink')}
          </a>
        </p>
      </div>
    </main>
  );
}

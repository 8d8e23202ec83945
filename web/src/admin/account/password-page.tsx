import { useState } from 'react';
import { useNavigate } from 'react-router';
import { staffPasswordForm } from '@shop/contract/admin-auth.ts';
import { refusalOnField, useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { usePasswordChange, useStaffSession } from '../kit/admin-session.ts';
import { card, input, label, primaryBtn } from '../kit/admin-styles.ts';
import { PageHeader } from '../kit/admin-ui.tsx';

/** The own password; the only page open while a temporary password is unchanged. */
export function PasswordPage() {
  const { t } = useAdminText();
  useAdminTitle(t('password.title'));
  const { state } = useStaffSession();
  const change = usePasswordChange();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const form = useContractForm(staffPasswordForm(state?.staff.loginId ?? ''), {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setMessage(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async () => {
          await alertDialog(t('password.done'));
          navigate('/admin');
        },
        onError: (err) => {
          // the current password, mostly
          if (refusalOnField(form.setError, err, ['currentPassword', 'newPassword'])) return;
          setMessage(err instanceof ApiError ? err.message : t('app.requestFailed'));
        },
      },
    );
  });

  const field = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    id: string,
    text: string,
    auto: string,
  ) => (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="password"
        className={input}
        autoComplete={auto}
        {...invalidProps(id, errors[name]?.message)}
        {...form.register(name)}
      />
      <FieldError fieldId={id} message={errors[name]?.message} />
    </div>
  );

  return (
    <div className="max-w-lg">
      <PageHeader title={t('password.title')} />
      {state?.staff.mustChangePassword && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('password.forced')}
        </p>
      )}
      <form className={`${card} space-y-4 p-6`} onSubmit={(e) => void onSubmit(e)} noValidate>
        {field('currentPassword', 'pw-current', t('password.current'), 'current-password')}
        {field('newPassword', 'pw-next', t('password.next'), 'new-password')}
        {field('confirmPassword', 'pw-confirm', t('password.confirm'), 'new-password')}
        <p className="text-xs text-slate-500">{t('password.rule')}</p>
        {message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        )}
        <button type="submit" className={primaryBtn} disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { staffNewPassword } from '@shop/contract/admin-auth.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { AdminApiError } from '../kit/admin-api.ts';
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
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffNewPassword.safeParse(next);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? t('password.rule'));
      return;
    }
    if (next !== confirm) {
      setMessage(t('password.mismatch'));
      return;
    }
    setMessage(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: async () => {
          await alertDialog(t('password.done'));
          navigate('/admin');
        },
        onError: (err) =>
          setMessage(err instanceof AdminApiError ? err.message : t('app.requestFailed')),
      },
    );
  };

  const field = (
    id: string,
    text: string,
    value: string,
    set: (v: string) => void,
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
        value={value}
        onChange={(e) => set(e.target.value)}
      />
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
      <form className={`${card} space-y-4 p-6`} onSubmit={onSubmit} noValidate>
        {field('pw-current', t('password.current'), current, setCurrent, 'current-password')}
        {field('pw-next', t('password.next'), next, setNext, 'new-password')}
        {field('pw-confirm', t('password.confirm'), confirm, setConfirm, 'new-password')}
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

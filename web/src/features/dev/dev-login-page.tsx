import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { loginReturnPath } from '@shop/contract/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { DEMO_STUDENTS, forceLoginToken } from './dev-api.ts';
import { DevFrame, card, field } from './dev-frame.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

/** /dev-login: forced sign-in by student id, then the normal return page (login sync). */
export function DevLoginPage() {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  const navigate = useNavigate();
  const [stdId, setStdId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(id: number) {
    setBusy(true);
    setError(null);
    try {
      const jwt = await forceLoginToken(id);
      await navigate(`${loginReturnPath()}?jwt=${encodeURIComponent(jwt)}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.requestFailed'));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const id = Number(stdId);
    if (!Number.isInteger(id) || id < 1) {
      setError(pt('dev.login.invalid'));
      return;
    }
    void signIn(id);
  }

  return (
    <DevFrame title={t('titles.devLogin')}>
      <form onSubmit={onSubmit} className={card} noValidate>
        <label htmlFor="dev-std-id" className="block text-sm font-semibold text-slate-800">
          {pt('dev.login.stdId')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="dev-std-id"
            inputMode="numeric"
            className={field}
            value={stdId}
            onChange={(e) => setStdId(e.target.value)}
            aria-describedby={error ? 'dev-login-error' : undefined}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {pt('dev.login.submit')}
          </button>
        </div>
        {error && (
          <p id="dev-login-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <p className="mt-3 text-xs text-slate-500">{pt('dev.login.hint')}</p>
      </form>
      <section className={card} aria-labelledby="dev-demo-students">
        <h2 id="dev-demo-students" className="text-sm font-semibold text-slate-800">
          {pt('dev.login.demo')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {DEMO_STUDENTS.map((s) => (
            <li key={s.stdId}>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void signIn(s.stdId)}
              >
                {s.stdId} · {s.label}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </DevFrame>
  );
}

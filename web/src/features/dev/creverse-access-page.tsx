import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { CREVERSE_LINK_PATH } from '@shop/contract/dev.ts';
import { ApiError } from '../../lib/api-client.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { DEMO_STUDENTS, forceLoginToken } from './dev-api.ts';
import { DevFrame, card, field } from './dev-frame.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

/** One fixed form: posts a fresh access token of this student to /api/creverse-link. */
function AccessForm({ stdId, label }: { stdId: number; label: string }) {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirect, setRedirect] = useState('/mypage');

  async function submit() {
    setError(null);
    try {
      const jwt = await forceLoginToken(stdId);
      if (!form.current || !token.current) return;
      token.current.value = jwt;
      form.current.submit();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.requestFailed'));
    }
  }

  return (
    <form ref={form} method="post" action={CREVERSE_LINK_PATH} className={card}>
      <input ref={token} type="hidden" name="accessToken" />
      <p className="font-semibold text-slate-900">
        {stdId} · {label}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="min-w-48 flex-1 text-sm text-slate-700">
          {pt('dev.link.redirect')}
          <input
            name="redirect"
            className={`${field} mt-1`}
            value={redirect}
            onChange={(e) => setRedirect(e.target.value)}
          />
        </label>
        <button type="button" className={primaryButton} onClick={() => void submit()}>
          {pt('dev.access.submit')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** /creverse/access: fixed test sign-in forms posting an access token (spec 3, developer pages). */
export function CreverseAccessPage() {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  return (
    <DevFrame title={t('titles.creverseAccess')}>
      <p className="text-sm text-slate-600">{pt('dev.access.hint')}</p>
      {DEMO_STUDENTS.map((s) => (
        <AccessForm key={s.stdId} stdId={s.stdId} label={s.label} />
      ))}
    </DevFrame>
  );
}

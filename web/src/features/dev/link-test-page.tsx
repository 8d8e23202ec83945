import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { CREVERSE_LINK_PATH } from '@shop/contract/dev.ts';
import { ApiError } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { forceLoginToken } from './dev-api.ts';
import { DevFrame, card, field } from './dev-frame.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

/** /dev-creverse-link-test: any token, GET or POST, to /api/creverse-link. */
export function LinkTestPage() {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  const [method, setMethod] = useState<'get' | 'post'>('post');
  const [token, setToken] = useState('');
  const [stdId, setStdId] = useState('5001');
  const [error, setError] = useState<string | null>(null);

  async function issue() {
    setError(null);
    try {
      setToken(await forceLoginToken(Number(stdId)));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.requestFailed'));
    }
  }

  return (
    <DevFrame title={t('titles.devLinkTest')}>
      <section className={card} aria-labelledby="dev-issue">
        <h2 id="dev-issue" className="text-sm font-semibold text-slate-800">
          {pt('dev.link.issueTitle')}
        </h2>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <label className="text-sm text-slate-700">
            {pt('dev.login.stdId')}
            <input
              inputMode="numeric"
              className={`${field} mt-1 w-40`}
              value={stdId}
              onChange={(e) => setStdId(e.target.value)}
            />
          </label>
          <button type="button" className={secondaryButton} onClick={() => void issue()}>
            {pt('dev.link.issue')}
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </section>
      <form method={method} action={CREVERSE_LINK_PATH} className={`${card} space-y-4`}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{pt('dev.link.method')}</legend>
          <div className="mt-2 flex gap-4 text-sm">
            {(['get', 'post'] as const).map((m) => (
              <label key={m} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="__method"
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  form="none"
                />
                {m.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm text-slate-700">
          accessToken
          <textarea
            name="accessToken"
            rows={5}
            className={`${field} mt-1 font-mono text-xs break-all`}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
        <label className="block text-sm text-slate-700">
          {pt('dev.link.redirect')}
          <input name="redirect" className={`${field} mt-1`} defaultValue="/mypage" />
        </label>
        <button type="submit" className={primaryButton}>
          {pt('dev.link.submit')}
        </button>
      </form>
    </DevFrame>
  );
}

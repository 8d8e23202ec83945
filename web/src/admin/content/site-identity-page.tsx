import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ftcBusinessInfoUrl } from '@shop/contract/site-identity.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { DetailRows } from '../kit/admin-drawer.tsx';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, primaryBtn } from '../kit/admin-styles.ts';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { IDENTITY_FIELDS, SiteIdentityDrawer } from './site-identity-drawer.tsx';
import { siteIdentityQuery } from './site-identity-queries.ts';

/**
 * /admin/site-identity: the seller's business identity every page's footer shows (전자상거래법
 * §10 ①, decision 0503), as saved, and its form in a drawer.
 */
export function SiteIdentityPage() {
  const { t } = useContentText();
  useAdminTitle(t('identity.title'));
  const identity = useQuery(siteIdentityQuery);
  const [editing, setEditing] = useState(false);
  const data = identity.data;

  return (
    <div>
      <PageHeader
        title={t('identity.title')}
        actions={
          <button
            type="button"
            className={primaryBtn}
            disabled={!data}
            onClick={() => setEditing(true)}
          >
            {t('identity.edit')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-slate-600">{t('identity.help')}</p>
      <QueryState
        isPending={identity.isPending}
        isError={identity.isError}
        onRetry={() => void identity.refetch()}
      />
      {data && (
        <section aria-labelledby="identity-now" className={`${card} max-w-3xl p-5`}>
          <h2 id="identity-now" className="mb-3 text-sm font-bold text-slate-900">
            {t('identity.now')}
          </h2>
          <DetailRows
            rows={IDENTITY_FIELDS.map(({ name }) => [t(`identity.fields.${name}`), data[name]])}
          />
          <p className="mt-4 flex flex-wrap gap-4 text-sm">
            <a
              className="font-semibold text-brand-700 underline"
              href={ftcBusinessInfoUrl(data.businessNo)}
              target="_blank"
              rel="noreferrer"
            >
              {t('identity.ftcLink')}
            </a>
            <a
              className="font-semibold text-brand-700 underline"
              href="/"
              target="_blank"
              rel="noreferrer"
            >
              {t('identity.shopLink')}
            </a>
          </p>
        </section>
      )}
      {editing && data && <SiteIdentityDrawer identity={data} onClose={() => setEditing(false)} />}
    </div>
  );
}

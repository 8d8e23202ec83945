import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { secondaryButton } from '../../ui/button-styles.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { RevokeDetailView } from './revoke-detail-view.tsx';
import { revokeDetailQuery } from './revoke-queries.ts';
import { useRevokeText } from './revoke-i18n.ts';

/** /mypage/revoke/detail/{revokeId} (spec 3 §2). */
export function RevokeDetailPage() {
  const { t } = useRevokeText();
  const revokeId = Number(useParams().revokeId) || 0;
  const { data, isPending, isError } = useQuery(revokeDetailQuery(revokeId));
  return (
    <section aria-labelledby="revoke-detail-title" className="space-y-4">
      <h2 id="revoke-detail-title" className="text-xl font-bold text-slate-900">
        {t('detail.title')}
      </h2>
      {revokeId > 0 && isPending && <Skeleton className="h-64 w-full rounded-2xl" />}
      {(revokeId === 0 || isError) && (
        <p
          role="alert"
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700"
        >
          {t('detail.notFound')}
        </p>
      )}
      {data && <RevokeDetailView revoke={data} />}
      <div className="flex flex-wrap gap-2">
        <Link className={secondaryButton} to="/mypage/revoke/list">
          {t('common.toRevokeList')}
        </Link>
        {data && (
          <Link className={secondaryButton} to={`/mypage/order/detail/${data.orderId}`}>
            {t('common.toOrder')}
          </Link>
        )}
      </div>
    </section>
  );
}

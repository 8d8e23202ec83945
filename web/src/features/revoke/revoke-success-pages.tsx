import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Price } from '../../ui/price.tsx';
import { Panel, ProgressBadge, Row } from './revoke-parts.tsx';
import { revokeDetailQuery } from './revoke-queries.ts';
import { useRevokeText } from './revoke-i18n.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

function SuccessFrame({
  revokeId,
  title,
  body,
  children,
}: {
  revokeId: number;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  const { t } = useRevokeText();
  const labels = useProgressLabels();
  const { data } = useQuery(revokeDetailQuery(revokeId));
  return (
    <section aria-labelledby="revoke-success-title" className="space-y-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center xs:p-8">
        <p
          aria-hidden="true"
          className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-2xl text-white"
        >
          ✓
        </p>
        <h2 id="revoke-success-title" className="mt-4 text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p role="status" className="mt-2 text-slate-700">
          {body}
        </p>
      </div>
      {children}
      {data && (
        <Panel title={t('detail.summary')} id="revoke-success-summary">
          <dl>
            <Row label={t('common.revokeId')}>{data.revokeId}</Row>
            <Row label={t('common.orderId')}>{data.orderId}</Row>
            <Row label={t('common.type')}>{labels.revokeType(data.revokeTypeCd)}</Row>
            <Row label={t('common.progress')}>
              <ProgressBadge code={data.revokeProgressCd} />
            </Row>
            <Row label={t('detail.refundTotal')} strong>
              <Price amount={data.refundTotal} className="text-brand-800" />
            </Row>
          </dl>
        </Panel>
      )}
      <div className="flex flex-col gap-2 xs:flex-row">
        <Link className={primaryButton} to={`/mypage/revoke/detail/${revokeId}`}>
          {t('success.toDetail')}
        </Link>
        <Link className={secondaryButton} to="/mypage/revoke/list">
          {t('common.toRevokeList')}
        </Link>
      </div>
    </section>
  );
}

/** /mypage/cancel-success/{revokeId}: an order-cancel request was received (spec 3 §2). */
export function CancelSuccessPage() {
  const { t } = useRevokeText();
  const revokeId = Number(useParams().revokeId) || 0;
  return (
    <SuccessFrame
      revokeId={revokeId}
      title={t('success.cancelTitle')}
      body={t('success.cancelBody')}
    />
  );
}

/**
 * /mypage/recall-success/{pgType}/{revokeId}: a return request was received; with pgType vbank
 * the return fee is still to be deposited to the issued account, which the page shows.
 */
export function RecallSuccessPage() {
  const { t } = useRevokeText();
  const params = useParams();
  const revokeId = Number(params.revokeId) || 0;
  const vbank = (params.pgType ?? '').toLowerCase() === 'vbank';
  const { data } = useQuery(revokeDetailQuery(revokeId));
  return (
    <SuccessFrame
      revokeId={revokeId}
      title={vbank ? t('success.vbankPageTitle') : t('success.recallTitle')}
      body={vbank ? t('success.vbankBody') : t('success.recallBody')}
    >
      {vbank && data && (
        <Panel
          title={t('success.vbankTitle')}
          id="revoke-vbank"
          className="border-amber-300 bg-amber-50"
        >
          <dl>
            <Row label={t('success.vbankAccount')}>
              <strong className="text-slate-900">{data.vbVirtualBankAccount ?? '-'}</strong>
            </Row>
            <Row label={t('success.vbankAmount')}>
              <Price amount={data.recallFee} className="font-bold text-slate-900" />
            </Row>
            {data.feeDueDatetime && (
              <Row label={t('detail.feeDue')}>
                <DateText value={data.feeDueDatetime} />
              </Row>
            )}
          </dl>
        </Panel>
      )}
    </SuccessFrame>
  );
}

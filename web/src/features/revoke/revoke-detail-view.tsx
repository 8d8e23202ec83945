import { courierName, trackingUrlOf } from '@shop/contract/couriers.ts';
import { RevokeType } from '@shop/contract/revoke.ts';
import { type RevokeView } from '@shop/contract/revoke-views.ts';
import { DateText } from '../../ui/date-text.tsx';
import { Price } from '../../ui/price.tsx';
import { Panel, ProgressBadge, Row, Thumb, useStudentName } from './revoke-parts.tsx';
import { useRevokeText } from './revoke-i18n.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

/** Everything the detail page shows of one request (spec 3 §2 cancel/return detail). */
export function RevokeDetailView({ revoke: r }: { revoke: RevokeView }) {
  const studentName = useStudentName();
  const { t, messages } = useRevokeText();
  const labels = useProgressLabels();
  const bank = [r.bankName, r.bankAccount, r.bankAccountName].filter(Boolean).join(' ');
  const payMethods: Record<string, string> = messages.detail.payMethods;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
        <span className="rounded-md bg-brand-50 px-2 py-1 text-sm font-bold text-brand-800">
          {labels.revokeType(r.revokeTypeCd)}
        </span>
        <span className="text-sm text-slate-700">
          {t('common.revokeId')} <strong className="text-slate-900">{r.revokeId}</strong>
        </span>
        <span className="ml-auto">
          <span className="sr-only">{t('common.progress')} </span>
          <ProgressBadge code={r.revokeProgressCd} />
        </span>
      </div>

      {r.refundFailed && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          {t('detail.refundFailed')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={t('detail.summary')} id="revoke-summary">
          <dl>
            <Row label={t('common.orderId')}>{r.orderId}</Row>
            <Row label={t('common.requestedAt')}>
              <DateText value={r.revokeReceiptDatetime} />
            </Row>
            {r.pgPayMethod && (
              <Row label={t('detail.payMethod')}>{payMethods[r.pgPayMethod] ?? r.pgPayMethod}</Row>
            )}
            {r.vbVirtualBankAccount && (
              <Row label={t('detail.virtualAccount')}>{r.vbVirtualBankAccount}</Row>
            )}
            {r.recallFee > 0 && (
              <Row label={t('detail.feeState')}>
                {r.recallFeePaid ? t('detail.feePaid') : t('detail.feeUnpaid')}
              </Row>
            )}
            <Row label={t('detail.refundAccount')}>{bank || t('detail.refundToPayment')}</Row>
            {r.refundedDatetime && (
              <Row label={t('detail.refundedAt')}>
                <DateText value={r.refundedDatetime} />
              </Row>
            )}
            {r.rejectReason && <Row label={t('detail.rejectReason')}>{r.rejectReason}</Row>}
          </dl>
        </Panel>
        <Panel title={t('detail.refund')} id="revoke-refund">
          <dl>
            <Row label={t('detail.refundProducts')}>
              <Price amount={r.refundForProducts} />
            </Row>
            <Row label={t('detail.refundDelivery')}>
              <Price amount={r.refundForDelivery} />
            </Row>
            {r.refundAdjustment !== 0 && (
              <Row label={t('detail.refundAdjustment')}>
                <Price amount={r.refundAdjustment} />
              </Row>
            )}
            <Row label={t('detail.refundTotal')} strong>
              <Price amount={r.refundTotal} className="text-brand-800" />
            </Row>
          </dl>
          <dl className="mt-2 border-t border-dashed border-slate-300 pt-2">
            <Row label={t('detail.recallFee')}>
              <Price amount={r.recallFee} />
            </Row>
          </dl>
        </Panel>
      </div>

      <Panel title={t('detail.items')} id="revoke-items">
        <ul className="divide-y divide-slate-200">
          {r.items.map((i) => (
            <li key={i.revokeItemId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Thumb src={i.imageUrl} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-break-word text-slate-900">{i.displayName}</p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {i.isStb && <span className="mr-2">{t('common.smartBook')}</span>}
                  {studentName(i.cdi?.stdId) && (
                    <span>
                      {t('common.student')} {studentName(i.cdi?.stdId)}
                    </span>
                  )}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm">
                <span className="block text-slate-600">
                  {t('common.qtyUnit', { count: i.revokeQty })}
                </span>
                <Price amount={i.refundAmount} className="font-semibold" />
              </p>
            </li>
          ))}
        </ul>
        {r.hiddenItemCount > 0 && (
          <p role="note" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t('detail.hiddenItems', { count: r.hiddenItemCount })}
          </p>
        )}
      </Panel>

      {r.revokeTypeCd === RevokeType.recall && <RecallSection revoke={r} />}
    </div>
  );
}

function RecallSection({ revoke: r }: { revoke: RevokeView }) {
  const { t } = useRevokeText();
  const d = r.deliveryInfo;
  const tracking = trackingUrlOf(r.recallLogisticCd, r.recallInvoiceNumber);
  return (
    <Panel title={t('detail.recall')} id="revoke-recall">
      <dl>
        <Row label={t('detail.recipient')}>{d?.name ?? '-'}</Row>
        {d?.email && <Row label={t('detail.email')}>{d.email}</Row>}
        <Row label={t('detail.phone')}>{d?.stdHandPhone ?? '-'}</Row>
        {d?.mobile2 && <Row label={t('detail.phone2')}>{d.mobile2}</Row>}
        <Row label={t('detail.address')}>
          {d ? `(${d.zipcode ?? ''}) ${d.addr1 ?? ''} ${d.addr2 ?? ''}`.trim() : '-'}
        </Row>
        <Row label={t('detail.note')}>{r.deliveryNote || '-'}</Row>
        <Row label={t('detail.courier')}>
          {courierName(r.recallLogisticCd) ?? t('detail.pending')}
        </Row>
        <Row label={t('detail.invoice')}>
          {tracking ? (
            <a className="underline" href={tracking} target="_blank" rel="noreferrer">
              {r.recallInvoiceNumber}
            </a>
          ) : (
            (r.recallInvoiceNumber ?? t('detail.pending'))
          )}
        </Row>
      </dl>
    </Panel>
  );
}

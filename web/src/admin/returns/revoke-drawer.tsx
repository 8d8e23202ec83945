import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COURIERS, courierName } from '@shop/contract/couriers.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { AdminDrawer, DetailRows, DrawerSection } from '../kit/admin-drawer.tsx';
import { formatDateTime, formatWon } from '../../lib/format.ts';
import {
  recallReasonLabel,
  refundAttemptStatusLabel,
  refundTypeLabel,
  useReturnsText,
} from '../i18n/admin-page-texts.ts';
import {
  revokeDetailQuery,
  useInspect,
  usePickup,
  useRefund,
  useReject,
} from './revoke-queries.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { dangerBtn, input, label, secondaryBtn } from '../kit/admin-styles.ts';
import { RefundOverrideForm } from './refund-override-form.tsx';

const signedWon = (n: number) => (n > 0 ? `+${formatWon(n)}` : formatWon(n));

function TextStep({
  id,
  labelText,
  placeholder,
  submit,
  danger,
  onSubmit,
}: {
  id: string;
  labelText: string;
  placeholder?: string;
  submit: string;
  danger?: boolean;
  onSubmit: (text: string) => void;
}) {
  const { t } = useReturnsText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t('actions.required'));
    setError(null);
    onSubmit(text);
  };
  return (
    <form onSubmit={send} className="mt-2 flex flex-wrap items-end gap-2">
      <div className="flex-1">
        <label htmlFor={id} className={label}>
          {labelText}
        </label>
        <input
          id={id}
          className={input}
          placeholder={placeholder}
          value={text}
          aria-invalid={error !== null}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className={danger ? dangerBtn : secondaryBtn}>
        {submit}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** One request: what the member asked, the refund account, attempts and the staff steps. */
export function RevokeDrawer({ revokeId, onClose }: { revokeId: number; onClose: () => void }) {
  const { t } = useReturnsText();
  const { can } = useStaffSession();
  const detail = useQuery(revokeDetailQuery(revokeId));
  const pickup = usePickup();
  const inspect = useInspect();
  const refund = useRefund();
  const reject = useReject();
  const [courier, setCourier] = useState('CJ');
  const d = detail.data?.data;
  const r = d?.revoke;

  const after = async (result: { data: { revokeProgressCd: string; message: string | null } }) => {
    await alertDialog(
      result.data.message
        ? t('actions.failed', { message: result.data.message })
        : t('actions.done', { id: revokeId, progress: result.data.revokeProgressCd }),
    );
  };
  const runRefund = async (retry: boolean) => {
    if (!r) return;
    const ok = await confirmDialog(
      t('actions.refundConfirm', { id: revokeId, amount: r.refundTotal.toLocaleString('ko-KR') }),
    );
    if (ok) refund.mutate({ revokeId, retry }, { onSuccess: after });
  };
  const runInspect = async () => {
    if (await confirmDialog(t('actions.inspectConfirm', { id: revokeId })))
      inspect.mutate(revokeId, { onSuccess: after });
  };
  const runReject = async (reason: string) => {
    if (await confirmDialog(t('actions.rejectConfirm', { id: revokeId })))
      reject.mutate({ revokeId, rejectReason: reason }, { onSuccess: after });
  };

  const recalling = r?.revokeProgressCd === '환불대기';
  const instructed = r?.revokeProgressCd === '환불지시';
  const moneyMoving = d?.refunds.some((f) => f.status === 'requesting' || f.status === 'done');
  const actions = r
    ? [
        recalling &&
          r.revokeTypeCd === '반품' &&
          can('recalls.process') && {
            label: t('actions.inspect'),
            tone: 'primary' as const,
            onClick: () => void runInspect(),
          },
        instructed &&
          can('refunds.execute') && {
            label: r.refundFailed
              ? t('actions.retry')
              : r.refundTypeCd === 'Card'
                ? t('actions.refundCard')
                : t('actions.refundBank'),
            tone: 'primary' as const,
            onClick: () => void runRefund(r.refundFailed),
          },
      ]
    : [];

  return (
    <AdminDrawer
      title={t('drawer.title', { id: revokeId })}
      onClose={onClose}
      query={detail}
      actions={actions}
    >
      {d && r && (
        <>
          <DrawerSection title={t('drawer.state')}>
            <DetailRows
              rows={[
                [t('col.type'), `${r.revokeTypeCd} · ${r.revokeProgressCd}`],
                [t('col.requestedAt'), formatDateTime(r.revokeReceiptDatetime)],
                [t('col.order'), `${r.orderId} (${r.memberId})`],
                [t('drawer.reason'), r.recallReasonCd && recallReasonLabel(t, r.recallReasonCd)],
                [t('drawer.rejectReason'), r.rejectReason],
              ]}
            />
          </DrawerSection>
          <section className="mb-6" aria-label={t('drawer.items')}>
            <h3 className="mb-2 text-sm font-bold text-slate-900">{t('drawer.items')}</h3>
            <ul className="divide-y divide-slate-100 text-sm">
              {r.items.map((i) => (
                <li key={i.revokeItemId} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {i.displayName} × {i.revokeQty}
                  </span>
                  <span className="tabular-nums">{formatWon(i.refundAmount)}</span>
                </li>
              ))}
            </ul>
          </section>
          <DrawerSection title={t('drawer.money')}>
            <DetailRows
              rows={[
                [
                  t('drawer.refundTotal'),
                  `${formatWon(r.refundTotal)} (${refundTypeLabel(t, r.refundTypeCd)})`,
                ],
                [t('drawer.products'), formatWon(r.refundForProducts)],
                [t('drawer.delivery'), formatWon(r.refundForDelivery)],
                ...(r.refundAdjustment !== 0
                  ? [[t('drawer.adjustment'), signedWon(r.refundAdjustment)] as [string, string]]
                  : []),
                [t('drawer.recallFee'), formatWon(r.recallFee)],
                [
                  t('drawer.account'),
                  d.refundAccount
                    ? `${d.refundAccount.bankName ?? ''} ${d.refundAccount.bankAccount ?? ''} (${d.refundAccount.bankAccountName ?? ''})`
                    : '-',
                ],
              ]}
            />
          </DrawerSection>
          {(recalling || instructed) && can('refunds.execute') && !moneyMoving && (
            <RefundOverrideForm key={r.refundTotal} revokeId={revokeId} current={r.refundTotal} />
          )}
          {r.revokeTypeCd === '반품' && (
            <DrawerSection title={t('drawer.recall')}>
              <DetailRows
                rows={[
                  [t('drawer.courier'), courierName(r.recallLogisticCd)],
                  [t('drawer.invoice'), r.recallInvoiceNumber],
                ]}
              />
            </DrawerSection>
          )}
          {recalling && r.revokeTypeCd === '반품' && can('recalls.process') && (
            <>
              <label htmlFor="revoke-courier" className={label}>
                {t('drawer.courier')}
              </label>
              <select
                id="revoke-courier"
                className={`${input} w-48`}
                value={courier}
                onChange={(e) => setCourier(e.target.value)}
              >
                {COURIERS.filter((c) => !c.overseas).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              <TextStep
                id="revoke-pickup"
                labelText={t('drawer.invoice')}
                submit={t('actions.pickup')}
                onSubmit={(invoice) =>
                  pickup.mutate(
                    { revokeId, recallLogisticCd: courier, recallInvoiceNumber: invoice },
                    { onSuccess: after },
                  )
                }
              />
            </>
          )}
          <section className="my-6" aria-label={t('drawer.attempts')}>
            <h3 className="mb-2 text-sm font-bold text-slate-900">{t('drawer.attempts')}</h3>
            {d.refunds.length === 0 ? (
              <p className="text-sm text-slate-500">{t('drawer.noAttempts')}</p>
            ) : (
              <ul className="space-y-1 text-xs text-slate-700">
                {d.refunds.map((f) => (
                  <li key={f.refundId}>
                    {[
                      `#${f.refundId}`,
                      refundTypeLabel(t, f.method),
                      refundAttemptStatusLabel(t, f.status),
                      formatWon(f.amount),
                      formatDateTime(f.requestedAt),
                      f.failureMessage,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {(recalling || (instructed && !r.refundFailed)) && can('recalls.process') && (
            <TextStep
              id="revoke-reject"
              labelText={t('drawer.rejectReason')}
              placeholder={t('actions.rejectPlaceholder')}
              submit={t('actions.reject')}
              danger
              onSubmit={(reason) => void runReject(reason)}
            />
          )}
        </>
      )}
    </AdminDrawer>
  );
}

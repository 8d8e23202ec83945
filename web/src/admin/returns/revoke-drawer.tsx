import { useQuery } from '@tanstack/react-query';
import {
  RevokeStaffLimits,
  revokePickupForm,
  revokeRejectForm,
  type RevokePickupForm,
} from '@shop/contract/admin-revokes.ts';
import { COURIERS, courierName } from '@shop/contract/couriers.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
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
import { useProgressLabels } from '../../i18n/progress-labels.ts';

const signedWon = (n: number) => (n > 0 ? `+${formatWon(n)}` : formatWon(n));

/** A return's pickup: a domestic courier and its invoice number, on the contract's pickup rules. */
function PickupForm({ onSubmit }: { onSubmit: (pickup: RevokePickupForm) => void }) {
  const { t } = useReturnsText();
  const form = useContractForm(revokePickupForm, {
    defaultValues: { recallLogisticCd: 'CJ', recallInvoiceNumber: '' },
  });
  const errors = form.formState.errors;
  const courierError = errors.recallLogisticCd?.message;
  const invoiceError = errors.recallInvoiceNumber?.message;
  const send = form.handleSubmit((pickup) => onSubmit(pickup));
  return (
    <form
      noValidate
      onSubmit={(e) => void send(e)}
      className="mt-2 flex flex-wrap items-start gap-2"
      aria-label={t('actions.pickup')}
    >
      <div className="w-48">
        <label htmlFor="revoke-courier" className={label}>
          {t('drawer.courier')}
        </label>
        <select
          id="revoke-courier"
          className={input}
          {...invalidProps('revoke-courier', courierError)}
          {...form.register('recallLogisticCd')}
        >
          {COURIERS.filter((c) => !c.overseas).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError fieldId="revoke-courier" message={courierError} />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor="revoke-pickup" className={label}>
          {t('drawer.invoice')}
        </label>
        <input
          id="revoke-pickup"
          className={input}
          autoComplete="off"
          {...invalidProps('revoke-pickup', invoiceError)}
          {...form.register('recallInvoiceNumber')}
        />
        <FieldError fieldId="revoke-pickup" message={invoiceError} />
      </div>
      <button type="submit" className={`${secondaryBtn} mt-5`}>
        {t('actions.pickup')}
      </button>
    </form>
  );
}

/** The reason the member reads when a request is refused, on the contract's reject rules. */
function RejectForm({ onSubmit }: { onSubmit: (reason: string) => void }) {
  const { t } = useReturnsText();
  const form = useContractForm(revokeRejectForm, { defaultValues: { rejectReason: '' } });
  const error = form.formState.errors.rejectReason?.message;
  const send = form.handleSubmit(({ rejectReason }) => onSubmit(rejectReason));
  return (
    <form
      noValidate
      onSubmit={(e) => void send(e)}
      className="mt-2 flex flex-wrap items-start gap-2"
      aria-label={t('actions.reject')}
    >
      <div className="flex-1">
        <label htmlFor="revoke-reject" className={label}>
          {t('drawer.rejectReason')}
        </label>
        <input
          id="revoke-reject"
          className={input}
          placeholder={t('actions.rejectPlaceholder')}
          maxLength={RevokeStaffLimits.rejectReasonMax}
          {...invalidProps('revoke-reject', error)}
          {...form.register('rejectReason')}
        />
        <FieldError fieldId="revoke-reject" message={error} />
      </div>
      <button type="submit" className={`${dangerBtn} mt-5`}>
        {t('actions.reject')}
      </button>
    </form>
  );
}

/** One request: what the member asked, the refund account, attempts and the staff steps. */
export function RevokeDrawer({ revokeId, onClose }: { revokeId: number; onClose: () => void }) {
  const { t } = useReturnsText();
  const labels = useProgressLabels();
  const { can } = useStaffSession();
  const detail = useQuery(revokeDetailQuery(revokeId));
  const pickup = usePickup();
  const inspect = useInspect();
  const refund = useRefund();
  const reject = useReject();
  const d = detail.data?.data;
  const r = d?.revoke;

  const after = async (result: { data: { revokeProgressCd: string; message: string | null } }) => {
    await alertDialog(
      result.data.message
        ? t('actions.failed', { message: refusalText(result.data.message) })
        : t('actions.done', {
            id: revokeId,
            progress: labels.progress(result.data.revokeProgressCd),
          }),
    );
  };
  const runRefund = async (retry: boolean) => {
    if (!r) return;
    const ok = await confirmDialog(
      t('actions.refundConfirm', { id: revokeId, amount: formatWon(r.refundTotal) }),
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
                [
                  t('col.type'),
                  `${labels.revokeType(r.revokeTypeCd)} · ${labels.progress(r.revokeProgressCd)}`,
                ],
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
            <PickupForm
              onSubmit={(body) => pickup.mutate({ revokeId, ...body }, { onSuccess: after })}
            />
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
            <RejectForm onSubmit={(reason) => void runReject(reason)} />
          )}
        </>
      )}
    </AdminDrawer>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  isReturn,
  recallCalculate,
  RevokeMessage,
  RevokeType,
  type RecallCalculation,
  type RecallReasonCd,
} from '@shop/contract/revoke.ts';
import { callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { RecallAddressChooser } from './recall-address-chooser.tsx';
import { NO_ACCOUNT, RefundAccountFields } from './refund-account-fields.tsx';
import { RefundPolicyNotice } from './refund-policy-notice.tsx';
import { ReturnReasonFieldset } from './return-reason-fieldset.tsx';
import { RevokeItemStep } from './revoke-item-step.tsx';
import { orderForRevokeQuery } from './revoke-queries.ts';
import { FeeMethodChooser, RevokeCalculationView } from './revoke-review-step.tsx';
import {
  firstRevokeRefusal,
  refundAccountForm,
  type RefundAccountForm,
} from '@shop/contract/revoke-forms.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { initialChoices, recallItems, type Choice } from './revoke-rules.ts';
import { submitRevoke, type FeeMethod } from './revoke-submit.ts';
import { revokeText, useRevokeText } from './revoke-i18n.ts';

function Rejection() {
  const { t } = useRevokeText();
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <p aria-hidden="true" className="text-4xl text-slate-400">
        !
      </p>
      <h3 className="mt-2 text-lg font-bold text-slate-900">{t('create.rejectedTitle')}</h3>
      <p className="mt-2 text-slate-700">{t('create.rejected')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link className={primaryButton} to="/mypage/order/list">
          {t('common.toOrderList')}
        </Link>
        <Link className={secondaryButton} to="/mypage/revoke/list">
          {t('common.toRevokeList')}
        </Link>
      </div>
    </div>
  );
}

function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useRevokeText();
  const steps = [t('create.step1'), t('create.step2')];
  return (
    <ol aria-label={t('create.steps')} className="grid grid-cols-2 gap-2 text-sm">
      {steps.map((label, index) => {
        const current = index + 1 === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-xl border px-3 py-2 font-semibold ${current ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-600'}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${current ? 'bg-brand-700 text-white' : 'bg-slate-200'}`}
            >
              {index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}

/** /mypage/revoke/create?orderId= (spec 3 §2, §4 cancel flow): choose, calculate, submit. */
export function RevokeCreatePage() {
  const { t } = useRevokeText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const { state } = useAuthState();
  const order = useQuery(orderForRevokeQuery(orderId));
  const o = order.data;

  const [choices, setChoices] = useState<Record<number, Choice> | null>(null);
  const [calc, setCalc] = useState<{ result: RecallCalculation; key: string } | null>(null);
  // the refund account is a form on the contract's rules: errors beside the fields
  const accountForm = useContractForm(refundAccountForm, { defaultValues: NO_ACCOUNT });
  const [deliveryId, setDeliveryId] = useState<number | null>(null);
  const [deliveryNote, setDeliveryNote] = useState('');
  const [feeMethod, setFeeMethod] = useState<FeeMethod | null>(null);
  const [reason, setReason] = useState<RecallReasonCd | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!o || choices) return;
    setChoices(
      initialChoices(o.items, o.memberId, {
        memberId: state.memberId,
        loginType: state.creverseAccount?.loginType ?? null,
        stdId: state.creverseAccount?.stdId ?? null,
      }),
    );
  }, [o, choices, state]);

  const chosen = useMemo(() => (o && choices ? recallItems(o.items, choices) : []), [o, choices]);
  // a return (something shipped, not only smart books) names its reason before the calculation
  const asksReason = useMemo(() => {
    const byId = new Map(o?.items.map((i) => [i.orderItemId, i]));
    return isReturn(
      o?.sentShipping ?? false,
      chosen.map((c) => ({ isStb: byId.get(c.orderItemId)?.isStb ?? false })),
    );
  }, [o, chosen]);
  const recallReasonCd = asksReason && reason ? reason : undefined;
  const step: 1 | 2 = params.get('step') === '2' && calc ? 2 : 1;
  // the server says what step 2 needs: a pick-up address, a refund account
  const needsAddress = calc?.result.needsRecall ?? false;
  const needsAccount = calc?.result.needsRefundAccount ?? false;
  const chooseAddress = useCallback((id: number) => setDeliveryId(id), []);

  const calculate = useMutation({
    mutationFn: async () =>
      (await callApi(recallCalculate, { body: { orderId, recallItems: chosen, recallReasonCd } }))
        .data,
    onSuccess: (result) => {
      setCalc({ result, key: `revoke-${orderId}-${crypto.randomUUID()}` });
      setParams({ orderId: String(orderId), step: '2' });
      window.scrollTo({ top: 0 });
    },
    onError: (error) => void reportError(error),
  });

  const toStep2 = async () => {
    if (chosen.length === 0) return alertDialog(revokeText('create.chooseOne'));
    if (asksReason && !reason) return alertDialog(refusalText(RevokeMessage.reasonRequired));
    calculate.mutate();
  };

  const submit = async () => {
    if (!o || !calc || busy) return;
    if (!needsAccount) return send(null);
    // an incomplete account is shown beside its field, which takes the focus
    await accountForm.handleSubmit((bank) => send(bank))();
  };

  const send = async (bank: RefundAccountForm | null) => {
    if (!o || !calc) return;
    // the rest of the step's contract rules (an address chooser, radios): the spec's alert
    const refusal = firstRevokeRefusal({
      needsRefundAccount: bank !== null,
      ...(bank ?? NO_ACCOUNT),
      needsRecall: needsAddress,
      deliveryId,
      recallFee: calc.result.recallFee,
      paymentTypeCd: feeMethod,
    });
    if (refusal) return alertDialog(refusalText(refusal.message));
    setBusy(true);
    try {
      const next = await submitRevoke({
        orderId,
        recallItems: chosen,
        recallReasonCd,
        deliveryId: needsAddress ? deliveryId : null,
        deliveryNote: needsAddress ? deliveryNote : '',
        bank,
        recallFee: calc.result.recallFee,
        feeMethod,
        idempotencyKey: calc.key,
      });
      if (next) {
        await navigate(next);
        // statistics and order lists changed (spec 3 §7: store actions refresh them)
        void client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      }
    } catch (error) {
      await reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="revoke-create-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="revoke-create-title" className="text-xl font-bold text-slate-900">
          {t('create.title')}
        </h2>
        {orderId > 0 && (
          <Link to={`/mypage/order/detail/${orderId}`} className="text-sm text-brand-700 underline">
            {t('create.orderOf', { orderId })}
          </Link>
        )}
      </div>
      {orderId > 0 && order.isPending && <Skeleton className="h-64 w-full rounded-2xl" />}
      {(orderId === 0 || order.isError || (o && !o.canRevoke)) && <Rejection />}
      {o?.canRevoke && choices && (
        <>
          <StepIndicator step={step} />
          {step === 1 ? (
            <>
              <RevokeItemStep items={o.items} choices={choices} onChange={setChoices} />
              {asksReason && <ReturnReasonFieldset order={o} value={reason} onChange={setReason} />}
              {o.hiddenItemCount > 0 && (
                <p role="note" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
                  {t('detail.hiddenItems', { count: o.hiddenItemCount })}
                </p>
              )}
              <button
                type="button"
                className={`${primaryButton} w-full sm:w-auto`}
                disabled={calculate.isPending}
                onClick={() => void toStep2()}
              >
                {calculate.isPending ? t('create.calculating') : t('create.next')}
              </button>
            </>
          ) : (
            calc && (
              <>
                <RevokeCalculationView items={o.items} chosen={chosen} calc={calc.result} />
                {needsAccount && <RefundAccountFields form={accountForm} />}
                {needsAddress && (
                  <RecallAddressChooser
                    deliveryId={deliveryId}
                    note={deliveryNote}
                    onChoose={chooseAddress}
                    onNote={setDeliveryNote}
                  />
                )}
                {calc.result.recallFee > 0 && (
                  <FeeMethodChooser
                    fee={calc.result.recallFee}
                    value={feeMethod}
                    onChange={setFeeMethod}
                  />
                )}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setParams({ orderId: String(orderId) })}
                  >
                    {t('create.back')}
                  </button>
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={busy}
                    onClick={() => void submit()}
                  >
                    {calc.result.recallFee > 0
                      ? t('fee.pay')
                      : calc.result.revokeTypeCd === RevokeType.recall
                        ? t('submit.recall')
                        : t('submit.cancel')}
                  </button>
                </div>
              </>
            )
          )}
          <RefundPolicyNotice />
        </>
      )}
    </section>
  );
}

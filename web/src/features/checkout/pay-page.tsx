import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { payHandOver, type CheckoutItem } from '@shop/contract/cart.ts';
import { deliveryListCall } from '@shop/contract/checkout-addresses.ts';
import { productForPay } from '@shop/contract/checkout.ts';
import {
  overseaRecipientForm,
  type OverseaRecipient,
  type OverseaRecipientForm,
} from '@shop/contract/checkout-forms.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { cashReceiptChoice, type CashReceiptChoice } from '@shop/contract/cash-receipt.ts';
import { currentConsent } from '@shop/contract/order-consent.ts';
import { escrowOffered } from '@shop/contract/escrow.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { localCacheGet } from '../../lib/local-cache.ts';
import { policyVersionsQuery } from '../../lib/policy-versions-query.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { PricePreviewBox, usePricePreview } from '../billing/price-preview.tsx';
import { BenefitPicker } from './benefit-picker.tsx';
import { CashReceiptSection } from './cash-receipt-section.tsx';
import { EscrowSection } from './escrow-section.tsx';
import { checkoutText, useCheckoutText } from './checkout-i18n.ts';
import { DELIVERY_LIST_KEY, DomesticDeliverySection } from './domestic-delivery.tsx';
import { MinorsNotice } from './minors-notice.tsx';
import { OrderConsentBox } from './order-consent-box.tsx';
import { OverseaCostDialog } from './oversea-cost-dialog.tsx';
import {
  EMPTY_OVERSEA_FORM,
  OverseaFormSection,
  focusFirstOverseaError,
  type OverseaFormApi,
} from './oversea-form.tsx';
import { pay } from './pay-flow.ts';
import { PayItems } from './pay-items.tsx';
import { PaymentMethodSection, type Method } from './payment-method.tsx';
import { ShippingDateNotice } from './shipping-date-notice.tsx';
import { limitMemo, useOverseaConfig, useOverseaPrice } from './use-oversea.ts';

type DeliveryType = 'domestic' | 'oversea';

/** The pay page /mypage/pay-2/{cacheKey} (spec 2 §2.1). */
export function PayPage() {
  const { t } = useCheckoutText();
  const { cacheKey = '' } = useParams();
  const navigate = useNavigate();
  const { state: auth } = useAuthState();
  const handOver = useMemo(() => payHandOver.safeParse(localCacheGet(cacheKey)), [cacheKey]);
  const [items, setItems] = useState<CheckoutItem[]>(handOver.success ? handOver.data.items : []);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('domestic');
  // the overseas recipient on the contract's rules; a nation without zip codes needs none
  const zipRequired = useRef(true);
  const overseaForm: OverseaFormApi = useForm<
    OverseaRecipientForm,
    { zipRequired: boolean },
    OverseaRecipient
  >({
    defaultValues: EMPTY_OVERSEA_FORM,
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: (values, context, options) =>
      zodResolver(overseaRecipientForm({ zipRequired: zipRequired.current }))(
        values,
        context,
        options,
      ),
  });
  const nationCd = overseaForm.watch('nationCd');
  const [useBenefit, setUseBenefit] = useState(true);
  const [fdbId, setFdbId] = useState<number | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  // the member's own mobile first (the guard signed it in before the page)
  const [arsPhone, setArsPhone] = useState(() => auth.creverseAccount?.stdHandPhone ?? '');
  const [deliveryId, setDeliveryId] = useState<number | null>(null);
  const [deliveryNote, setDeliveryNote] = useState('');
  const [choosingAddress, setChoosingAddress] = useState(false);
  const [busy, setBusy] = useState(false);
  const [consented, setConsented] = useState(false);
  const [escrowTicked, setEscrowTicked] = useState(false);
  // decision 0464: a virtual-account order's cash receipt, on the contract's rule
  const receiptForm = useContractForm<CashReceiptChoice, CashReceiptChoice>(cashReceiptChoice, {
    defaultValues: { kind: 'none', identifier: '' },
  });
  // decision 0463: the server's age band of a student account (it enforces both rules itself)
  const ageBand = auth.ageBand ?? null;
  const parentPays = ageBand === 'child';
  // the versions in force, which the consent box names and the order records (decision 0436)
  const policies = useQuery(policyVersionsQuery);

  useEffect(() => {
    if (handOver.success) return;
    void alertDialog(checkoutText('stale')).then(() => navigate('/', { replace: true }));
  }, [handOver.success, navigate]);

  const ids = items.map((i) => i.productId);
  const productsQuery = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'product-for-pay', ids],
    queryFn: async () => (await callApi(productForPay, { query: { productIds: ids } })).list,
    enabled: ids.length > 0,
  });
  const addresses = useQuery({
    queryKey: DELIVERY_LIST_KEY,
    queryFn: () => callApi(deliveryListCall()),
  });
  useEffect(() => {
    const list = addresses.data?.list;
    if (deliveryId === null && list?.length) {
      setDeliveryId((list.find((a) => a.isDefault) ?? list[0]!).deliveryId);
    }
  }, [addresses.data, deliveryId]);

  // the delivery method choice only when every item may go abroad and EMS is on (spec 2 §2.1)
  const overseaConfig = useOverseaConfig();
  const config = overseaConfig.data;
  const overseaOffered =
    !!config?.config.enableEms &&
    !!productsQuery.data &&
    productsQuery.data.length > 0 &&
    productsQuery.data.every((p) => p.canOversea);
  const oversea = overseaOffered && deliveryType === 'oversea';
  const nation = config?.nations.find((n) => n.nationCd === nationCd);
  zipRequired.current = !config?.config.disableZipNations.some((n) => n.nationCd === nationCd);
  const memo = config && nation ? limitMemo(config.config, nation.nationCd) : null;
  const overseaPrice = useOverseaPrice(items, nation, oversea && !memo);

  const selection = useBenefit ? fdbId : '';
  const preview = usePricePreview(items, selection);
  const domestic = preview.data;
  useEffect(() => {
    if (!useBenefit || fdbId !== null || !domestic) return;
    const unused = domestic.freeDeliveryList.filter((b) => b.orderId === null);
    const first = [...unused].sort((x, y) => x.endDate.localeCompare(y.endDate))[0];
    if (first) setFdbId(first.fdbId);
  }, [useBenefit, fdbId, domestic]);
  const p = oversea ? overseaPrice.preview : domestic;
  // decision 0465: offered for a virtual account that ships something; sent only when offered
  const escrowShown =
    (p?.priceTotal ?? 0) > 0 &&
    escrowOffered({ paymentTypeCd: method, shipsGoods: p?.needDelivery ?? false });

  if (!handOver.success) return null;

  /** The overseas recipient when the form passes, else null with its first error focused. */
  const validRecipient = () =>
    new Promise<OverseaRecipient | null>((resolve) => {
      void overseaForm.handleSubmit(resolve, (errors) => {
        focusFirstOverseaError(overseaForm, errors);
        resolve(null);
      })();
    });

  /** The cash-receipt choice when it passes, else null with its field focused. */
  const validReceipt = () =>
    new Promise<CashReceiptChoice | null>((resolve) => {
      void receiptForm.handleSubmit(resolve, () => {
        receiptForm.setFocus('identifier');
        resolve(null);
      })();
    });

  const submit = async () => {
    if (busy) return;
    const recipient = oversea ? await validRecipient() : null;
    if (oversea && !recipient) return;
    const cashReceipt = method === '가상계좌' ? await validReceipt() : null;
    if (method === '가상계좌' && !cashReceipt) return;
    setBusy(true);
    try {
      const next = await pay(cacheKey, {
        items,
        fdbIdSelected: selection,
        totals: p,
        paymentTypeCd: method,
        arsPhone,
        deliveryId,
        deliveryNote,
        oversea: recipient
          ? { recipient, premiumCd: nation?.premiumCd ?? null, limitMemo: memo }
          : null,
        consent:
          consented && policies.data
            ? currentConsent(policies.data.inForce, ageBand === 'minor')
            : null,
        cashReceipt,
        escrow: escrowShown && escrowTicked,
      });
      if (next) navigate(next);
    } catch (error) {
      if (!oversea && error instanceof ApiError && error.code === ErrorCode.address) {
        // spec 2 §5: the recipient is incomplete; the chooser offers another address, a new one,
        // and the address book's own management page
        await alertDialog(error.message); // the server's text, in English when chosen
        setChoosingAddress(true);
      } else {
        await reportError(error);
      }
      void (oversea ? overseaPrice.refetch() : preview.refetch());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-5" aria-labelledby="pay-title">
      <h1 id="pay-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      {/* decision 0463: an account under 14 learns first that the parent account pays */}
      {parentPays && <MinorsNotice band={ageBand} />}
      <PayItems
        items={items}
        products={productsQuery.data}
        lines={p?.lines}
        onQty={(index, qty) =>
          setItems((all) => all.map((x, i) => (i === index ? { ...x, qty } : x)))
        }
        onRemove={(index) => setItems((all) => all.filter((_, i) => i !== index))}
      />

      {overseaOffered && (
        <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold">{t('method.title')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {(['domestic', 'oversea'] as const).map((type) => (
              <label key={type} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="delivery-type"
                  checked={deliveryType === type}
                  onChange={() => setDeliveryType(type)}
                />
                {t(`method.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {oversea && config ? (
        <OverseaFormSection form={overseaForm} config={config} />
      ) : (
        domestic?.needDelivery && (
          <DomesticDeliverySection
            book={addresses.data}
            deliveryId={deliveryId}
            onChoose={setDeliveryId}
            note={deliveryNote}
            onNote={setDeliveryNote}
            choosing={choosingAddress}
            setChoosing={setChoosingAddress}
          />
        )
      )}

      {/* an institute's delivery is always free: nothing to pick */}
      {!oversea &&
        domestic?.needDelivery &&
        domestic.freeDeliveryReason !== 'institute' &&
        domestic.freeDeliveryList.length > 0 && (
          <BenefitPicker
            benefits={domestic.freeDeliveryList}
            use={useBenefit}
            onUse={(use) => {
              setUseBenefit(use);
              if (use) setFdbId(null);
            }}
            fdbId={fdbId}
            onPick={setFdbId}
            fromCatalog={items.every((i) => !i.cdi)}
          />
        )}

      {oversea && !p ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-700">
          {memo ?? (nation ? t('oversea.calculating') : t('oversea.chooseNationForPrice'))}
        </p>
      ) : (
        <PricePreviewBox
          preview={p}
          calculating={oversea ? overseaPrice.calculating : preview.isFetching}
          empty={items.length === 0}
        />
      )}

      {(p?.needDelivery ?? true) && <ShippingDateNotice />}

      {!parentPays && (
        <>
          {(p?.priceTotal ?? 1) > 0 ? (
            <PaymentMethodSection
              method={method}
              onMethod={setMethod}
              arsPhone={arsPhone}
              onArsPhone={setArsPhone}
              priceTotal={p?.priceTotal}
            />
          ) : (
            <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
              {t('payment.zero')}
            </p>
          )}
          {method === '가상계좌' && (p?.priceTotal ?? 1) > 0 && (
            <CashReceiptSection form={receiptForm} />
          )}
          {escrowShown && <EscrowSection checked={escrowTicked} onChange={setEscrowTicked} />}

          {/* 민법 §5 ②: a student under 19 reads it before the consent and the pay button */}
          <MinorsNotice band={ageBand} />

          <OrderConsentBox
            count={items.length}
            total={p?.priceTotal}
            oversea={oversea}
            checked={consented}
            onChange={setConsented}
          />

          <button
            type="button"
            className={`${primaryButton} w-full py-3 text-base`}
            disabled={busy || (!oversea && !p)}
            onClick={() => void submit()}
          >
            {t('payment.payButton')}
          </button>
        </>
      )}
      {overseaPrice.cost && (
        <OverseaCostDialog cost={overseaPrice.cost} onClose={overseaPrice.closeCost} />
      )}
    </section>
  );
}

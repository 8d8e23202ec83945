import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { payHandOver, type CheckoutItem } from '@shop/contract/cart.ts';
import { deliveryListCall, productForPay, type PaymentTypeCd } from '@shop/contract/checkout.ts';
import { callApi } from '../../app/api-client.ts';
import { reportError } from '../../app/error-alerts.ts';
import { localCacheGet } from '../../app/local-cache.ts';
import { primaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { Price } from '../../ui/price.tsx';
import { MEMBER_QUERY_KEY } from '../auth/auth-state-query.ts';
import { PricePreviewBox, usePricePreview } from '../billing/price-preview.tsx';
import { pay } from './pay-flow.ts';
import { PAY_TEXT } from './pay-text.ts';

type Method = Exclude<PaymentTypeCd, 'ZERO'>;
const METHODS: { value: Method; label: string }[] = [
  { value: '신용카드', label: PAY_TEXT.card },
  { value: '가상계좌', label: PAY_TEXT.vbank },
  { value: 'ARS', label: PAY_TEXT.ars },
];

/** The pay page /mypage/pay-2/{cacheKey} (spec 2 §2.1). */
export function PayPage() {
  const { cacheKey = '' } = useParams();
  const navigate = useNavigate();
  const handOver = useMemo(() => payHandOver.safeParse(localCacheGet(cacheKey)), [cacheKey]);
  const [items, setItems] = useState<CheckoutItem[]>(handOver.success ? handOver.data.items : []);
  const [useBenefit, setUseBenefit] = useState(true);
  const [fdbId, setFdbId] = useState<number | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [arsPhone, setArsPhone] = useState('');
  const [deliveryId, setDeliveryId] = useState<number | null>(null);
  const [deliveryNote, setDeliveryNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (handOver.success) return;
    void alertDialog(PAY_TEXT.stale).then(() => navigate('/', { replace: true }));
  }, [handOver.success, navigate]);

  const ids = items.map((i) => i.productId);
  const productsQuery = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'product-for-pay', ids],
    queryFn: async () => (await callApi(productForPay, { query: { productIds: ids } })).list,
    enabled: ids.length > 0,
  });
  const addresses = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'delivery-list'],
    queryFn: () => callApi(deliveryListCall()),
  });
  useEffect(() => {
    const list = addresses.data?.list;
    if (deliveryId === null && list?.length) {
      setDeliveryId((list.find((a) => a.isDefault) ?? list[0]!).deliveryId);
    }
  }, [addresses.data, deliveryId]);

  const selection = useBenefit ? fdbId : '';
  const preview = usePricePreview(items, selection);
  const p = preview.data;
  useEffect(() => {
    if (!useBenefit || fdbId !== null || !p) return;
    const unused = p.freeDeliveryList.filter((b) => b.orderId === null);
    const first = [...unused].sort((x, y) => x.endDate.localeCompare(y.endDate))[0];
    if (first) setFdbId(first.fdbId);
  }, [useBenefit, fdbId, p]);

  if (!handOver.success) return null;
  const product = (id: number) => productsQuery.data?.find((x) => x.productId === id);

  const submit = async () => {
    if (!p || busy) return;
    setBusy(true);
    try {
      const next = await pay(cacheKey, {
        items,
        fdbIdSelected: selection,
        productPriceTotal: p.productPriceTotal,
        deliveryPriceTotal: p.deliveryPriceTotal,
        priceTotal: p.priceTotal,
        needDelivery: p.needDelivery,
        paymentTypeCd: method,
        arsPhone,
        deliveryId,
        deliveryNote,
      });
      if (next) navigate(next);
    } catch (error) {
      await reportError(error);
      void preview.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-6" aria-labelledby="pay-title">
      <h1 id="pay-title" className="text-xl font-bold">
        {PAY_TEXT.title}
      </h1>
      <ul className="divide-y rounded-xl border bg-white">
        {items.map((item, index) => {
          const info = product(item.productId);
          return (
            <li
              key={`${item.productId}-${index}`}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              {info && (
                <img src={info.imageUrl} alt="" className="h-16 w-12 rounded object-cover" />
              )}
              <span className="min-w-40 flex-1 text-sm">{info?.displayName ?? ''}</span>
              <QuantityCounter
                value={item.qty}
                disabled={info ? !info.canBuyMultiple : true}
                label={`${PAY_TEXT.qty} (${info?.displayName ?? ''})`}
                onChange={(qty) =>
                  setItems((all) => all.map((x, i) => (i === index ? { ...x, qty } : x)))
                }
              />
              {info && <Price amount={info.sellPrice * item.qty} className="w-24 text-right" />}
              <button
                type="button"
                className="text-sm text-slate-600 underline"
                disabled={items.length === 1}
                onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
              >
                {PAY_TEXT.remove}
              </button>
            </li>
          );
        })}
      </ul>

      {p?.needDelivery && (
        <fieldset className="rounded-xl border bg-white p-4">
          <legend className="px-1 font-semibold">{PAY_TEXT.delivery}</legend>
          {addresses.data?.list.length === 0 && <p className="text-sm">{PAY_TEXT.noAddress}</p>}
          <div className="space-y-2">
            {addresses.data?.list.map((a) => (
              <label key={a.deliveryId} className="flex gap-2 text-sm">
                <input
                  type="radio"
                  name="delivery"
                  checked={deliveryId === a.deliveryId}
                  onChange={() => setDeliveryId(a.deliveryId)}
                />
                <span>
                  <strong>{a.deliveryName}</strong> {a.name} {a.mobile} · ({a.zipcode}) {a.addr1}{' '}
                  {a.addr2}
                </span>
              </label>
            ))}
          </div>
          {addresses.data && (
            <a
              className="mt-2 inline-block text-sm underline"
              href={addresses.data.manageUrl}
              target="_blank"
              rel="noreferrer"
            >
              {PAY_TEXT.manageAddress}
            </a>
          )}
          <label className="mt-3 block text-sm">
            {PAY_TEXT.deliveryNote}
            <input
              className="mt-1 w-full rounded border px-2 py-1"
              value={deliveryNote}
              maxLength={200}
              onChange={(e) => setDeliveryNote(e.target.value)}
            />
          </label>
        </fieldset>
      )}

      {p?.needDelivery && p.freeDeliveryList.length > 0 && (
        <fieldset className="rounded-xl border bg-white p-4">
          <legend className="px-1 font-semibold">{PAY_TEXT.benefit}</legend>
          <div className="flex gap-4 text-sm">
            <label className="flex gap-1">
              <input
                type="radio"
                name="use-benefit"
                checked={useBenefit}
                onChange={() => {
                  setUseBenefit(true);
                  setFdbId(null);
                }}
              />
              {PAY_TEXT.useBenefit}
            </label>
            <label className="flex gap-1">
              <input
                type="radio"
                name="use-benefit"
                checked={!useBenefit}
                onChange={() => setUseBenefit(false)}
              />
              {PAY_TEXT.noBenefit}
            </label>
          </div>
          {useBenefit && (
            <div className="mt-2 space-y-1 text-sm">
              {p.freeDeliveryList.map((b) => (
                <label key={b.fdbId} className="flex gap-2">
                  <input
                    type="radio"
                    name="benefit"
                    disabled={b.orderId !== null}
                    checked={fdbId === b.fdbId}
                    onChange={() => setFdbId(b.fdbId)}
                  />
                  {b.stdName} · {b.brchType} ({b.startDate} ~ {b.endDate})
                  {b.orderId !== null && ` ${PAY_TEXT.used(b.orderedDatetime?.slice(0, 10) ?? '')}`}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}

      <PricePreviewBox preview={p} calculating={preview.isFetching} empty={items.length === 0} />

      {(p?.priceTotal ?? 1) > 0 && (
        <fieldset className="rounded-xl border bg-white p-4">
          <legend className="px-1 font-semibold">{PAY_TEXT.method}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {METHODS.map((m) => (
              <label key={m.value} className="flex gap-1">
                <input
                  type="radio"
                  name="method"
                  checked={method === m.value}
                  onChange={() => setMethod(m.value)}
                />
                {m.label}
              </label>
            ))}
          </div>
          {method === 'ARS' && (
            <label className="mt-3 block text-sm">
              {PAY_TEXT.arsPhone}
              <input
                className="mt-1 w-full max-w-xs rounded border px-2 py-1"
                inputMode="tel"
                value={arsPhone}
                onChange={(e) => setArsPhone(e.target.value)}
              />
            </label>
          )}
          {method === '신용카드' && (p?.priceTotal ?? 0) >= 300_000 && (
            <a
              className="mt-2 inline-block text-sm underline"
              href="/static/public-cert-guide.html"
              target="_blank"
              rel="noreferrer"
            >
              {PAY_TEXT.certGuide}
            </a>
          )}
        </fieldset>
      )}

      <button
        type="button"
        className={`${primaryButton} w-full`}
        disabled={!p || busy}
        onClick={() => void submit()}
      >
        {PAY_TEXT.payButton}
      </button>
    </section>
  );
}

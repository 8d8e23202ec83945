import { useId, useState, type FormEvent } from 'react';
import {
  deliveryCreateCall,
  type DeliveryAddress,
  type NewDeliveryAddress,
} from '@shop/contract/checkout.ts';
import { callApi } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useCheckoutText } from './checkout-i18n.ts';
import { KoreanAddressSearchDialog } from './korean-address-search-dialog.tsx';

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
const REQUIRED = ['deliveryName', 'name', 'mobile', 'addr1', 'addr2'] as const;

/**
 * The delivery-address chooser's create mode (INTEGRATIONS §3): label, recipient, mobile, the
 * address from the Korean address search (zonecode and road address) and the detail address,
 * saved in the parent company's address book through the shop.
 */
export function AddressCreateForm({
  onSaved,
  onCancel,
}: {
  onSaved: (address: DeliveryAddress) => void;
  onCancel: () => void;
}) {
  const { t } = useCheckoutText();
  const id = useId();
  const [form, setForm] = useState({
    deliveryName: '',
    name: '',
    mobile: '',
    zipcode: '',
    addr1: '',
    addr2: '',
    isDefault: false,
  });
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = REQUIRED.find((key) => !form[key].trim());
    if (missing) {
      await alertDialog(t(`delivery.missing.${missing}`));
      return;
    }
    setBusy(true);
    try {
      const body: NewDeliveryAddress = { ...form, deliveryNote: null };
      const { data } = await callApi(deliveryCreateCall(), { body });
      onSaved(data);
    } catch (error) {
      await reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'deliveryName' | 'name' | 'mobile' | 'addr2', extra = {}) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
        {t(`delivery.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        className={inputClass}
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={t('delivery.add')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('deliveryName', { maxLength: 20 })}
        {text('name', { maxLength: 20, autoComplete: 'name' })}
      </div>
      {text('mobile', { inputMode: 'tel', autoComplete: 'tel', maxLength: 13 })}
      <div>
        <span className="text-sm font-medium text-slate-800" id={`${id}-addr`}>
          {t('delivery.addr1')}
        </span>
        <div className="mt-1 flex gap-2">
          <input
            aria-label={t('delivery.zipcode')}
            className={`${inputClass} mt-0 max-w-24 bg-slate-50`}
            value={form.zipcode}
            readOnly
          />
          <button type="button" className={secondaryButton} onClick={() => setSearching(true)}>
            {t('delivery.findAddress')}
          </button>
        </div>
        <input
          aria-labelledby={`${id}-addr`}
          className={`${inputClass} bg-slate-50`}
          value={form.addr1}
          readOnly
        />
      </div>
      {text('addr2', { maxLength: 100 })}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.isDefault}
          onChange={(e) => set({ isDefault: e.target.checked })}
        />
        {t('delivery.makeDefault')}
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('delivery.backToList')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('delivery.save')}
        </button>
      </div>
      {searching && (
        <KoreanAddressSearchDialog
          onClose={() => setSearching(false)}
          onPick={(a) => {
            set({ zipcode: a.zonecode, addr1: a.roadAddress });
            setSearching(false);
          }}
        />
      )}
    </form>
  );
}

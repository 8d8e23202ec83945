import { useId, useState } from 'react';
import {
  deliveryCreateCall,
  newDeliveryAddress,
  type DeliveryAddress,
} from '@shop/contract/checkout-addresses.ts';
import { callApi } from '../../lib/api-client.ts';
import { refusalOnField, useContractForm } from '../../lib/contract-form.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useCheckoutText } from './checkout-i18n.ts';
import { KoreanAddressSearchDialog } from './korean-address-search-dialog.tsx';

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

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
  const form = useContractForm(newDeliveryAddress, {
    defaultValues: {
      deliveryName: '',
      name: '',
      mobile: '',
      zipcode: '',
      addr1: '',
      addr2: '',
      deliveryNote: null,
      isDefault: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [searching, setSearching] = useState(false);
  // the zip code comes with the road address: either one missing is the address missing
  const addressError = errors.addr1?.message ?? errors.zipcode?.message;

  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await callApi(deliveryCreateCall(), { body });
      onSaved(data);
    } catch (error) {
      const fields = ['deliveryName', 'name', 'mobile', 'addr2'] as const;
      if (!refusalOnField(form.setError, error, fields)) await reportError(error);
    }
  });

  const text = (key: 'deliveryName' | 'name' | 'mobile' | 'addr2', extra = {}) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
        {t(`delivery.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        className={inputClass}
        {...extra}
        {...invalidProps(`${id}-${key}`, errors[key]?.message)}
        {...form.register(key)}
      />
      <FieldError fieldId={`${id}-${key}`} message={errors[key]?.message} />
    </div>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3"
      aria-label={t('delivery.add')}
      noValidate
    >
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
            readOnly
            {...form.register('zipcode')}
          />
          <button type="button" className={secondaryButton} onClick={() => setSearching(true)}>
            {t('delivery.findAddress')}
          </button>
        </div>
        <input
          aria-labelledby={`${id}-addr`}
          className={`${inputClass} bg-slate-50`}
          readOnly
          {...invalidProps(`${id}-addr1`, addressError)}
          {...form.register('addr1')}
        />
        <FieldError fieldId={`${id}-addr1`} message={addressError} />
      </div>
      {text('addr2', { maxLength: 100 })}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isDefault')} />
        {t('delivery.makeDefault')}
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('delivery.backToList')}
        </button>
        <button type="submit" className={primaryButton} disabled={isSubmitting}>
          {t('delivery.save')}
        </button>
      </div>
      {searching && (
        <KoreanAddressSearchDialog
          onClose={() => setSearching(false)}
          onPick={(a) => {
            const check = { shouldValidate: form.formState.isSubmitted };
            form.setValue('zipcode', a.zonecode, check);
            form.setValue('addr1', a.roadAddress, check);
            setSearching(false);
          }}
        />
      )}
    </form>
  );
}

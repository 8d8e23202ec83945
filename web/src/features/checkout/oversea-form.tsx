import { useId, useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { OverseaRecipient, OverseaRecipientForm } from '@shop/contract/checkout-forms.ts';
import { firstErrorField } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCheckoutText } from './checkout-i18n.ts';
import { EmsPostcodeDialog } from './ems-postcode-dialog.tsx';
import { limitMemo, type Nation, type OverseaConfig } from './use-oversea.ts';

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

export function nationLabel(n: Nation, language: string): string {
  return language.startsWith('en') ? n.nationName : `${n.nationNameKr} (${n.nationName})`;
}

/** The overseas form held by react-hook-form on the contract's rules (the pay page owns it). */
export type OverseaFormApi = UseFormReturn<
  OverseaRecipientForm,
  { zipRequired: boolean },
  OverseaRecipient
>;

type TextField =
  'name' | 'email' | 'zipCode' | 'addr1' | 'addr2' | 'city' | 'state' | 'deliveryNote';
type PhonePart = 'phoneCountry' | 'phoneArea' | 'phoneNumber1' | 'phoneNumber2';

/**
 * The overseas recipient form (spec 2 §3, §5): English only, the phone in four parts, the country
 * from the EMS nations (a limited one shows its memo), the EMS postcode search where the country
 * has one, address lines, city, state and a note. Its rules are the contract's
 * (overseaRecipientForm); each error shows beside its field.
 */
export function OverseaFormSection({
  form,
  config,
}: {
  form: OverseaFormApi;
  config: OverseaConfig;
}) {
  const { t } = useCheckoutText();
  const { language } = useTranslation();
  const id = useId();
  const [zipDialog, setZipDialog] = useState(false);
  const { register, setValue, watch, formState } = form;
  const errors = formState.errors;
  const nationCd = watch('nationCd');
  const nation = config.nations.find((n) => n.nationCd === nationCd);
  const zipFindable =
    !!nation &&
    config.config.enableZipFinder &&
    config.config.zipFindableNations.some((n) => n.nationCd === nation.nationCd);
  const noZip = config.config.disableZipNations.some((n) => n.nationCd === nationCd);
  const revalidate = formState.isSubmitted;
  // the contract checks the four parts joined, and names the error 'phone'
  const phoneError = (errors as FieldErrors<{ phone: string }>).phone?.message;

  const nationField = register('nationCd', {
    onChange: (e: { target: { value: string } }) => {
      for (const key of ['state', 'city', 'zipCode'] as const) setValue(key, '');
      const memo = limitMemo(config.config, e.target.value);
      if (memo) void alertDialog(memo);
    },
  });

  const field = (
    key: TextField,
    label: string,
    options: { required?: boolean; wide?: boolean; after?: ReactNode; autoComplete?: string } = {},
  ) => {
    const fieldId = `${id}-${key}`;
    const message = errors[key]?.message;
    return (
      <div className={options.wide ? 'sm:col-span-2' : ''}>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {label}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        <div className="flex items-start gap-2">
          <input
            id={fieldId}
            className={inputClass}
            lang="en"
            autoComplete={options.autoComplete}
            {...invalidProps(fieldId, message)}
            {...register(key)}
          />
          {options.after}
        </div>
        <FieldError fieldId={fieldId} message={message} />
      </div>
    );
  };

  const phoneId = `${id}-phone`;
  const phonePart = (key: PhonePart, width: string) => {
    const registered = register(key);
    return (
      <input
        aria-label={t(`oversea.${key}`)}
        placeholder={t(`oversea.${key}`)}
        className={`${inputClass} ${width}`}
        inputMode="numeric"
        maxLength={key === 'phoneCountry' ? 4 : 8}
        {...invalidProps(phoneId, phoneError)}
        {...registered}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\D/g, '');
          return registered.onChange(e);
        }}
      />
    );
  };

  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('oversea.title')}</legend>
      <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900">
        {t('oversea.englishOnly')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', t('oversea.name'), { required: true, autoComplete: 'name' })}
        {field('email', t('oversea.email'), { required: true, autoComplete: 'email' })}
        <div role="group" aria-label={t('oversea.phone')} className="sm:col-span-2">
          <span className="text-sm font-medium text-slate-800">
            {t('oversea.phone')}
            <span aria-hidden="true"> *</span>
          </span>
          <div className="flex items-center gap-1.5">
            <span aria-hidden="true" className="mt-1 text-sm text-slate-600">
              +
            </span>
            {phonePart('phoneCountry', 'max-w-20')}
            {phonePart('phoneArea', 'max-w-24')}
            {phonePart('phoneNumber1', 'min-w-0')}
            {phonePart('phoneNumber2', 'min-w-0')}
          </div>
          <FieldError fieldId={phoneId} message={phoneError} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-nation`} className="text-sm font-medium text-slate-800">
            {t('oversea.nation')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-nation`}
            className={`${inputClass} bg-white`}
            {...invalidProps(`${id}-nation`, errors.nationCd?.message)}
            {...nationField}
          >
            <option value="">{t('oversea.chooseNation')}</option>
            {config.nations.map((n) => (
              <option key={n.nationCd} value={n.nationCd}>
                {nationLabel(n, language)}
              </option>
            ))}
          </select>
          <FieldError fieldId={`${id}-nation`} message={errors.nationCd?.message} />
        </div>
        {field(
          'zipCode',
          noZip ? `${t('oversea.zipCode')} — ${t('oversea.zipOptional')}` : t('oversea.zipCode'),
          {
            required: !noZip,
            wide: true,
            after: zipFindable ? (
              <button
                type="button"
                className={`${secondaryButton} mt-1 shrink-0`}
                onClick={() => setZipDialog(true)}
              >
                {t('oversea.findZip')}
              </button>
            ) : undefined,
          },
        )}
        {field('addr1', t('oversea.addr1'), { required: true, wide: true })}
        {field('addr2', t('oversea.addr2'), { wide: true })}
        {field('city', t('oversea.city'), { required: true })}
        {field('state', t('oversea.state'), { required: true })}
        {field('deliveryNote', t('oversea.note'), { wide: true })}
      </div>
      {zipDialog && nation && (
        <EmsPostcodeDialog
          nationCd={nation.nationCd}
          nationLabel={nationLabel(nation, language)}
          onClose={() => setZipDialog(false)}
          onUse={(choice) => {
            for (const [key, value] of Object.entries(choice) as [TextField, string][]) {
              setValue(key, value, { shouldValidate: revalidate });
            }
            setZipDialog(false);
          }}
        />
      )}
    </fieldset>
  );
}

/** The form's fields in the order the contract checks them; a phone error focuses its first part. */
const FIELD_ORDER = [
  'name',
  'phone',
  'email',
  'nationCd',
  'zipCode',
  'addr1',
  'addr2',
  'city',
  'state',
  'deliveryNote',
] as const;

/** Focuses the first field the contract refused (react-hook-form cannot focus the joined phone). */
export function focusFirstOverseaError(
  form: OverseaFormApi,
  errors: FieldErrors<OverseaRecipientForm>,
): void {
  const first = firstErrorField(errors, FIELD_ORDER, { phone: 'phoneCountry' });
  if (first) form.setFocus(first);
}

export const EMPTY_OVERSEA_FORM: OverseaRecipientForm = {
  name: '',
  email: '',
  phoneCountry: '',
  phoneArea: '',
  phoneNumber1: '',
  phoneNumber2: '',
  nationCd: '',
  zipCode: '',
  addr1: '',
  addr2: '',
  city: '',
  state: '',
  deliveryNote: '',
};

import { useId, useState, type ReactNode } from 'react';
import { secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCheckoutText } from './checkout-i18n.ts';
import { EmsPostcodeDialog } from './ems-postcode-dialog.tsx';
import { isEnglish, type EnglishField, type OverseaForm } from './oversea-input.ts';
import { limitMemo, type Nation, type OverseaConfig } from './use-oversea.ts';

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

export function nationLabel(n: Nation, language: string): string {
  return language.startsWith('en') ? n.nationName : `${n.nationNameKr} (${n.nationName})`;
}

/**
 * The overseas recipient form (spec 2 §3, §5): English only, the phone in four parts, the country
 * from the EMS nations (a limited one shows its memo), the EMS postcode search where the country
 * has one, address lines, city, state and a note.
 */
export function OverseaFormSection({
  form,
  onChange,
  config,
}: {
  form: OverseaForm;
  onChange: (change: Partial<OverseaForm>) => void;
  config: OverseaConfig;
}) {
  const { t } = useCheckoutText();
  const { language } = useTranslation();
  const id = useId();
  const [zipDialog, setZipDialog] = useState(false);
  const nation = config.nations.find((n) => n.nationCd === form.nationCd);
  const zipFindable =
    !!nation &&
    config.config.enableZipFinder &&
    config.config.zipFindableNations.some((n) => n.nationCd === nation.nationCd);
  const noZip = config.config.disableZipNations.some((n) => n.nationCd === form.nationCd);

  const chooseNation = (nationCd: string) => {
    onChange({ nationCd, state: '', city: '', zipCode: '' });
    const memo = limitMemo(config.config, nationCd);
    if (memo) void alertDialog(memo);
  };

  const field = (
    key: EnglishField,
    label: string,
    options: { required?: boolean; wide?: boolean; after?: ReactNode; autoComplete?: string } = {},
  ) => {
    const foreign = !isEnglish(form[key]);
    return (
      <div className={options.wide ? 'sm:col-span-2' : ''}>
        <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
          {label}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-${key}`}
            className={inputClass}
            value={form[key]}
            lang="en"
            autoComplete={options.autoComplete}
            aria-invalid={foreign}
            aria-describedby={foreign ? `${id}-${key}-error` : undefined}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
          {options.after}
        </div>
        {foreign && (
          <p id={`${id}-${key}-error`} className="mt-1 text-xs text-red-700">
            {t('oversea.notEnglish', { field: label })}
          </p>
        )}
      </div>
    );
  };

  const phonePart = (
    key: 'phoneCountry' | 'phoneArea' | 'phoneNumber1' | 'phoneNumber2',
    width: string,
  ) => (
    <input
      aria-label={t(`oversea.${key}`)}
      placeholder={t(`oversea.${key}`)}
      className={`${inputClass} ${width}`}
      inputMode="numeric"
      maxLength={key === 'phoneCountry' ? 4 : 8}
      value={form[key]}
      onChange={(e) => onChange({ [key]: e.target.value.replace(/\D/g, '') })}
    />
  );

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
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-nation`} className="text-sm font-medium text-slate-800">
            {t('oversea.nation')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-nation`}
            className={`${inputClass} bg-white`}
            value={form.nationCd}
            onChange={(e) => chooseNation(e.target.value)}
          >
            <option value="">{t('oversea.chooseNation')}</option>
            {config.nations.map((n) => (
              <option key={n.nationCd} value={n.nationCd}>
                {nationLabel(n, language)}
              </option>
            ))}
          </select>
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
            onChange(choice);
            setZipDialog(false);
          }}
        />
      )}
    </fieldset>
  );
}

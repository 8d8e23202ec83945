import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RefundAccountForm } from '@shop/contract/revoke-forms.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useRevokeText } from './revoke-i18n.ts';

/**
 * Banks offered for the refund account (the gateway's bank list; the server checks the name).
 * The Korean name is what is sent and kept; each has its English label in the texts.
 */
export const REFUND_BANKS = [
  '국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  '농협은행',
  'IBK기업은행',
  '우체국',
  'SC제일은행',
  '한국씨티은행',
  '카카오뱅크',
  '케이뱅크',
  '토스뱅크',
  '수협은행',
  '새마을금고',
  '신협',
  '부산은행',
  '대구은행',
  '광주은행',
  '전북은행',
  '경남은행',
  '제주은행',
] as const;
export type RefundBank = (typeof REFUND_BANKS)[number];

export const NO_ACCOUNT: RefundAccountForm = { bankName: '', bankAccount: '', bankAccountName: '' };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const labelText = 'text-sm text-slate-700';

/**
 * Spec 3 §2: virtual-account orders are refunded to an account the member gives. The fields are
 * the page's react-hook-form form on the contract's `refundAccountForm`: the refusal shows
 * beside the first incomplete field, which takes the focus.
 */
export function RefundAccountFields({ form }: { form: UseFormReturn<RefundAccountForm> }) {
  const { t } = useRevokeText();
  const id = useId();
  const errors = form.formState.errors;
  const field = (name: keyof RefundAccountForm) => ({
    id: `${id}-${name}`,
    message: errors[name]?.message,
  });
  const bank = field('bankName');
  const account = field('bankAccount');
  const holder = field('bankAccountName');
  const accountInput = form.register('bankAccount');
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
      <legend className="px-1 font-bold text-slate-900">{t('bank.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('bank.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={bank.id} className={labelText}>
            {t('bank.bankName')}
          </label>
          <select
            id={bank.id}
            className={input}
            {...invalidProps(bank.id, bank.message)}
            {...form.register('bankName')}
          >
            <option value="">{t('bank.chooseBank')}</option>
            {REFUND_BANKS.map((b) => (
              <option key={b} value={b}>
                {t(`bankNames.${b}`)}
              </option>
            ))}
          </select>
          <FieldError fieldId={bank.id} message={bank.message} />
        </div>
        <div>
          <label htmlFor={account.id} className={labelText}>
            {t('bank.account')}
          </label>
          <input
            id={account.id}
            className={input}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('bank.accountHint')}
            maxLength={20}
            {...invalidProps(account.id, account.message)}
            {...accountInput}
            onChange={(e) => {
              // digits only, as the hint says (the contract also takes hyphens between them)
              e.target.value = e.target.value.replace(/\D/g, '');
              return accountInput.onChange(e);
            }}
          />
          <FieldError fieldId={account.id} message={account.message} />
        </div>
        <div>
          <label htmlFor={holder.id} className={labelText}>
            {t('bank.holder')}
          </label>
          <input
            id={holder.id}
            className={input}
            autoComplete="name"
            maxLength={30}
            {...invalidProps(holder.id, holder.message)}
            {...form.register('bankAccountName')}
          />
          <FieldError fieldId={holder.id} message={holder.message} />
        </div>
      </div>
    </fieldset>
  );
}

import { useRevokeText } from './revoke-i18n.ts';

export interface RefundAccount {
  bankName: string;
  bankAccount: string;
  bankAccountName: string;
}

/** Banks offered for the refund account (the gateway's bank list; the server checks the name). */
const REFUND_BANKS = [
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

const input = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

/** Spec 3 §2: virtual-account orders are refunded to an account the member gives. */
export function RefundAccountFields({
  value,
  onChange,
}: {
  value: RefundAccount;
  onChange: (next: RefundAccount) => void;
}) {
  const { t } = useRevokeText();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
      <legend className="px-1 font-bold text-slate-900">{t('bank.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('bank.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">
          {t('bank.bankName')}
          <select
            className={input}
            value={value.bankName}
            onChange={(e) => onChange({ ...value, bankName: e.target.value })}
          >
            <option value="">{t('bank.chooseBank')}</option>
            {REFUND_BANKS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t('bank.account')}
          <input
            className={input}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('bank.accountHint')}
            maxLength={20}
            value={value.bankAccount}
            onChange={(e) => onChange({ ...value, bankAccount: e.target.value.replace(/\D/g, '') })}
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('bank.holder')}
          <input
            className={input}
            autoComplete="name"
            maxLength={30}
            value={value.bankAccountName}
            onChange={(e) => onChange({ ...value, bankAccountName: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}

import { useState } from 'react';
import { memberErasureForm } from '@shop/contract/admin-records.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useRecordsText } from '../i18n/admin-page-texts.ts';
import { card, dangerBtn, input, label } from '../kit/admin-styles.ts';
import { useEraseMember } from './records-queries.ts';

/**
 * A member's erasure on request (decision 0509): the form checks the contract's rules (a member
 * number, a reason of 1-500 characters), asks once more, and says what went and what is kept.
 */
export function MemberErasureForm() {
  const { t } = useRecordsText();
  const erase = useEraseMember();
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(memberErasureForm, {
    defaultValues: { memberId: undefined as unknown as number, reason: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    setDone(null);
    if (!(await confirmDialog(t('erase.confirm', { memberId: body.memberId })))) return;
    erase.mutate(body, {
      onSuccess: ({ data }) => {
        setDone(t('erase.done', { ...data }));
        form.reset();
      },
    });
  });

  return (
    <section aria-labelledby="erase-title" className="mb-8">
      <h2 id="erase-title" className="mb-2 text-base font-bold text-slate-900">
        {t('erase.title')}
      </h2>
      <p className="mb-3 max-w-4xl text-sm text-slate-600">{t('erase.help')}</p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className={`${card} flex flex-wrap items-start gap-4 p-4`}
        noValidate
      >
        <div className="w-40">
          <label htmlFor="erase-member" className={label}>
            {t('erase.memberId')}
          </label>
          <input
            id="erase-member"
            inputMode="numeric"
            className={input}
            {...invalidProps('erase-member', errors.memberId?.message)}
            {...form.register('memberId', { valueAsNumber: true })}
          />
          <FieldError fieldId="erase-member" message={errors.memberId?.message} />
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor="erase-reason" className={label}>
            {t('erase.reason')}
          </label>
          <input
            id="erase-reason"
            className={input}
            maxLength={500}
            {...invalidProps('erase-reason', errors.reason?.message)}
            {...form.register('reason')}
          />
          <FieldError fieldId="erase-reason" message={errors.reason?.message} />
        </div>
        <button type="submit" className={`${dangerBtn} mt-5`} disabled={erase.isPending}>
          {t('erase.submit')}
        </button>
      </form>
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-emerald-800">
          {done}
        </p>
      )}
    </section>
  );
}

import { EmsFeeLimits, emsFeeForm, type EmsFeeRow } from '@shop/contract/admin-ems-fees.ts';
import { formatWon } from '../../lib/format.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { DrawerForm, Field } from '../kit/drawer-form.tsx';
import { useSaveEmsFee } from './ems-fee-queries.ts';

/**
 * One row's fee (EMS type, zone, weight bracket). The form checks the contract's bounds (whole
 * won, 1,000-2,000,000) before the call; the server checks them again.
 */
export function EmsFeeDrawer({
  row,
  title,
  onClose,
}: {
  row: EmsFeeRow;
  title: string;
  onClose: () => void;
}) {
  const { t } = useFeesText();
  const save = useSaveEmsFee();
  const form = useContractForm(emsFeeForm, { defaultValues: { feeWon: row.feeWon } });
  const error = form.formState.errors.feeWon?.message;
  const onSubmit = form.handleSubmit(({ feeWon }) =>
    save.mutate({ premiumCd: row.premiumCd, zone: row.zone, upToGrams: row.upToGrams, feeWon }),
  );

  return (
    <DrawerForm
      title={title}
      formId="ems-fee-form"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      save={save}
      saved={save.data && t('ems.saved', { fee: formatWon(save.data.data.feeWon) })}
    >
      <Field id="ems-fee" label={t('ems.fee')} help={t('ems.feeHelp')}>
        <input
          id="ems-fee"
          type="number"
          inputMode="numeric"
          min={EmsFeeLimits.feeMin}
          max={EmsFeeLimits.feeMax}
          step={1}
          className={`${input} tabular-nums`}
          {...invalidProps('ems-fee', error)}
          {...form.register('feeWon', { valueAsNumber: true })}
        />
        <FieldError fieldId="ems-fee" message={error} />
      </Field>
    </DrawerForm>
  );
}

import { holiday, HolidayLimits, type Holiday } from '@shop/contract/holidays.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { DrawerForm, Field } from '../kit/drawer-form.tsx';
import { useDeleteHoliday, useSaveHoliday } from './holiday-queries.ts';

/**
 * Adds a holiday (entry null) or renames one; an existing one can be removed. The form checks
 * the contract's rules (a day that exists, a name of 1-40 characters) before the call.
 */
export function HolidayDrawer({
  entry,
  onClose,
  onSaved,
}: {
  entry: Holiday | null;
  onClose: () => void;
  onSaved?: (day: string) => void;
}) {
  const { t } = useFeesText();
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const form = useContractForm(holiday, {
    defaultValues: entry ?? { day: '', name: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: (res) => onSaved?.(res.data.day) }),
  );
  const onDelete = async () => {
    if (!entry) return;
    if (!(await confirmDialog(t('holidays.deleteConfirm', entry)))) return;
    remove.mutate({ day: entry.day }, { onSuccess: onClose });
  };

  return (
    <DrawerForm
      title={entry ? t('holidays.editTitle', { day: entry.day }) : t('holidays.newTitle')}
      formId="holiday-form"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      save={save}
      remove={
        entry
          ? {
              label: t('holidays.delete'),
              onClick: () => void onDelete(),
              disabled: remove.isPending,
            }
          : undefined
      }
      above={<p className="mb-4 text-sm text-slate-600">{t('holidays.formHelp')}</p>}
    >
      <Field id="hd-day" label={t('holidays.day')}>
        <input
          id="hd-day"
          type="date"
          className={input}
          readOnly={entry !== null}
          {...invalidProps('hd-day', errors.day?.message)}
          {...form.register('day')}
        />
        <FieldError fieldId="hd-day" message={errors.day?.message} />
      </Field>
      <Field id="hd-name" label={t('holidays.name')}>
        <input
          id="hd-name"
          className={input}
          maxLength={HolidayLimits.nameMax}
          {...invalidProps('hd-name', errors.name?.message)}
          {...form.register('name')}
        />
        <FieldError fieldId="hd-name" message={errors.name?.message} />
      </Field>
    </DrawerForm>
  );
}

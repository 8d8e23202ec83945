import {
  businessIdentity,
  BusinessIdentityLimits,
  type BusinessIdentity,
} from '@shop/contract/business-identity.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { DrawerForm, Field } from '../kit/drawer-form.tsx';
import { useSaveSiteIdentity } from './site-identity-queries.ts';

type FieldName = keyof BusinessIdentity;

/** The fields in the footer's order; the wide ones take a row of the form. */
export const IDENTITY_FIELDS: readonly { name: FieldName; wide?: boolean; rows?: number }[] = [
  { name: 'companyName' },
  { name: 'representative' },
  { name: 'address', wide: true },
  { name: 'phone' },
  { name: 'email' },
  { name: 'businessNo' },
  { name: 'mailOrderNo' },
  { name: 'hostingProvider', wide: true },
  { name: 'escrowNote', wide: true, rows: 3 },
];

const MAX_LENGTH: Partial<Record<FieldName, number>> = BusinessIdentityLimits;

/**
 * The seller's identity (decision 0503) in one form on the contract's rules: a field the save
 * would refuse is said beside it before any call; saving changes every page's footer at once.
 */
export function SiteIdentityDrawer({
  identity,
  onClose,
}: {
  identity: BusinessIdentity;
  onClose: () => void;
}) {
  const { t } = useContentText();
  const save = useSaveSiteIdentity();
  const form = useContractForm(businessIdentity, { defaultValues: identity });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => save.mutate(body));

  return (
    <DrawerForm
      title={t('identity.editTitle')}
      formId="site-identity-form"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      save={save}
      above={<p className="mb-4 text-sm text-slate-600">{t('identity.formHelp')}</p>}
    >
      {IDENTITY_FIELDS.map(({ name, wide, rows }) => {
        const id = `si-${name}`;
        const message = errors[name]?.message;
        const props = {
          id,
          className: input,
          maxLength: MAX_LENGTH[name],
          ...invalidProps(id, message),
          ...form.register(name),
        };
        return (
          <Field key={name} id={id} label={t(`identity.fields.${name}`)} wide={wide}>
            {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
            {name === 'businessNo' && !message && (
              <p className="mt-1 text-xs text-slate-500">{t('identity.businessNoHelp')}</p>
            )}
            <FieldError fieldId={id} message={message} />
          </Field>
        );
      })}
    </DrawerForm>
  );
}

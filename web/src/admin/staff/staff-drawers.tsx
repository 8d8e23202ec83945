import { useState } from 'react';
import { staffCreateForm, type StaffAccount } from '@shop/contract/admin-staff.ts';
import { STAFF_ROLES, type StaffRole } from '@shop/contract/admin-permissions.ts';
import { ApiError } from '../../lib/api-client.ts';
import { refusalOnField, useContractForm } from '../../lib/contract-form.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError, invalidProps } from '../../ui/field-error.tsx';
import { AdminDrawer, DetailRows } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { input, label, secondaryBtn } from '../kit/admin-styles.ts';
import {
  useChangeRole,
  useCreateStaff,
  useDisableStaff,
  useResetPassword,
} from './staff-queries.ts';

function TemporaryPassword({ loginId, password }: { loginId: string; password: string }) {
  const { t } = useAdminText();
  return (
    <section
      aria-labelledby="temp-pw"
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="temp-pw" className="text-sm font-bold text-amber-900">
        {t('staff.temporaryTitle')}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{t('staff.temporaryBody', { loginId })}</p>
      <p className="mt-3 rounded bg-white px-3 py-2 font-mono text-lg tracking-wider text-slate-900 select-all">
        {password}
      </p>
    </section>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StaffRole;
  onChange: (r: StaffRole) => void;
}) {
  const { t } = useAdminText();
  return (
    <select
      id={id}
      className={input}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {codeText(t, 'roles', r)}
        </option>
      ))}
    </select>
  );
}

/** A new account; its temporary password is shown once, here. */
export function CreateStaffDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useAdminText();
  const create = useCreateStaff();
  const form = useContractForm(staffCreateForm, {
    defaultValues: { loginId: '', name: '', role: 'customer_service' },
  });
  const errors = form.formState.errors;
  const created = create.data?.data;

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onError: async (err) => {
        if (refusalOnField(form.setError, err, ['loginId', 'name'])) return;
        await alertDialog(err instanceof ApiError ? err.message : t('app.requestFailed'));
      },
    }),
  );

  const field = (name: 'loginId' | 'name', id: string, text: string, extra = {}) => (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        className={input}
        autoComplete="off"
        {...extra}
        {...invalidProps(id, errors[name]?.message)}
        {...form.register(name)}
      />
      <FieldError fieldId={id} message={errors[name]?.message} />
    </div>
  );

  return (
    <AdminDrawer
      title={t('staff.newTitle')}
      onClose={onClose}
      actions={
        created
          ? [{ label: t('app.close'), tone: 'primary', onClick: onClose }]
          : [
              { label: t('app.cancel'), onClick: onClose },
              {
                label: t('staff.create'),
                tone: 'primary',
                submits: 'staff-create',
                disabled: create.isPending,
              },
            ]
      }
    >
      {created ? (
        <TemporaryPassword loginId={created.staff.loginId} password={created.temporaryPassword} />
      ) : (
        <form id="staff-create" className="space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
          {field('loginId', 'new-login', t('staff.fieldLoginId'))}
          <p className="-mt-3 text-xs text-slate-500">{t('staff.loginIdRule')}</p>
          {field('name', 'new-name', t('staff.fieldName'), { maxLength: 40 })}
          <div>
            <label htmlFor="new-role" className={label}>
              {t('staff.fieldRole')}
            </label>
            <select id="new-role" className={input} {...form.register('role')}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {codeText(t, 'roles', r)}
                </option>
              ))}
            </select>
          </div>
        </form>
      )}
    </AdminDrawer>
  );
}

/** One account: role, disable/enable and password reset, each confirmed and audited. */
export function StaffDrawer({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useAdminText();
  const { state } = useStaffSession();
  const self = state?.staff.staffId === account.staffId;
  const [role, setRole] = useState<StaffRole>(account.role);
  const changeRole = useChangeRole();
  const disable = useDisableStaff();
  const reset = useResetPassword();
  const current = changeRole.data?.data ?? disable.data?.data ?? reset.data?.data.staff ?? account;
  const vars = { name: account.name };

  const onRole = async () => {
    if (
      !(await confirmDialog(t('staff.roleConfirm', { ...vars, role: codeText(t, 'roles', role) })))
    )
      return;
    changeRole.mutate({ staffId: account.staffId, role });
  };
  const onDisable = async () => {
    const disabled = !current.disabled;
    if (!(await confirmDialog(t(disabled ? 'staff.disableConfirm' : 'staff.enableConfirm', vars))))
      return;
    disable.mutate({ staffId: account.staffId, disabled });
  };
  const onReset = async () => {
    if (!(await confirmDialog(t('staff.resetConfirm', vars)))) return;
    reset.mutate({ staffId: account.staffId });
  };

  return (
    <AdminDrawer
      title={t('staff.detailTitle', { name: account.name, loginId: account.loginId })}
      onClose={onClose}
      actions={
        self
          ? []
          : [
              {
                label: t('staff.reset'),
                disabled: reset.isPending,
                onClick: () => void onReset(),
              },
              {
                label: current.disabled ? t('staff.enable') : t('staff.disable'),
                tone: current.disabled ? 'secondary' : 'danger',
                disabled: disable.isPending,
                onClick: () => void onDisable(),
              },
            ]
      }
    >
      <div className="space-y-6">
        <DetailRows
          rows={[
            [t('staff.colRole'), codeText(t, 'roles', current.role)],
            [t('staff.colState'), current.disabled ? t('staff.disabled') : t('staff.active')],
            [
              t('staff.colLastSignIn'),
              current.lastSignInAt ? formatDateTime(current.lastSignInAt) : t('staff.never'),
            ],
          ]}
        />
        {reset.data && (
          <TemporaryPassword
            loginId={account.loginId}
            password={reset.data.data.temporaryPassword}
          />
        )}
        {self ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {t('staff.selfNote')}
          </p>
        ) : (
          <section aria-labelledby="role-change" className="space-y-2">
            <h3 id="role-change" className="text-sm font-bold text-slate-700">
              {t('staff.changeRole')}
            </h3>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor="staff-role" className={label}>
                  {t('staff.fieldRole')}
                </label>
                <RoleSelect id="staff-role" value={role} onChange={setRole} />
              </div>
              <button
                type="button"
                className={secondaryBtn}
                disabled={role === current.role || changeRole.isPending}
                onClick={() => void onRole()}
              >
                {t('staff.applyRole')}
              </button>
            </div>
          </section>
        )}
      </div>
    </AdminDrawer>
  );
}

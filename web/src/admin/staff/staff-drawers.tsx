import { useState, type FormEvent } from 'react';
import type { StaffAccount } from '@shop/contract/admin-staff.ts';
import { STAFF_ROLES, type StaffRole } from '@shop/contract/admin-permissions.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { useStaffSession } from '../kit/admin-session.ts';
import { dangerBtn, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
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
  const [loginId, setLoginId] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('customer_service');
  const created = create.data?.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ loginId, name, role });
  };

  return (
    <AdminDrawer
      title={t('staff.newTitle')}
      onClose={onClose}
      footer={
        created ? (
          <button type="button" className={primaryBtn} onClick={onClose}>
            {t('app.close')}
          </button>
        ) : (
          <>
            <button type="button" className={secondaryBtn} onClick={onClose}>
              {t('app.cancel')}
            </button>
            <button
              type="submit"
              form="staff-create"
              className={primaryBtn}
              disabled={create.isPending}
            >
              {t('staff.create')}
            </button>
          </>
        )
      }
    >
      {created ? (
        <TemporaryPassword loginId={created.staff.loginId} password={created.temporaryPassword} />
      ) : (
        <form id="staff-create" className="space-y-4" onSubmit={onSubmit} noValidate>
          <div>
            <label htmlFor="new-login" className={label}>
              {t('staff.fieldLoginId')}
            </label>
            <input
              id="new-login"
              className={input}
              autoComplete="off"
              value={loginId}
              onChange={(e) => setLoginId(e.target.value)}
              aria-describedby="new-login-rule"
            />
            <p id="new-login-rule" className="mt-1 text-xs text-slate-500">
              {t('staff.loginIdRule')}
            </p>
          </div>
          <div>
            <label htmlFor="new-name" className={label}>
              {t('staff.fieldName')}
            </label>
            <input
              id="new-name"
              className={input}
              maxLength={40}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="new-role" className={label}>
              {t('staff.fieldRole')}
            </label>
            <RoleSelect id="new-role" value={role} onChange={setRole} />
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
    >
      <div className="space-y-6">
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-slate-500">{t('staff.colRole')}</dt>
          <dd>{codeText(t, 'roles', current.role)}</dd>
          <dt className="text-slate-500">{t('staff.colState')}</dt>
          <dd>{current.disabled ? t('staff.disabled') : t('staff.active')}</dd>
          <dt className="text-slate-500">{t('staff.colLastSignIn')}</dt>
          <dd className="tabular-nums">
            {current.lastSignInAt ? formatDateTime(current.lastSignInAt) : t('staff.never')}
          </dd>
        </dl>
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
          <>
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
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
              <button
                type="button"
                className={secondaryBtn}
                disabled={reset.isPending}
                onClick={() => void onReset()}
              >
                {t('staff.reset')}
              </button>
              <button
                type="button"
                className={current.disabled ? secondaryBtn : dangerBtn}
                disabled={disable.isPending}
                onClick={() => void onDisable()}
              >
                {current.disabled ? t('staff.enable') : t('staff.disable')}
              </button>
            </div>
          </>
        )}
      </div>
    </AdminDrawer>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { EmsFeeChange } from '@shop/contract/admin-ems-fees.ts';
import { formatNumber, formatWon } from '../../lib/format.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { moneyCell } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { SaveStatus } from '../kit/drawer-form.tsx';
import { emsTariffPreviewQuery, useImportEmsTariff } from './ems-fee-queries.ts';

/**
 * The post's current EMS tariff beside the shop's table: each row that would change (now → post;
 * a new bracket has no "now", a gone one no "post"), applied in one go. The import carries the
 * difference's token, so it applies what the staff member saw or nothing (409, said in the alert).
 */
export function EmsTariffDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useFeesText();
  const { t: tAdmin } = useAdminText();
  const preview = useQuery(emsTariffPreviewQuery());
  const apply = useImportEmsTariff();
  const data = apply.isSuccess ? undefined : preview.data;
  const won = (n: number | null) => (n === null ? t('ems.none') : formatWon(n));

  const columns: Column<EmsFeeChange>[] = [
    {
      key: 'row',
      header: t('ems.colRow'),
      cell: (c) => (
        <>
          {t(`ems.type${c.premiumCd}`)}
          <br />
          {t('ems.zoneOption', { zone: c.zone })}
        </>
      ),
    },
    {
      key: 'weight',
      header: t('ems.colWeight'),
      cell: (c) => t('ems.weightUpTo', { grams: formatNumber(c.upToGrams) }),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'before',
      header: t('ems.colBefore'),
      cell: (c) => won(c.beforeWon),
      className: moneyCell,
    },
    {
      key: 'after',
      header: t('ems.colAfter'),
      cell: (c) => <strong>{won(c.afterWon)}</strong>,
      className: moneyCell,
    },
  ];

  return (
    <AdminDrawer
      title={t('ems.import')}
      onClose={onClose}
      query={apply.isSuccess ? undefined : preview}
      status={
        <SaveStatus
          save={apply}
          saved={apply.data && t('ems.applied', { count: apply.data.data.applied })}
        />
      }
      actions={[
        { label: tAdmin('app.close'), onClick: onClose },
        data &&
          data.changes.length > 0 && {
            label: apply.isPending ? t('ems.applying') : t('ems.apply'),
            tone: 'primary',
            disabled: apply.isPending,
            // refused (the tariff or the table changed meanwhile): the difference is read again
            onClick: () =>
              apply.mutate({ token: data.token }, { onError: () => void preview.refetch() }),
          },
      ]}
    >
      <p className="mb-4 text-sm text-slate-600">{t('ems.importHelp')}</p>
      {data && data.changes.length === 0 && (
        <p role="status" className="text-sm font-semibold text-slate-800">
          {t('ems.importSame')}
        </p>
      )}
      {data && data.changes.length > 0 && (
        <>
          <p className="mb-2 text-sm font-semibold text-slate-800">
            {t('ems.importSummary', {
              changed: formatNumber(data.changes.length),
              unchanged: formatNumber(data.unchanged),
            })}
          </p>
          <div className="overflow-x-auto">
            <AdminTable
              bare
              caption={t('ems.importCaption')}
              columns={columns}
              rows={data.changes}
              rowKey={(c) => `${c.premiumCd}/${c.zone}/${c.upToGrams}`}
            />
          </div>
        </>
      )}
    </AdminDrawer>
  );
}

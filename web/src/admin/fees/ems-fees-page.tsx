import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EmsPremiumCd,
  EmsZones,
  type EmsFeeRow,
  type EmsZoneNation,
} from '@shop/contract/admin-ems-fees.ts';
import { i18n } from '../../i18n/i18n.ts';
import { formatNumber, formatWon } from '../../lib/format.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { input, label, moneyCell, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { AdminTabs } from '../kit/admin-tabs.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { EmsFeeDrawer } from './ems-fee-drawer.tsx';
import { emsFeeTableQuery } from './ems-fee-queries.ts';
import { EmsTariffDrawer } from './ems-tariff-drawer.tsx';

const typeOf = (raw: string | null): EmsPremiumCd => (raw === '32' ? '32' : '31');
const zoneOf = (raw: string | null): number => {
  const zone = Number(raw);
  return EmsZones.some((z) => z === zone) ? zone : 1;
};

/**
 * /admin/ems-fees: the shop's EMS fee table (decision 0523) of one EMS type and zone, a row's
 * drawer to change its fee, and the post's current tariff to compare and apply.
 */
export function EmsFeesPage() {
  const { t } = useFeesText();
  useAdminTitle(t('ems.title'));
  const { params, update } = useListParams([]);
  const premiumCd = typeOf(params.get('type'));
  const zone = zoneOf(params.get('zone'));
  const openGrams = Number(params.get('open')) || null;
  const [importing, setImporting] = useState(false);
  const table = useQuery(emsFeeTableQuery(premiumCd));
  const rows = table.data?.rows.filter((r) => r.zone === zone);
  const opened = rows?.find((r) => r.upToGrams === openGrams);
  const typeName = t(`ems.type${premiumCd}`);
  const weightOf = (r: EmsFeeRow) => t('ems.weightUpTo', { grams: formatNumber(r.upToGrams) });
  const nations = table.data?.zones?.find((z) => z.zone === zone)?.nations;
  const nationLabel = (n: EmsZoneNation) => {
    const nation = i18n.language.startsWith('en') ? n.nationName : n.nationNameKr;
    return n.limited ? t('ems.nationLimited', { nation }) : nation;
  };

  const columns: Column<EmsFeeRow>[] = [
    { key: 'weight', header: t('ems.colWeight'), cell: weightOf, className: 'tabular-nums' },
    { key: 'fee', header: t('ems.colFee'), cell: (r) => formatWon(r.feeWon), className: moneyCell },
  ];

  const zoneSelect = (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <div className="w-32">
        <label htmlFor="ems-zone" className={label}>
          {t('ems.zone')}
        </label>
        <select
          id="ems-zone"
          className={input}
          value={zone}
          onChange={(e) => update({ zone: e.target.value, open: null })}
        >
          {EmsZones.map((z) => (
            <option key={z} value={z}>
              {t('ems.zoneOption', { zone: z })}
            </option>
          ))}
        </select>
      </div>
      {table.data && (
        <p className="min-w-0 flex-1 pb-2 text-sm text-slate-600">
          {table.data.zones === null
            ? t('ems.nationsUnavailable')
            : nations?.length
              ? t('ems.zoneNations', {
                  zone,
                  nations: nations.map(nationLabel).join(', '),
                })
              : t('ems.zoneNoNations', { zone })}
        </p>
      )}
    </div>
  );

  return (
    <div>
      <PageHeader
        title={t('ems.title')}
        actions={
          <button type="button" className={secondaryBtn} onClick={() => setImporting(true)}>
            {t('ems.import')}
          </button>
        }
      />
      <p className="mb-4 max-w-4xl text-sm text-slate-600">{t('ems.help')}</p>
      <AdminTabs
        label={t('ems.title')}
        tabs={EmsPremiumCd.map((cd) => ({ key: cd, label: t(`ems.type${cd}`) }))}
        selected={premiumCd}
        onSelect={(cd) => update({ type: cd, open: null })}
      >
        <div className="max-w-3xl">
          <AdminTable
            caption={t('ems.tableCaption', { type: typeName, zone })}
            toolbar={zoneSelect}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.upToGrams}
            onOpen={(r) => update({ open: r.upToGrams })}
            openLabel={(r) => t('ems.open', { weight: weightOf(r) })}
            state={{
              isPending: table.isPending,
              isError: table.isError,
              onRetry: () => void table.refetch(),
            }}
          />
        </div>
      </AdminTabs>
      {opened && (
        <EmsFeeDrawer
          key={`${opened.premiumCd}/${opened.zone}/${opened.upToGrams}`}
          row={opened}
          title={t('ems.drawerTitle', { type: typeName, zone, weight: weightOf(opened) })}
          onClose={() => update({ open: null })}
        />
      )}
      {importing && <EmsTariffDrawer onClose={() => setImporting(false)} />}
    </div>
  );
}

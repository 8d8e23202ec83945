import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminDeliveryFee, AdminSeason } from '@shop/contract/admin-fees.ts';
import { AdminFeeLimits } from '@shop/contract/admin-fees.ts';
import { formatWon } from '../../lib/format.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { FilterBar, useListParams, type FilterField } from '../kit/admin-list.tsx';
import { card, input, label, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { seasonCalendarQuery, useSaveFee } from './fee-queries.ts';
import { SeasonDrawer } from './season-drawer.tsx';
import { SeasonStateBadge } from './season-state-badge.tsx';

/** The address's year (the calendar's years come with its answer; none: this year). */
const YEAR_FIELD = [
  { name: 'year', label: '', kind: 'select', numeric: true, min: 2000, all: false, options: null },
] satisfies FilterField[];

/** One fee (the domestic delivery, the change-of-mind return), saved on its own (one audit row). */
function FeeCard({ fee }: { fee: AdminDeliveryFee }) {
  const { t } = useFeesText();
  const isReturn = fee.code === 'returnChangeOfMind';
  const titleId = `fee-title-${fee.code}`;
  const inputId = `fee-${fee.code}`;
  const save = useSaveFee();
  const [value, setValue] = useState(String(fee.feeWon));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ code: fee.code, feeWon: Number(value) });
  };
  return (
    <section aria-labelledby={titleId} className={`${card} mb-6 p-5`}>
      <h2 id={titleId} className="text-base font-bold text-slate-900">
        {t(isReturn ? 'fee.returnTitle' : 'fee.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(isReturn ? 'fee.returnHelp' : 'fee.help')}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-64">
          <label htmlFor={inputId} className={label}>
            {t(isReturn ? 'fee.returnChangeOfMind' : 'fee.domestic')}
          </label>
          <input
            id={inputId}
            type="number"
            min={0}
            max={AdminFeeLimits.feeMax}
            step={100}
            required
            className={`${input} tabular-nums`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className={primaryBtn} disabled={save.isPending}>
          {save.isPending ? t('fee.saving') : t(isReturn ? 'fee.returnSave' : 'fee.save')}
        </button>
        {save.data && (
          <p role="status" className="self-center text-sm text-emerald-700">
            {t(isReturn ? 'fee.returnSaved' : 'fee.saved', {
              fee: formatWon(save.data.data.feeWon),
            })}
          </p>
        )}
      </form>
    </section>
  );
}

/** /admin/fees: the delivery fee and the selling-season calendar of a year. */
export function FeesPage() {
  const { t } = useFeesText();
  useAdminTitle(t('title'));
  const { filters, open, update, openRow, close } = useListParams<{ year?: number }>(YEAR_FIELD);
  const calendar = useQuery(seasonCalendarQuery(filters.year));
  const data = calendar.data;
  const opened = data?.seasons.find((s) => s.seasonId === open);

  const columns: Column<AdminSeason>[] = [
    { key: 'name', header: t('seasons.colName'), cell: (s) => s.name },
    {
      key: 'start',
      header: t('seasons.colStart'),
      cell: (s) => s.startDate,
      className: 'tabular-nums',
    },
    { key: 'end', header: t('seasons.colEnd'), cell: (s) => s.endDate, className: 'tabular-nums' },
    {
      key: 'state',
      header: t('seasons.colState'),
      cell: (s) => <SeasonStateBadge state={s.state} />,
    },
  ];

  const yearSelect = data && (
    <FilterBar
      id="season"
      instant
      fields={[
        {
          ...YEAR_FIELD[0]!,
          label: t('seasons.year'),
          width: 'w-32',
          options: data.years.map((y) => (
            <option key={y} value={y}>
              {t('seasons.yearOption', { year: y })}
            </option>
          )),
        },
      ]}
      filters={{ year: data.year }}
      onApply={(form) => update({ year: String(form.get('year')), open: null })}
    />
  );

  return (
    <div>
      <PageHeader title={t('title')} />
      {data?.fees.map((fee) => (
        <FeeCard key={fee.code} fee={fee} />
      ))}
      <h2 className="mb-1 text-base font-bold text-slate-900">{t('seasons.title')}</h2>
      <p className="mb-3 text-sm text-slate-600">{t('seasons.help')}</p>
      <AdminTable
        caption={t('seasons.title')}
        toolbar={yearSelect}
        columns={columns}
        rows={data?.seasons}
        rowKey={(s) => s.seasonId}
        onOpen={(s) => openRow(s.seasonId)}
        openLabel={(s) => t('seasons.open', { name: s.name })}
        state={{
          isPending: calendar.isPending,
          isError: calendar.isError,
          onRetry: () => void calendar.refetch(),
        }}
      />
      {opened && <SeasonDrawer key={opened.seasonId} season={opened} onClose={close} />}
    </div>
  );
}

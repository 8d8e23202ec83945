import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Holiday } from '@shop/contract/holidays.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { input, label, primaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { HolidayDrawer } from './holiday-drawer.tsx';
import { holidayYearQuery } from './holiday-queries.ts';

const YEAR_FIELD = [{ name: 'year', label: 'year', kind: 'number' as const, min: 2000 }];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The weekday of a YYYY-MM-DD day (a calendar day, no time zone). */
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

/**
 * /admin/holidays: the holiday table of a year (decision 0504), which the refund due dates and the
 * pay page's shipping day count; add, rename and remove days (audited).
 */
export function HolidaysPage() {
  const { t } = useFeesText();
  useAdminTitle(t('holidays.title'));
  const { filters, update, params } = useListParams<{ year?: number }>(YEAR_FIELD);
  const list = useQuery(holidayYearQuery(filters.year));
  const data = list.data;
  const [creating, setCreating] = useState(false);
  const openDay = params.get('day');
  const opened = data?.list.find((h) => h.day === openDay);

  const columns: Column<Holiday>[] = [
    { key: 'day', header: t('holidays.colDay'), cell: (h) => h.day, className: 'tabular-nums' },
    {
      key: 'weekday',
      header: t('holidays.colWeekday'),
      cell: (h) => t(`holidays.weekdays.${weekdayOf(h.day)}`),
    },
    { key: 'name', header: t('holidays.colName'), cell: (h) => h.name },
  ];

  const thisYear = data?.year ?? new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const yearSelect = data && (
    <div className="w-32">
      <label htmlFor="holiday-year" className={label}>
        {t('seasons.year')}
      </label>
      <select
        id="holiday-year"
        className={input}
        value={data.year}
        onChange={(e) => update({ year: e.target.value, day: null })}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {t('seasons.yearOption', { year: y })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div>
      <PageHeader
        title={t('holidays.title')}
        actions={
          <button type="button" className={primaryBtn} onClick={() => setCreating(true)}>
            {t('holidays.add')}
          </button>
        }
      />
      <p className="mb-3 max-w-4xl text-sm text-slate-600">{t('holidays.help')}</p>
      <AdminTable
        caption={t('holidays.listTitle', { year: thisYear })}
        toolbar={yearSelect}
        columns={columns}
        rows={data?.list}
        rowKey={(h) => h.day}
        onOpen={(h) => update({ day: h.day })}
        openLabel={(h) => t('holidays.open', h)}
        empty={t('holidays.empty')}
        state={{
          isPending: list.isPending,
          isError: list.isError,
          onRetry: () => void list.refetch(),
        }}
      />
      {opened && (
        <HolidayDrawer key={opened.day} entry={opened} onClose={() => update({ day: null })} />
      )}
      {creating && (
        <HolidayDrawer
          entry={null}
          onClose={() => setCreating(false)}
          onSaved={(day) => {
            setCreating(false);
            update({ year: day.slice(0, 4), day });
          }}
        />
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  RETENTION_MAX_YEARS,
  type RecordKind,
  type retentionSetting,
} from '@shop/contract/admin-records.ts';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/format.ts';
import { useRecordsText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { retentionSettingsQuery, useSaveRetention } from './records-queries.ts';

type Setting = z.infer<typeof retentionSetting>;

/** Years a kind may be kept: from the law's period to the longest the shop allows. */
const yearsFrom = (legal: number) =>
  Array.from({ length: RETENTION_MAX_YEARS - legal + 1 }, (_, i) => legal + i);

/**
 * Each kind's retention period (decision 0506): a choice from the law's period up to 10 years,
 * saved on change (audited); a shorter one is never offered, and the server refuses it too.
 */
export function RetentionSettings() {
  const { t } = useRecordsText();
  const settings = useQuery(retentionSettingsQuery);
  const save = useSaveRetention();
  const [saved, setSaved] = useState<string | null>(null);

  const onChange = (kind: RecordKind, years: number) => {
    setSaved(null);
    save.mutate(
      { kind, years },
      { onSuccess: () => setSaved(t('settings.saved', { kind: t(`kinds.${kind}`), years })) },
    );
  };

  const columns: Column<Setting>[] = [
    { key: 'kind', header: t('settings.colKind'), cell: (s) => t(`kinds.${s.kind}`) },
    {
      key: 'years',
      header: t('settings.colYears'),
      cell: (s) => (
        <select
          aria-label={t('settings.yearsOf', { kind: t(`kinds.${s.kind}`) })}
          className={`${input} w-28 min-w-24`}
          value={s.years}
          disabled={save.isPending}
          onChange={(e) => onChange(s.kind, Number(e.target.value))}
        >
          {yearsFrom(s.legalYears).map((y) => (
            <option key={y} value={y}>
              {t('settings.years', { years: y })}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'legal',
      header: t('settings.colLegal'),
      cell: (s) => t('settings.years', { years: s.legalYears }),
    },
    {
      key: 'updated',
      header: t('settings.colUpdated'),
      cell: (s) => (s.updatedAt ? formatDateTime(s.updatedAt) : t('settings.never')),
      className: 'tabular-nums',
    },
  ];

  return (
    <section aria-labelledby="retention-title" className="mb-8">
      <h2 id="retention-title" className="mb-2 text-base font-bold text-slate-900">
        {t('settings.title')}
      </h2>
      <AdminTable
        caption={t('settings.title')}
        columns={columns}
        rows={settings.data?.list}
        rowKey={(s) => s.kind}
        state={{
          isPending: settings.isPending,
          isError: settings.isError,
          onRetry: () => void settings.refetch(),
        }}
      />
      {saved && (
        <p role="status" className="mt-2 text-sm font-semibold text-emerald-800">
          {saved}
        </p>
      )}
    </section>
  );
}

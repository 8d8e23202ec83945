import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  AdminSearchLimits,
  type AdminSearchMiss,
  type AdminSynonym,
} from '@shop/contract/admin-search.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { daysBefore, formatNumber, seoulToday } from '../../lib/format.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, dangerBtn, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import {
  searchMissesQuery,
  synonymListQuery,
  useDeleteSynonym,
  useSaveSynonym,
} from './search-tuning-queries.ts';
import { useSearchTuningText } from './search-tuning-texts.ts';

/** One synonym group as a line of comma-separated words; a new one when `group` is absent. */
function SynonymForm({ group }: { group?: AdminSynonym }) {
  const { t } = useSearchTuningText();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  const [text, setText] = useState(group ? group.terms.join(', ') : '');
  const id = `synonym-${group?.synonymId ?? 'new'}`;
  // a refusal (a term another group holds, too short) is said by the back office's alert
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const terms = text
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
    save.mutate(
      { synonymId: group?.synonymId ?? null, terms },
      { onSuccess: () => !group && setText('') },
    );
  };
  const onDelete = async () => {
    if (
      !group ||
      !(await confirmDialog(t('synonyms.deleteConfirm', { terms: group.terms.join(', ') })))
    )
      return;
    remove.mutate(group.synonymId);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-start gap-2 py-2"
      aria-label={group ? t('synonyms.editLabel', { id: group.synonymId }) : t('synonyms.newLabel')}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('synonyms.terms')}
        </label>
        <input
          id={id}
          className={input}
          value={text}
          maxLength={AdminSearchLimits.termsMax * (AdminSearchLimits.termMax + 2)}
          placeholder={group ? undefined : '이북, 전자책'}
          onChange={(e) => setText(e.target.value)}
        />
        {save.isSuccess && group && (
          <p role="status" className="mt-1 text-sm text-emerald-700">
            {t('synonyms.saved')}
          </p>
        )}
      </div>
      <button type="submit" className={group ? secondaryBtn : primaryBtn} disabled={save.isPending}>
        {group ? t('synonyms.save') : t('synonyms.add')}
      </button>
      {group && (
        <button
          type="button"
          className={dangerBtn}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('synonyms.delete')}
        </button>
      )}
    </form>
  );
}

function Synonyms() {
  const { t } = useSearchTuningText();
  const synonyms = useQuery(synonymListQuery);
  return (
    <section aria-labelledby="synonyms-title" className={`${card} p-5`}>
      <h2 id="synonyms-title" className="text-base font-bold text-slate-900">
        {t('synonyms.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('synonyms.help')}</p>
      <QueryState
        isPending={synonyms.isPending}
        isError={synonyms.isError}
        onRetry={() => void synonyms.refetch()}
      />
      <div className="mt-3 divide-y divide-slate-100">
        {synonyms.data?.list.length === 0 && (
          <p className="py-2 text-sm text-slate-500">{t('synonyms.empty')}</p>
        )}
        {synonyms.data?.list.map((g) => (
          <SynonymForm key={`${g.synonymId}:${g.terms.join(',')}`} group={g} />
        ))}
        <SynonymForm />
      </div>
    </section>
  );
}

function Misses() {
  const { t } = useSearchTuningText();
  const today = seoulToday();
  const [range, setRange] = useState({ from: daysBefore(today, 6), to: today });
  const [draft, setDraft] = useState(range);
  const misses = useQuery(searchMissesQuery(range.from, range.to));
  const missColumns: Column<AdminSearchMiss>[] = [
    { key: 'day', header: t('misses.day'), cell: (m) => m.day, className: 'whitespace-nowrap' },
    { key: 'term', header: t('misses.term'), cell: (m) => m.term },
    {
      key: 'noResults',
      header: t('misses.noResults'),
      cell: (m) => formatNumber(m.noResults),
      className: 'text-right tabular-nums',
    },
    {
      key: 'searches',
      header: t('misses.searches'),
      cell: (m) => formatNumber(m.searches),
      className: 'text-right tabular-nums',
    },
  ];
  return (
    <section aria-labelledby="misses-title" className={`${card} p-5`}>
      <h2 id="misses-title" className="text-base font-bold text-slate-900">
        {t('misses.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('misses.help')}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(draft);
        }}
      >
        {(['from', 'to'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`misses-${key}`} className={label}>
              {t(`misses.${key}`)}
            </label>
            <input
              id={`misses-${key}`}
              type="date"
              className={input}
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          </div>
        ))}
        <button type="submit" className={secondaryBtn}>
          {t('misses.show')}
        </button>
      </form>
      {misses.isError && misses.error instanceof ApiError && misses.error.status === 400 ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {refusalText(misses.error.message)}
        </p>
      ) : (
        <QueryState
          isPending={misses.isPending}
          isError={misses.isError}
          onRetry={() => void misses.refetch()}
        />
      )}
      <div className="mt-4">
        <AdminTable
          bare
          caption={t('misses.title')}
          columns={missColumns}
          rows={misses.data?.list}
          rowKey={(m) => `${m.day}:${m.term}`}
          empty={t('misses.empty')}
        />
      </div>
    </section>
  );
}

/** /admin/search: synonym groups and the words searched without results (issue 22 item 6). */
export function SearchTuningPage() {
  const { t } = useSearchTuningText();
  useAdminTitle(t('pageTitle'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('pageTitle')} />
      <Synonyms />
      <Misses />
    </div>
  );
}

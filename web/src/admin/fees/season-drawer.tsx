import { useState, type FormEvent } from 'react';
import type { AdminSeason } from '@shop/contract/admin-fees.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { input, label } from '../kit/admin-styles.ts';
import { SeasonStateBadge } from './season-state-badge.tsx';
import { useSaveSeason } from './fee-queries.ts';

/**
 * One season's first and last day. The server moves the neighbouring season with it and refuses
 * what is already past (its message shows in the back office's alert); the drawer then lists
 * every season that changed.
 */
export function SeasonDrawer({ season, onClose }: { season: AdminSeason; onClose: () => void }) {
  const { t } = useFeesText();
  const save = useSaveSeason();
  const [startDate, setStartDate] = useState(season.startDate);
  const [endDate, setEndDate] = useState(season.endDate);
  const formId = 'season-form';
  const past = season.state === 'past';
  const changed = save.data?.data.changed;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ seasonId: season.seasonId, startDate, endDate });
  };

  return (
    <AdminDrawer
      title={t('drawer.title', { name: season.name })}
      onClose={onClose}
      status={
        changed && (
          <div role="status" className="text-emerald-700">
            {changed.length === 0 ? (
              t('drawer.unchanged')
            ) : (
              <>
                <p>{t('drawer.saved')}</p>
                <ul className="text-xs">
                  {changed.map((s) => (
                    <li key={s.seasonId}>
                      {t('drawer.moved', { name: s.name, start: s.startDate, end: s.endDate })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )
      }
      actions={[
        { label: t('drawer.cancel'), onClick: onClose },
        !past && {
          label: save.isPending ? t('drawer.saving') : t('drawer.save'),
          tone: 'primary',
          submits: formId,
          disabled: save.isPending,
        },
      ]}
    >
      <p className="mb-4">
        <SeasonStateBadge state={season.state} />
      </p>
      <form id={formId} onSubmit={onSubmit} className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="season-start" className={label}>
            {t('drawer.startDate')}
          </label>
          <input
            id="season-start"
            type="date"
            required
            className={input}
            value={startDate}
            disabled={season.state !== 'upcoming'}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="season-end" className={label}>
            {t('drawer.endDate')}
          </label>
          <input
            id="season-end"
            type="date"
            required
            className={input}
            value={endDate}
            disabled={past}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </div>
        <p className="col-span-2 text-xs leading-relaxed text-slate-600">
          {past ? t('drawer.pastHelp') : t('drawer.help')}
        </p>
      </form>
    </AdminDrawer>
  );
}

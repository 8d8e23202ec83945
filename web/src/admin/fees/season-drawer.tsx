import { useState } from 'react';
import type { AdminSeason } from '@shop/contract/admin-fees.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { DateField, DrawerForm } from '../kit/drawer-form.tsx';
import { SeasonStateBadge } from './season-state-badge.tsx';
import { useSaveSeason } from './fee-queries.ts';

/**
 * One season's first and last day. The server moves the neighbouring season with it and refuses
 * what lies before today (its message shows in the back office's alert); the drawer then lists
 * every season that changed.
 */
export function SeasonDrawer({ season, onClose }: { season: AdminSeason; onClose: () => void }) {
  const { t } = useFeesText();
  const save = useSaveSeason();
  const [startDate, setStartDate] = useState(season.startDate);
  const [endDate, setEndDate] = useState(season.endDate);
  const settled = !season.startMovable && !season.endMovable;
  const changed = save.data?.data.changed;

  return (
    <DrawerForm
      title={t('drawer.title', { name: season.name })}
      formId="season-form"
      onClose={onClose}
      onSubmit={() => save.mutate({ seasonId: season.seasonId, startDate, endDate })}
      save={save}
      readOnly={settled}
      saved={
        changed?.length === 0 ? (
          t('drawer.unchanged')
        ) : (
          <>
            <p>{t('drawer.saved')}</p>
            <ul className="text-xs">
              {changed?.map((s) => (
                <li key={s.seasonId}>
                  {t('drawer.moved', { name: s.name, start: s.startDate, end: s.endDate })}
                </li>
              ))}
            </ul>
          </>
        )
      }
      above={
        <p className="mb-4">
          <SeasonStateBadge state={season.state} />
        </p>
      }
    >
      <DateField
        id="season-start"
        label={t('drawer.startDate')}
        value={startDate}
        disabled={!season.startMovable}
        onChange={setStartDate}
      />
      <DateField
        id="season-end"
        label={t('drawer.endDate')}
        value={endDate}
        disabled={!season.endMovable}
        onChange={setEndDate}
      />
      <p className="text-xs leading-relaxed text-slate-600 sm:col-span-2">
        {settled ? t('drawer.pastHelp') : t('drawer.help')}
      </p>
    </DrawerForm>
  );
}

import type { SeasonState } from '@shop/contract/admin-fees.ts';
import { useFeesText } from '../i18n/admin-page-texts.ts';
import { badge } from '../kit/admin-styles.ts';

const TONE: Record<SeasonState, string> = {
  past: 'bg-slate-200 text-slate-700',
  current: 'bg-emerald-50 text-emerald-800',
  upcoming: 'bg-sky-50 text-sky-800',
};

export function SeasonStateBadge({ state }: { state: SeasonState }) {
  const { t } = useFeesText();
  return <span className={`${badge} ${TONE[state]}`}>{t(`state.${state}`)}</span>;
}

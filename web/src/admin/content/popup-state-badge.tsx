import type { PopupState } from '@shop/contract/admin-content.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { badge } from '../kit/admin-styles.ts';

const TONE: Record<PopupState, string> = {
  showing: 'bg-emerald-50 text-emerald-800',
  waiting: 'bg-amber-50 text-amber-800',
  scheduled: 'bg-sky-50 text-sky-800',
  ended: 'bg-slate-200 text-slate-700',
  off: 'bg-slate-200 text-slate-700',
};

export function PopupStateBadge({ state }: { state: PopupState }) {
  const { t } = useContentText();
  return <span className={`${badge} ${TONE[state]}`}>{t(`state.${state}`)}</span>;
}

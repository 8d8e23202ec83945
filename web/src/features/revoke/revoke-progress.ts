import { RevokeProgress } from '@shop/contract/revoke.ts';
import type { RevokeTextKey } from './revoke-i18n.ts';

/**
 * Spec 3 §4 revoke progress display: 환불대기 reads 'product being recalled', 환불자동 and 환불지시
 * both read 'refund scheduled'; any other value is shown by `label` (its English with English chosen,
 * web/src/i18n/progress-labels.ts), as it is by default.
 */
export function progressDisplay(
  code: string,
  t: (key: RevokeTextKey) => string,
  label: (code: string) => string = (c) => c,
): { text: string; tone: 'active' | 'done' | 'neutral' } {
  if (code === RevokeProgress.recalling) return { text: t('progress.recalling'), tone: 'active' };
  if (code === RevokeProgress.auto || code === RevokeProgress.instructed) {
    return { text: t('progress.refundScheduled'), tone: 'active' };
  }
  if (code === RevokeProgress.done) return { text: label(code), tone: 'done' };
  if (code === RevokeProgress.feeWaiting) return { text: label(code), tone: 'active' };
  return { text: label(code), tone: 'neutral' };
}

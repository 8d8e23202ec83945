import { describe, expect, it } from 'vitest';
import { revokeKo } from './revoke-ko.ts';
import { progressLabel } from '../../i18n/progress-labels.ts';
import { progressDisplay } from './revoke-progress.ts';

const t = (key: string) => {
  const [group, name] = key.split('.') as [keyof typeof revokeKo, string];
  return (revokeKo[group] as Record<string, string>)[name] ?? key;
};

describe('revoke progress display (spec 3 §4)', () => {
  it('shows 환불대기 as the recall in progress', () => {
    expect(progressDisplay('환불대기', t).text).toBe('상품 회수중');
  });

  it('shows 환불자동 and 환불지시 both as refund scheduled', () => {
    expect(progressDisplay('환불자동', t).text).toBe('환불 예정');
    expect(progressDisplay('환불지시', t).text).toBe('환불 예정');
  });

  it('shows any other value as it is', () => {
    expect(progressDisplay('환불완료', t).text).toBe('환불완료');
    expect(progressDisplay('무엇이든', t).text).toBe('무엇이든');
  });

  it('shows the other values by the shared labels: English with English chosen', () => {
    const english = (code: string) => progressLabel(code, 'en');
    expect(progressDisplay('환불완료', t, english).text).toBe('Refunded');
    expect(progressDisplay('반려', t, english).text).toBe('Rejected');
    expect(progressDisplay('반품비결제대기', t, english).text).toBe('Awaiting return fee');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRetentionPurge, adminRetentionRuns } from '@shop/contract/admin-records.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { dialogQueue, type ConfirmRequest } from '../../ui/dialogs/dialog-store.ts';
import { PurgeSection } from './purge-section.tsx';

const counts = (contracts: number, complaints: number) => ({
  contracts,
  withdrawals: 0,
  payments: 0,
  deliveries: 0,
  complaints,
});
const dry = {
  runId: 5,
  mode: 'dry' as const,
  actor: 'job',
  createdAt: '2026-11-27T15:00:00.000Z',
  carriedOutAt: null,
  dryRunId: null,
  counts: counts(1, 1),
};

describe('the purge (decision 0508)', () => {
  it('shows what the latest dry run would purge, and purges that list once confirmed', async () => {
    const requests = stubApi([
      route(adminRetentionRuns, {
        latestDryRun: dry,
        items: [
          {
            kind: 'contracts',
            subjectId: 41,
            lastEventDate: '2021-03-02',
            expiredOn: '2026-03-02',
          },
          {
            kind: 'complaints',
            subjectId: 7,
            lastEventDate: '2023-05-10',
            expiredOn: '2026-05-10',
          },
        ],
        runs: [dry],
      }),
      route(adminRetentionPurge, {
        data: { ...dry, runId: 6, mode: 'purge', actor: '정우진', dryRunId: 5 },
      }),
    ]);
    const user = userEvent.setup();
    renderPage(<PurgeSection />, { path: '/admin/records', url: '/admin/records' });
    const list = await screen.findByRole('table', { name: '파기될 기록' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '계약·주문주문 412021-03-022026-03-02',
      '소비자 불만·분쟁처리(1:1 문의)1:1 문의 72023-05-102026-05-10',
    ]);
    expect(screen.getByText(/최근 미리보기 #5 .* 자동 작업/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '이 목록 파기' }));
    await waitFor(() => expect(dialogQueue()).toHaveLength(1));
    const confirm = dialogQueue()[0] as ConfirmRequest;
    expect(confirm.message).toBe(
      '미리보기 #5의 기록 2건의 개인정보를 파기할까요? 되돌릴 수 없습니다.',
    );
    confirm.resolve(true);
    expect(await screen.findByText('기록 2건을 파기했습니다.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ dryRunId: 5 });
  });
});

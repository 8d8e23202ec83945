import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRefundsDue } from '@shop/contract/holidays.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { RefundsDuePage } from './refunds-due-page.tsx';

const row = (
  revokeId: number,
  revokeTypeCd: '취소' | '반품',
  startDate: string,
  dueDate: string,
  overdue: boolean,
) => ({
  revokeId,
  orderId: 900 + revokeId,
  revokeTypeCd,
  revokeProgressCd: '환불대기',
  refundTotal: 12_300 * revokeId,
  startDate,
  dueDate,
  overdue,
});

describe('the refunds due page (decision 0504)', () => {
  it('shows each refund’s due date, days late when overdue; a row opens the request', async () => {
    // 추석 2026 (24–26 Sep): a cancel of Wed 23 Sep was due Wed 30 Sep; a return inspected Fri 2
    // Oct (개천절 3, substitute 5) was due Thu 8 Oct; today is Thu 8 Oct
    stubApi([
      route(adminRefundsDue, {
        today: '2026-10-08',
        list: [
          row(3, '취소', '2026-09-23', '2026-09-30', true),
          row(7, '반품', '2026-10-02', '2026-10-08', false),
        ],
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(<RefundsDuePage />, {
      path: '/admin/refunds-due',
      url: '/admin/refunds-due',
    });
    expect(await screen.findByText('오늘(2026-10-08) 기준 2건, 그중 기한 지남 1건')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('2026-09-30');
    expect(rows[0]?.textContent).toContain('8일 지남');
    expect(rows[0]?.textContent).toContain('취소 신청일');
    expect(rows[0]?.textContent).toContain('36,900');
    expect(rows[1]?.textContent).toContain('2026-10-08');
    expect(rows[1]?.textContent).toContain('오늘까지');
    expect(rows[1]?.textContent).toContain('입고·검수일');

    await user.click(screen.getByRole('button', { name: '신청 7 처리 화면 열기' }));
    expect(router.state.location.pathname).toBe('/admin/returns');
    expect(router.state.location.search).toBe('?open=7');
  });

  it('says so when nothing is due', async () => {
    stubApi([route(adminRefundsDue, { today: '2026-10-08', list: [] })]);
    renderPage(<RefundsDuePage />, { path: '/admin/refunds-due', url: '/admin/refunds-due' });
    expect(await screen.findByText('오늘까지 해야 할 환불이 없습니다.')).toBeTruthy();
  });
});

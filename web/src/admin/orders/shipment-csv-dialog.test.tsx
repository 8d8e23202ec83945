import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShipmentCsvDialog } from './shipment-csv-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the courier CSV dialog', () => {
  it('names each refused line, and its column when one field is at fault', async () => {
    const refusal = {
      error: { code: 'CSV-INVALID', message: '잘못된 행이 있어 아무 주문도 바꾸지 않았습니다.' },
      lines: [
        { line: 3, column: 1, message: "주문번호 'abc'가 숫자가 아닙니다." },
        { line: 4, message: '열이 3개가 아닙니다.' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShipmentCsvDialog onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const csv = 'orderId,courier,invoice\n1,CJ,568300001111\nabc,CJ,568300002222\n1,CJ\n';
    await user.upload(
      screen.getByLabelText('CSV 파일'),
      new File([csv], 'invoices.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: '올리기' }));
    // the kit's table: a row a problem, its line, then its column and message
    const problems = await screen.findByRole('table', { name: '오류 2건' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', "1열: 주문번호 'abc'가 숫자가 아닙니다."],
      ['4', '열이 3개가 아닙니다.'],
    ]);
  });
});

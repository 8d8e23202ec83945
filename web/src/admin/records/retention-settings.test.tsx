import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminRetentionSave,
  adminRetentionSettings,
  type RecordKind,
} from '@shop/contract/admin-records.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { RetentionSettings } from './retention-settings.tsx';

const setting = (kind: RecordKind, years: number, legalYears: number) => ({
  kind,
  years,
  legalYears,
  updatedAt: null,
});

describe('the retention periods (decision 0506)', () => {
  it('offers no period below the law’s and saves a longer one', async () => {
    const requests = stubApi([
      route(adminRetentionSettings, {
        list: [setting('contracts', 5, 5), setting('complaints', 3, 3)],
      }),
      route(adminRetentionSave, (body) => ({
        data: { ...setting('complaints', 4, 3), ...(body as object) },
      })),
    ]);
    const user = userEvent.setup();
    renderPage(<RetentionSettings />, { path: '/admin/records', url: '/admin/records' });
    const contracts = await screen.findByRole('combobox', { name: '계약·주문 보존기간' });
    const offered = [...contracts.querySelectorAll('option')].map((o) => o.textContent);
    expect(offered).toEqual(['5년', '6년', '7년', '8년', '9년', '10년']);
    const complaints = screen.getByRole('combobox', {
      name: '소비자 불만·분쟁처리(1:1 문의) 보존기간',
    });
    expect(complaints.querySelector('option')?.textContent).toBe('3년');

    await user.selectOptions(complaints, '4');
    expect(
      await screen.findByText('소비자 불만·분쟁처리(1:1 문의) 보존기간을 4년으로 바꿨습니다.'),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'complaints',
      years: 4,
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  queryEmsCityChoices,
  queryEmsStateChoices,
  queryEmsZipcodeChoices,
} from '@shop/contract/checkout-oversea.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { EmsPostcodeDialog } from './ems-postcode-dialog.tsx';

describe('the EMS postcode dialog', () => {
  it('uses a choice only with the state, the city and the zip code', async () => {
    stubApi([
      route(queryEmsStateChoices, { data: { choices: ['California', 'Texas'] } }),
      route(queryEmsCityChoices, { data: { choices: ['Irvine', 'Los Angeles'] } }),
      route(queryEmsZipcodeChoices, { data: { choices: ['92618', '92620'] } }),
    ]);
    const onUse = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <EmsPostcodeDialog nationCd="US" nationLabel="미국" onUse={onUse} onClose={() => {}} />,
      { path: '/', url: '/' },
    );
    const refused = async () => {
      await user.click(screen.getByRole('button', { name: '사용' }));
      // the contract's message, verbatim (checkout-forms.ts emsPostcodeChoice)
      const text = await screen.findByText('State, City, and Zip Code를 모두 선택해주세요.');
      const alert = text.closest('dialog')!;
      await user.click(within(alert as HTMLElement).getByRole('button', { name: '확인' }));
      await waitFor(() =>
        expect(screen.queryByText('State, City, and Zip Code를 모두 선택해주세요.')).toBeNull(),
      );
    };

    await refused();
    const state = screen.getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Texas' })).toBeTruthy());
    await user.selectOptions(state, 'California');
    await refused();
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Irvine' })).toBeTruthy());
    await user.selectOptions(city, 'Irvine');
    await refused();
    expect(onUse).not.toHaveBeenCalled();

    const zip = screen.getByRole('combobox', { name: 'Zip Code' });
    await waitFor(() => expect(within(zip).getByRole('option', { name: '92618' })).toBeTruthy());
    await user.selectOptions(zip, '92618');
    await user.click(screen.getByRole('button', { name: '사용' }));
    expect(onUse).toHaveBeenCalledWith({ state: 'California', city: 'Irvine', zipCode: '92618' });
  });
});

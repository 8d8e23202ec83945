import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminTabs, type AdminTab } from './admin-tabs.tsx';

type Key = 'waiting' | 'expired' | 'reconciliation';
const TABS: AdminTab<Key>[] = [
  { key: 'waiting', label: '입금 대기', count: 3 },
  { key: 'expired', label: '기한 지남', count: 0 },
  { key: 'reconciliation', label: '일별 대사' },
];

/** The tabs as a page holds them (the selection in its state), with what each selection asked. */
function Holder({ onSelect }: { onSelect: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('expired');
  return (
    <AdminTabs
      label="입금·정산"
      tabs={TABS}
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
    >
      <p>{selected} 목록</p>
    </AdminTabs>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe("the back office's tabs", () => {
  it('names the list, marks the selected tab and labels the one panel by it', () => {
    render(<Holder onSelect={() => undefined} />);
    const list = screen.getByRole('tablist', { name: '입금·정산' });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '입금 대기 3',
      '기한 지남 0',
      '일별 대사',
    ]);
    expect(selectedTab()).toEqual([tab(/기한 지남/)]);
    const panel = screen.getByRole('tabpanel', { name: '기한 지남 0' });
    expect(panel.textContent).toBe('expired 목록');
    for (const t of screen.getAllByRole('tab')) {
      expect(t.getAttribute('aria-controls')).toBe(panel.id);
    }
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">앞</button>
        <Holder onSelect={() => undefined} />
      </>,
    );
    expect(tab(/입금 대기/).tabIndex).toBe(-1);
    expect(tab(/기한 지남/).tabIndex).toBe(0);
    await user.click(screen.getByRole('button', { name: '앞' }));
    await user.tab();
    expect(document.activeElement).toBe(tab(/기한 지남/));
  });

  it('moves and selects with the arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Holder onSelect={onSelect} />);
    await user.click(tab(/기한 지남/));
    onSelect.mockClear();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/일별 대사/));
    expect(selectedTab()).toEqual([tab(/일별 대사/)]);
    expect(screen.getByRole('tabpanel', { name: '일별 대사' }).textContent).toBe(
      'reconciliation 목록',
    );

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/입금 대기/));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab(/일별 대사/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab(/입금 대기/));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab(/일별 대사/));
    expect(onSelect.mock.calls.map(([key]) => key)).toEqual([
      'reconciliation',
      'waiting',
      'reconciliation',
      'waiting',
      'reconciliation',
    ]);

    // another key neither moves nor selects
    await user.keyboard('{ArrowDown}{a}');
    expect(document.activeElement).toBe(tab(/일별 대사/));
    expect(onSelect).toHaveBeenCalledTimes(5);
  });

  it('selects a tab that is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Holder onSelect={onSelect} />);
    await user.click(tab(/입금 대기/));
    expect(onSelect).toHaveBeenCalledWith('waiting');
    expect(selectedTab()).toEqual([tab(/입금 대기/)]);
    expect(screen.getByRole('tabpanel').textContent).toBe('waiting 목록');
  });
});

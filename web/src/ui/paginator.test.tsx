import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Paginator } from './paginator.tsx';

function Holder({ start, totalPages }: { start: number; totalPages: number }) {
  const [page, setPage] = useState(start);
  return <Paginator page={page} totalPages={totalPages} visiblePages={10} onChange={setPage} />;
}

/** The page numbers shown, and the one marked current. */
function shown() {
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  const numbers = within(nav)
    .getAllByRole('button', { name: /페이지$/ })
    .filter((b) => /^\d+ 페이지$/.test(b.getAttribute('aria-label') ?? ''))
    .map((b) => Number(b.textContent));
  const current = within(nav)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');
  return { numbers, current: Number(current?.textContent) };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the paginator (blocks of page numbers, previous and next)', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Holder start={1} totalPages={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the block of the current page and moves block to block', async () => {
    const user = userEvent.setup();
    render(<Holder start={1} totalPages={25} />);
    expect(shown()).toEqual({ numbers: range(1, 10), current: 1 });
    expect(screen.getByRole('button', { name: '이전 페이지' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '10 페이지' }));
    expect(shown()).toEqual({ numbers: range(1, 10), current: 10 });
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(shown()).toEqual({ numbers: range(11, 20), current: 11 });
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(shown()).toEqual({ numbers: range(1, 10), current: 10 });
  });

  it('ends the last block at the last page, where next is disabled', async () => {
    const user = userEvent.setup();
    render(<Holder start={24} totalPages={25} />);
    expect(shown()).toEqual({ numbers: range(21, 25), current: 24 });
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(shown().current).toBe(25);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toHaveProperty('disabled', true);
  });
});

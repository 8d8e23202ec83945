import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from './dialogs/dialog-host.tsx';
import { QuantityCounter } from './quantity-counter.tsx';

/** The counter as its callers hold it: the kept quantity in the caller's state. */
function Holder({ start }: { start: number }) {
  const [qty, setQty] = useState(start);
  return (
    <>
      <QuantityCounter value={qty} onChange={setQty} label="국어 1" />
      <DialogHost />
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 (국어 1)' });
const less = () => screen.getByRole<HTMLButtonElement>('button', { name: '수량 줄이기' });
const more = () => screen.getByRole<HTMLButtonElement>('button', { name: '수량 늘리기' });
const MAX_ALERT = '20개까지 수량선택 가능합니다';

describe('the quantity counter (1-20, spec 1 §9)', () => {
  it('steps up and down, never below 1', async () => {
    const user = userEvent.setup();
    render(<Holder start={1} />);
    expect(less().disabled).toBe(true);

    await user.click(more());
    expect(field().value).toBe('2');
    expect(less().disabled).toBe(false);
    await user.click(less());
    expect(field().value).toBe('1');
    expect(less().disabled).toBe(true);
  });

  it('says 20 is the most when stepped past it, and keeps 20', async () => {
    const user = userEvent.setup();
    render(<Holder start={20} />);
    await user.click(more());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(MAX_ALERT)).toBeTruthy();
    expect(field().value).toBe('20');
  });

  it('takes a typed quantity; an emptied field goes back to 1, one above 20 to 20 with the alert', async () => {
    const user = userEvent.setup();
    render(<Holder start={3} />);

    await user.clear(field());
    expect(field().value).toBe('1');
    await user.type(field(), '7');
    expect(field().value).toBe('17');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(field(), '5');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText(MAX_ALERT)).toBeTruthy();
    expect(field().value).toBe('20');
  });

  it('is disabled as a whole when its caller says so (a single-only or unsellable item)', () => {
    render(<QuantityCounter value={1} onChange={() => {}} disabled label="국어 1" />);
    expect(field().disabled).toBe(true);
    expect(more().disabled).toBe(true);
    expect(less().disabled).toBe(true);
  });
});

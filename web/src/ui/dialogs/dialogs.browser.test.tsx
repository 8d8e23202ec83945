import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ModalFrame } from './dialog-frame.tsx';
import { DialogHost } from './dialog-host.tsx';
import { confirmDialog } from './dialog-store.ts';

/**
 * In Chromium, not happy-dom: the focus kept inside, Esc and the focus given back are the
 * browser's own `<dialog>` at work (decision 0284). Keys and clicks are real input (Playwright).
 */

function ConfirmOpener({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() => void confirmDialog('선택한 상품을 삭제하시겠습니까?').then(onAnswer)}
      >
        선택 삭제
      </button>
      <button type="button">뒤의 버튼</button>
      <DialogHost />
    </>
  );
}

function FrameOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        무료배송 안내
      </button>
      {open && (
        <ModalFrame title="무료배송 안내" onClose={() => setOpen(false)}>
          <p>안내 내용</p>
          <a href="#guide">자세히</a>
        </ModalFrame>
      )}
    </>
  );
}

const inDialog = () => screen.getByRole('dialog').contains(document.activeElement);

describe('the dialogs (native <dialog>, in Chromium)', () => {
  it('takes the focus, keeps it inside on Tab, closes on Esc as a cancel and gives the focus back', async () => {
    const answers: boolean[] = [];
    render(<ConfirmOpener onAnswer={(ok) => answers.push(ok)} />);
    const opener = screen.getByRole('button', { name: '선택 삭제' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: '알림' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(inDialog()).toBe(true));
    // past the dialog's last button the focus leaves the document for the browser's own controls,
    // never for the page behind
    const behind = screen
      .getAllByRole('button', { hidden: true })
      .filter((b) => !dialog.contains(b));
    for (const key of [
      '{Tab}',
      '{Tab}',
      '{Tab}',
      '{Shift>}{Tab}{/Shift}',
      '{Shift>}{Tab}{/Shift}',
    ]) {
      await userEvent.keyboard(key);
      expect(behind).not.toContain(document.activeElement);
    }
    await userEvent.keyboard('{Tab}');
    expect(inDialog()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answers).toEqual([false]);
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back after an answer by button too', async () => {
    const answers: boolean[] = [];
    render(<ConfirmOpener onAnswer={(ok) => answers.push(ok)} />);
    const opener = screen.getByRole('button', { name: '선택 삭제' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(answers).toEqual([true]);
    expect(document.activeElement).toBe(opener);
  });

  it('makes the page behind inert while open', async () => {
    render(<ConfirmOpener onAnswer={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    await screen.findByRole('dialog');
    const behind = screen.getByRole('button', { name: '뒤의 버튼', hidden: true });
    behind.focus();
    expect(document.activeElement).not.toBe(behind);
  });

  it('closes a frame by Esc and by its close button, the focus back on its opener', async () => {
    render(<FrameOpener />);
    const opener = screen.getByRole('button', { name: '무료배송 안내' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: '무료배송 안내' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

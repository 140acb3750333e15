import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, preloadDialog } from './dialog.tsx';

function Harness({ onOpenChange = () => undefined, description }: { onOpenChange?: (open: boolean) => void; description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        領収書を発行する
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="領収書の発行"
        closeLabel="閉じる"
        {...(description === undefined ? {} : { description })}
      >
        <label>
          宛名
          <input defaultValue="山田 太郎" />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing, and loads no panel code, until first opened', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.innerHTML).toBe('<button type="button">領収書を発行する</button>');
  });

  describe('once its code is loaded', () => {
    beforeAll(() => preloadDialog(), 0);

    it('opens as a modal dialog named by its title and described by its description, holding the given content', async () => {
      render(<Harness description="宛名と但し書きを入力してください。" />);
      fireEvent.click(screen.getByRole('button', { name: '領収書を発行する' }));
      const dialog = await screen.findByRole('dialog', { name: '領収書の発行' });
      expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        '宛名と但し書きを入力してください。',
      );
      expect((screen.getByLabelText('宛名') as HTMLInputElement).value).toBe('山田 太郎');
    });

    it('has no description unless given one', async () => {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: '領収書を発行する' }));
      expect((await screen.findByRole('dialog')).getAttribute('aria-describedby')).toBeNull();
    });

    it('closes with its close button and with Escape, and gives the focus back to the opener', async () => {
      const onOpenChange = vi.fn();
      render(<Harness onOpenChange={onOpenChange} />);
      const opener = screen.getByRole('button', { name: '領収書を発行する' });
      opener.focus();
      fireEvent.click(opener);
      const close = await screen.findByRole('button', { name: '閉じる' });
      await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
      fireEvent.click(close);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(opener));

      fireEvent.click(opener);
      fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
    });
  });
});

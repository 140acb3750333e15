import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Drawer, preloadDrawer } from './drawer.tsx';

function Harness({ onOpenChange = () => undefined }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        メニュー
      </button>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="メニュー一覧"
        closeLabel="閉じる"
      >
        <a href="/t-shirts">Tシャツ</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('renders nothing, and loads no panel code, until first opened', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.innerHTML).toBe('<button type="button">メニュー</button>');
  });

  describe('once its code is loaded', () => {
    // The panel is a chunk of its own: loaded before these tests, so a findBy… never waits on it.
    beforeAll(() => preloadDrawer(), 0);

    it('opens as a dialog named by its title, holding the given links', async () => {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'メニュー' }));
      const dialog = await screen.findByRole('dialog', { name: 'メニュー一覧' });
      expect(dialog.querySelector('a[href="/t-shirts"]')?.textContent).toBe('Tシャツ');
    });

    it('closes with its close button and with Escape', async () => {
      const onOpenChange = vi.fn();
      render(<Harness onOpenChange={onOpenChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'メニュー' }));
      fireEvent.click(await screen.findByRole('button', { name: '閉じる' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'メニュー' }));
      fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
    });

    it('gives the focus back to the button that opened it when it closes', async () => {
      render(<Harness />);
      const opener = screen.getByRole('button', { name: 'メニュー' });
      opener.focus();
      fireEvent.click(opener);
      const close = await screen.findByRole('button', { name: '閉じる' });
      await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(close, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });
  });
});

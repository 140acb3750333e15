import { TestEditor } from '@shop/design-document/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import type { DesignRoute } from './services/route.ts';

const desktop: DesignRoute = { kind: 'order', code: 'T1', pid: 'p1', mobile: false, colorId: null };

function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', target: Element, x: number, y: number) {
  fireEvent[type](target, { clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, buttons: type === 'pointerUp' ? 0 : 1 });
}

describe('App', () => {
  it('draws a rectangle on the canvas with the rectangle tool, as one undoable command', () => {
    const editor = new TestEditor();
    render(<App editor={editor} route={desktop} />);
    act(() => editor.setCamera({ zoom: 2, x: 0, y: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '四角形' }));
    const canvas = screen.getByTestId('design-canvas');
    pointer('pointerDown', canvas, 20, 20);
    pointer('pointerMove', canvas, 60, 80);
    pointer('pointerMove', canvas, 120, 100);
    pointer('pointerUp', canvas, 120, 100);
    expect(editor.page.shapes).toHaveLength(1);
    expect(editor.page.shapes[0]).toMatchObject({ type: 'rect', x: 10, y: 10, w: 50, h: 40 });
    expect(screen.getByRole('button', { name: /元に戻す/ }).getAttribute('title')).toMatch(/^元に戻す：/);
    fireEvent.click(screen.getByRole('button', { name: /元に戻す/ }));
    expect(editor.page.shapes).toHaveLength(0);
  });

  it('has the copyright footer, the finish button wired to onFinish, and no footer on the -mobile route', async () => {
    const onFinish = vi.fn(async () => {});
    const { unmount } = render(<App editor={new TestEditor()} route={desktop} onFinish={onFinish} />);
    expect(screen.getByText('© プリントファクトリー')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'デザインを確定' })));
    expect(onFinish).toHaveBeenCalledTimes(1);
    unmount();

    render(<App editor={new TestEditor()} route={{ ...desktop, mobile: true }} />);
    expect(screen.queryByText('© プリントファクトリー')).toBeNull();
    expect(screen.getByTestId('bottom-sheet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'デザインを確定' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes shortcuts on the canvas but not in form fields', () => {
    const editor = new TestEditor();
    render(<App editor={editor} route={desktop} />);
    const canvas = screen.getByTestId('design-canvas');
    fireEvent.keyDown(canvas, { key: 'r', code: 'KeyR' });
    expect(editor.tool.id).toBe('rect');
    fireEvent.keyDown(screen.getByTestId('style-stroke-width'), { key: 'v', code: 'KeyV' });
    expect(editor.tool.id).toBe('rect');
  });
});

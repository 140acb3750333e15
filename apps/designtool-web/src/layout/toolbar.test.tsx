import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEditor } from '../testing/render.tsx';
import { Toolbar } from './toolbar.tsx';

describe('Toolbar', () => {
  it('switches tools by their Japanese names and shows which one is on', () => {
    const { editor } = renderWithEditor(<Toolbar />);
    expect(editor.tool.id).toBe('select');
    expect(screen.getByRole('button', { name: '選択' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '四角形' }));
    expect(editor.tool.id).toBe('rect');
    expect(screen.getByRole('button', { name: '四角形' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '選択' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: '鉛筆' }));
    expect(editor.tool.id).toBe('pencil');
  });

  it('puts each shortcut in the tooltip and links each tool to its manual page in a new tab', () => {
    renderWithEditor(<Toolbar />);
    expect(screen.getByRole('button', { name: '楕円' }).getAttribute('title')).toBe('楕円（O）');
    expect(screen.getByRole('button', { name: 'テキスト' }).getAttribute('aria-keyshortcuts')).toBe('T');
    const help = screen.getByRole('link', { name: '矢印の使い方（新しいタブ）' });
    expect(help.getAttribute('href')).toBe('/designtool/arrowtool');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '画像の読み込みの使い方（新しいタブ）' }).getAttribute('href')).toBe('/designtool/importimage');
  });

  it('follows the editor when a shortcut changes the tool', () => {
    const { editor } = renderWithEditor(<Toolbar />);
    act(() => editor.setTool('line'));
    expect(screen.getByRole('button', { name: '直線' }).getAttribute('aria-pressed')).toBe('true');
  });
});

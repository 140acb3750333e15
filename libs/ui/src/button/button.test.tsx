import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { button } from './button.css.ts';

describe('Button', () => {
  it('is a plain button (not a submit button) unless told otherwise', () => {
    render(<Button>カートに入れる</Button>);
    expect(screen.getByRole('button', { name: 'カートに入れる' }).getAttribute('type')).toBe('button');
  });

  it('calls onClick when pressed', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>HOME</Button>);
    screen.getByRole('button', { name: 'HOME' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each variant its own class so links can look like buttons', () => {
    expect(button({ variant: 'primary' })).not.toBe(button({ variant: 'outline' }));
    render(
      <Button variant="outline" className="extra">
        詳細
      </Button>,
    );
    const classes = screen.getByRole('button', { name: '詳細' }).className.split(' ');
    expect(classes).toContain('extra');
    expect(classes.length).toBeGreaterThan(1);
  });
});

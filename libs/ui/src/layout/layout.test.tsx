import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cluster, stack } from './layout.css.ts';

const classesOf = (className: string) => className.split(' ').filter(Boolean);

describe.each([
  { name: 'stack', recipe: stack },
  { name: 'cluster', recipe: cluster },
])('$name', ({ recipe }) => {
  it('styles a list with its base and the default variants', () => {
    render(
      <ul className={recipe({ list: true })}>
        <li>A</li>
      </ul>,
    );
    expect(classesOf(screen.getByRole('list').className)).toEqual(expect.arrayContaining(classesOf(recipe()).slice(0, 1)));
  });

  it('has one class a gap step', () => {
    const gaps = (['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((gap) => recipe({ gap }));
    expect(new Set(gaps).size).toBe(gaps.length);
  });
});

describe('cluster', () => {
  it('aligns and spreads by variant', () => {
    expect(cluster({ align: 'start' })).not.toBe(cluster());
    expect(cluster({ justify: 'between' })).not.toBe(cluster());
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card } from './card.css.ts';

const classesOf = (className: string) => className.split(' ').filter(Boolean);

describe('card', () => {
  it('gives a box the card classes, the defaults (16 px padding, subtle border) included', () => {
    render(<section className={card()}>注文</section>);
    expect(classesOf(screen.getByText('注文').className).length).toBeGreaterThan(1);
    expect(card()).toBe(card({ padding: 'md', border: 'subtle', radius: 'md', link: false }));
  });

  it.each([
    { padding: 'none' },
    { padding: 'lg' },
    { padding: 'responsive' },
    { border: 'strong' },
    { radius: 'sm' },
    { link: true },
  ] as const)('has a class of its own for %o', (variants) => {
    expect(card(variants)).not.toBe(card());
    expect(classesOf(card(variants))[0]).toBe(classesOf(card())[0]); // the base class
  });
});

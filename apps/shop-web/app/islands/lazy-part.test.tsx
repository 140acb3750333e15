import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, preloadLazyParts } from './lazy-part.ts';

describe('lazyPart', () => {
  it('renders the named export once its chunk is loaded, and preloadLazyParts loads it ahead', async () => {
    let loads = 0;
    const Greeting = lazyPart(() => {
      loads += 1;
      return Promise.resolve(({ name }: { name: string }) => <p>こんにちは、{name}さん</p>);
    });
    await preloadLazyParts();
    expect(loads).toBe(1);
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Greeting name="太郎" />
      </Suspense>,
    );
    expect(await screen.findByText('こんにちは、太郎さん')).toBeTruthy();
  });
});

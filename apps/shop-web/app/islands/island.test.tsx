import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredModule, preloadWith } from '../testing/deferred-module.ts';
import { island } from './island.tsx';

/** A counter button: interactive only once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** An island whose module arrives when the test says so. */
function deferredIsland() {
  const module = deferredModule(Counter);
  return { ...module, Island: island('Counter', module.load) };
}

type IslandPage = (props: { Island: ReturnType<typeof deferredIsland>['Island'] }) => React.ReactNode;

/** Server HTML of `Page` (the server's module loaded first), hydrated while the browser's module of the same island is still on its way. */
async function hydratedWithLateModule(Page: IslandPage) {
  const server = deferredIsland();
  await preloadWith(server.arrive);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Island={server.Island} />);
  document.body.append(container);
  const browser = deferredIsland();
  await act(async () => {
    hydrateRoot(container, <Page Island={browser.Island} />);
  });
  return { container, browser };
}

const pending = () => window.__shopIslandsPending ?? 0;

afterEach(() => {
  document.body.innerHTML = '';
  window.__shopIslandsPending = 0;
});

describe('islands', () => {
  it('render in place on the server once their modules are loaded', async () => {
    const { Island, arrive } = deferredIsland();
    await preloadWith(arrive);
    const html = renderToString(<Island label="押した回数" />);
    expect(html).toContain('<button type="button">押した回数<!-- --> <!-- -->0</button>');
    // A Suspense boundary that completed: its content inline, no fallback, no script to swap it in.
    expect(html).toMatch(/^<!--\$-->/);
    expect(html).not.toContain('<template');
  });

  it('keep the server HTML while their code loads, then hydrate it and answer to input', async () => {
    const { container, browser } = await hydratedWithLateModule(Island2);
    const button = container.querySelector('button')!;
    expect(browser.requests()).toBe(1);
    // Still the server's element, visible, and not yet hydrated: a click does nothing.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('押した回数 0');
    expect(pending()).toBe(1);
    button.click();
    expect(button.textContent).toBe('押した回数 0');

    await act(async () => browser.arrive());
    expect(container.querySelector('button')).toBe(button);
    expect(pending()).toBe(0);
    await act(async () => button.click());
    expect(button.textContent).toBe('押した回数 1');
  });

  it('keep the server HTML when the parent re-renders with the same props before the code has arrived', async () => {
    const { container, browser } = await hydratedWithLateModule(Parent);
    const button = container.querySelector('button[type="button"]')!;
    // The parent's own state changes: the island gets equal props, so React leaves it as it is.
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="rerender"]')!.click());
    expect(container.querySelector('[data-testid="renders"]')!.textContent).toBe('1');
    expect(container.querySelector('button[type="button"]')).toBe(button);
    expect(button.textContent).toBe('押した回数 0');

    await act(async () => browser.arrive());
    expect(container.querySelector('button[type="button"]')).toBe(button);
  });
});

function Island2({ Island }: { Island: ReturnType<typeof deferredIsland>['Island'] }) {
  return <Island label="押した回数" />;
}

function Parent({ Island }: { Island: ReturnType<typeof deferredIsland>['Island'] }) {
  const [renders, setRenders] = useState(0);
  return (
    <div>
      <span data-testid="renders">{renders}</span>
      <button type="submit" data-testid="rerender" onClick={() => setRenders((value) => value + 1)}>
        再描画
      </button>
      <Island label="押した回数" />
    </div>
  );
}

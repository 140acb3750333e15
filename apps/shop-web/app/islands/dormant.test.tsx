import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredModule, preloadWith } from '../testing/deferred-module.ts';
import { dormant, resetDormantParts } from './dormant.tsx';

/** A part with a counter button (interactive only when live) and a colour it shows. */
function Details({ color }: { color: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p data-testid="color">{color}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        押した回数 {count}
      </button>
    </section>
  );
}

/** A dormant part whose module arrives when the test says so. */
function deferredPart() {
  const module = deferredModule(Details);
  return { ...module, Part: dormant('Details', module.load) };
}

/** The page around the part: its own state changes the part's colour. */
function Page({ Part }: { Part: ReturnType<typeof deferredPart>['Part'] }) {
  const [color, setColor] = useState('ホワイト');
  return (
    <div>
      <button type="button" data-testid="choose" onClick={() => setColor('ネイビー')}>
        ネイビーにする
      </button>
      <Part color={color} />
    </div>
  );
}

/** Server HTML of the page (the server's module loaded first, as entry.server does), hydrated with a browser module still on its way. */
async function hydratedPage() {
  const server = deferredPart();
  await preloadWith(server.arrive);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Part={server.Part} />);
  document.body.append(container);
  const serverButton = container.querySelector('section button')!;
  const browser = deferredPart();
  await act(async () => {
    hydrateRoot(container, <Page Part={browser.Part} />);
  });
  return { container, serverButton, browser };
}

afterEach(() => {
  document.body.innerHTML = '';
  resetDormantParts();
});

describe('dormant parts', () => {
  it('render in place on the server, in an element that takes no box', async () => {
    const { Part, arrive } = deferredPart();
    await preloadWith(arrive);
    const html = renderToString(<Part color="ホワイト" />);
    expect(html).toMatch(
      /^<div class="[^"]+" data-dormant="Details"><section><p data-testid="color">ホワイト<\/p><button type="button">押した回数 <!-- -->0<\/button><\/section><\/div>$/,
    );
  });

  it('keep the server HTML after hydration without fetching their code until a shopper shows up', async () => {
    const { container, serverButton, browser } = await hydratedPage();
    expect(browser.requests()).toBe(0);
    // Still the server's elements, hydrated around them; a re-render of the page (equal props) keeps them.
    expect(container.querySelector('section button')).toBe(serverButton);
    expect(container.querySelector('[data-testid="color"]')!.textContent).toBe('ホワイト');

    // The first sign of a shopper: the code is fetched, and the live part replaces the server HTML.
    await act(async () => window.dispatchEvent(new Event('pointermove')));
    expect(browser.requests()).toBe(1);
    expect(container.querySelector('section button')).toBe(serverButton);
    await act(async () => browser.arrive());
    const live = container.querySelector<HTMLButtonElement>('section button')!;
    expect(live).not.toBe(serverButton);
    expect(container.querySelectorAll('section')).toHaveLength(1);
    await act(async () => live.click());
    expect(live.textContent).toBe('押した回数 1');
  });

  it('wake when their props change, and show the new props once the code has arrived', async () => {
    const { container, browser } = await hydratedPage();
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="choose"]')!.click());
    expect(browser.requests()).toBe(1);
    // Until the code arrives, the server's HTML stays (nothing disappears).
    expect(container.querySelector('[data-testid="color"]')!.textContent).toBe('ホワイト');
    await act(async () => browser.arrive());
    expect(container.querySelector('[data-testid="color"]')!.textContent).toBe('ネイビー');
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('replay a click on the server HTML on the live part, and keep the focus there', async () => {
    const { container, serverButton, browser } = await hydratedPage();
    (serverButton as HTMLButtonElement).focus();
    await act(async () => (serverButton as HTMLButtonElement).click());
    expect(browser.requests()).toBe(1);
    await act(async () => browser.arrive());
    const live = container.querySelector<HTMLButtonElement>('section button')!;
    expect(live.textContent).toBe('押した回数 1');
    expect(document.activeElement).toBe(live);
  });

  it('render at once, loading their code, when rendered after hydration (a client-side navigation)', async () => {
    const { Part, arrive, requests } = deferredPart();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Part color="ブラック" />));
    expect(requests()).toBe(1);
    await act(async () => arrive());
    expect(container.querySelector('[data-testid="color"]')!.textContent).toBe('ブラック');
    await act(async () => root.unmount());
  });
});

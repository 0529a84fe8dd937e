import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../core/test-support/fakeTransport.js';
import { CONTAINER_ID, mountWidgets } from './mount.js';
import { linkStylesheet } from './stylesheet.js';
import { whenLoaded } from './whenLoaded.js';

beforeEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});
afterEach(cleanup);

function mount(
  html: string,
  scriptUrl: string | null = 'https://scores.example.org/embed/livescore.js',
) {
  document.body.innerHTML = html;
  const urls: string[] = [];
  let roots: ReturnType<typeof mountWidgets> = [];
  act(() => {
    roots = mountWidgets(document, {
      scriptUrl,
      createTransport: (url) => {
        urls.push(url);
        return new FakeTransport();
      },
    });
  });
  return { urls, roots };
}

function unmountAll(roots: ReturnType<typeof mountWidgets>) {
  act(() => {
    for (const root of roots) root.unmount();
  });
}

describe('embed', () => {
  it('mounts nothing on a page without the placeholder', () => {
    const { roots } = mount('<main><p>Article</p></main>');
    expect(roots).toEqual([]);
    expect(document.getElementById(CONTAINER_ID)).toBeNull();
  });

  it('replaces the placeholder with #wgWidgetScreen holding the widget in data-lang', () => {
    const { urls, roots } = mount(
      '<aside><div data-place="widget-live-match" data-lang="de"></div></aside>',
    );
    const container = document.getElementById(CONTAINER_ID)!;
    expect(container.parentElement?.tagName).toBe('ASIDE');
    expect(document.querySelector('[data-place]')).toBeNull();
    const section = container.querySelector('section')!;
    expect(section.getAttribute('lang')).toBe('de');
    expect(section.getAttribute('aria-label')).toBe('Live-Spielstand');
    // The script's own origin, plus /ws.
    expect(urls).toEqual(['wss://scores.example.org/ws']);
    unmountAll(roots);
  });

  it('defaults to English and takes data-url and data-empty-text', () => {
    const { urls, roots } = mount(
      '<div data-place="widget-live-match" data-url="ws://rt.example.org/ws" data-empty-text="Rien"></div>',
    );
    expect(document.querySelector('section')?.getAttribute('lang')).toBe('en');
    expect(urls).toEqual(['ws://rt.example.org/ws']);
    unmountAll(roots);
  });

  it('falls back to the page origin when the script URL is unknown', () => {
    const { urls, roots } = mount('<div data-place="widget-live-match"></div>', null);
    expect(urls).toEqual([`ws://${location.host}/ws`]);
    unmountAll(roots);
  });
});

describe('start once the document has loaded (spec 2.2)', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const listeners: (() => void)[] = [];
    const win = {
      document: { readyState },
      addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
    };
    return {
      win: win as unknown as Window,
      fire: () => {
        for (const listener of listeners) listener();
      },
    };
  }

  it('starts at once when the document is complete', () => {
    const start = vi.fn();
    whenLoaded(fakeWindow('complete').win, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['loading', 'interactive'] as const)('waits for the load event while %s', (state) => {
    const start = vi.fn();
    const { win, fire } = fakeWindow(state);
    whenLoaded(win, start);
    expect(start).not.toHaveBeenCalled();
    expect(win.addEventListener).toHaveBeenCalledWith('load', start, { once: true });
    fire();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('stylesheet', () => {
  it('links the stylesheet once', () => {
    linkStylesheet(document, 'https://scores.example.org/embed/livescore.css');
    linkStylesheet(document, 'https://scores.example.org/embed/livescore.css');
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://scores.example.org/embed/livescore.css');
  });
});

import { act, cleanup } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseModuleStrict } from '../core/model/ValidateModule.js';
import type { SliderApi } from '../react/api.js';
import { SliderModule } from '../react/SliderModule.js';
import {
  instantImages,
  memoryLogger,
  preloadChunks,
  settle,
} from '../react/test-support/renderSlider.js';
import { renderModuleHtml } from '../server/renderModuleHtml.js';
import { demoModule } from '../test-support/demoModule.js';
import { type MountedSlider, mountSliders } from './mount.js';
import { scriptJson } from './selectors.js';

let mounted: MountedSlider[] = [];

beforeAll(preloadChunks);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  act(() => {
    for (const m of mounted) m.root.unmount();
  });
  mounted = [];
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function mountPage(html: string) {
  document.body.innerHTML = html;
  const { logger, lines } = memoryLogger();
  instantImages(logger);
  act(() => {
    mounted = mountSliders(document, { logger });
  });
  await vi.waitFor(
    () => {
      if (!document.querySelector('.sr7-module') && !lines.some((l) => l.level === 'error')) {
        throw new Error('not yet');
      }
    },
    { timeout: 5000, interval: 20 },
  );
  await settle();
  return { lines };
}

describe('the embed on a page without React of its own', { timeout: 15_000 }, () => {
  it('mounts every module element: by alias from the REST route, and from inline JSON', async () => {
    const fetch = vi.fn(async (url: string) => {
      // On the server the embed script came from (here this folder's file: URL), not the page's.
      // On the server the embed script came from (here the file: URL of the sources), not the
      // page's. (A variable base: Vite rewrites `new URL('…', import.meta.url)` itself.)
      const script = import.meta.url;
      expect(url).toBe(new URL('/api/slider/sliders/demo-a?srengine=7&alias=true', script).href);
      return new Response(JSON.stringify({ success: true, ...demoModule({ alias: 'demo-a' }) }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetch);
    await mountPage(`
      <sr7-module data-alias="demo-a"></sr7-module>
      <p>Between the modules</p>
      <div data-tribune-slider data-lang="fr"><script type="application/json">${scriptJson(
        demoModule({ alias: 'demo-b', settings: { type: 'hero' } }),
      )}</script></div>`);
    await vi.waitFor(() => expect(document.querySelectorAll('.sr7-module')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [standard, hero] = document.querySelectorAll<HTMLElement>('.sr7-module');
    expect(standard?.dataset.alias).toBe('demo-a');
    expect(hero?.dataset.alias).toBe('demo-b');
    expect(hero?.classList.contains('sr7-hero')).toBe(true);
    expect(window.Tribune?.sliders?.get('demo-a')?.alias).toBe('demo-a');
  });

  it('mounts an element once, however often it runs', async () => {
    await mountPage(
      `<div data-tribune-slider><script type="application/json">${scriptJson(demoModule())}</script></div>`,
    );
    let again: MountedSlider[] = [];
    act(() => {
      again = mountSliders(document);
    });
    expect(again).toEqual([]);
    expect(document.querySelectorAll('.sr7-module')).toHaveLength(1);
  });

  it('labels the controls in the page language', async () => {
    document.documentElement.lang = 'fr';
    await mountPage(
      `<div data-tribune-slider><script type="application/json">${scriptJson(demoModule())}</script></div>`,
    );
    expect(document.querySelector('.sr7-leftarrow')?.getAttribute('aria-label')).toBe(
      'Diapositive précédente',
    );
    document.documentElement.lang = '';
  });

  it('an unreadable data script is reported and nothing else on the page is touched', async () => {
    const { lines } = await mountPage(
      '<p id="keep">Article</p><div data-tribune-slider data-alias="oops"><script type="application/json">{nope</script></div>',
    );
    expect(lines.map((l) => l.text)).toContain('oops Could not be Loaded from DB');
    expect(document.getElementById('keep')?.textContent).toBe('Article');
  });
});

describe('a module element held only as a modal (data-usage="modal")', () => {
  it('renders nothing and fetches nothing until it opens; without data-alias it says why', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = `
      <div id="held" data-tribune-slider data-usage="modal" data-alias="demo-modal-target"></div>
      <div id="nameless" data-tribune-slider data-usage="modal" data-id="12"></div>`;
    const { logger, lines } = memoryLogger();
    act(() => {
      mounted = mountSliders(document, { logger });
    });
    expect(mounted).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector('[data-modal-ready]')?.id).toBe('held'), {
      timeout: 5000,
      interval: 20,
    });
    expect(document.getElementById('held')?.childElementCount).toBe(0);
    expect(document.getElementById('nameless')?.childElementCount).toBe(0);
    expect(document.querySelector('.sr7-module, dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(lines).toEqual([
      { level: 'error', text: '12: a modal element needs data-alias, the alias that opens it' },
    ]);
  });
});

describe('server rendering and hydration', () => {
  it('sends the first slide with its image at high priority and hydrates it without a warning', async () => {
    const module = parseModuleStrict(demoModule());
    const html = await renderModuleHtml(module, { lang: 'en' });
    // What a reader sees before any script: the first slide and its layers, the height kept.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const image = doc.querySelector('[data-slide-id="1"] img.sr7-bg-img');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('src')).toBe('/img/slide-1.jpg');
    expect(doc.querySelector('[data-slide-id="1"] h2')?.textContent).toBe('Le derby en images');
    expect(doc.querySelector('[data-slide-id="2"] img')).toBeNull();
    // The hold (layers shown once parsed): its rule first, its mark last, outside React's root.
    const element = doc.querySelector('[data-tribune-slider]');
    expect(element?.hasAttribute('data-sr7-hold')).toBe(true);
    expect(element?.firstElementChild?.tagName).toBe('STYLE');
    expect(element?.lastElementChild?.outerHTML).toBe('<span class="sr7-parsed" hidden=""></span>');
    // jsdom's CSS parser drops min() and container units: read the attribute as sent.
    expect(doc.querySelector('.sr7-frame')?.getAttribute('style')).toMatch(/height:max\(min\(/);

    const errors = vi.spyOn(console, 'error');
    const { lines } = await mountPage(html);
    const heading = document.querySelector('[data-slide-id="1"] h2');
    await settle(100);
    expect(mounted[0]?.hydrated).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    // jsdom lays nothing out, so the module measures a 0 px parent; a browser test sees it sized.
    expect(lines.filter((l) => l.level !== 'info' && !/dimension is 0px/.test(l.text))).toEqual([]);
    // Hydration kept the server's nodes rather than replacing them.
    expect(document.querySelector('[data-slide-id="1"] h2')).toBe(heading);
    expect(document.querySelector('.sr7-leftarrow')).not.toBeNull();
  });

  it('rests at once after hydration, and a listener added before its engine hears the first slide end', async () => {
    const module = parseModuleStrict(demoModule());
    document.body.innerHTML = await renderModuleHtml(module, { lang: 'en' });
    const { logger } = memoryLogger();
    instantImages(logger);
    const section = document.querySelector<HTMLElement>('.sr7-module') as HTMLElement;
    const phases: (string | undefined)[] = [];
    const watch = new MutationObserver(() => phases.push(section.dataset.phase));
    watch.observe(section, { attributeFilter: ['data-phase'] });
    const ended: unknown[] = [];
    // A React host's listener, added through the ref as soon as the module is in the page.
    function Host() {
      const api = useRef<SliderApi>(null);
      useLayoutEffect(() => api.current?.on('ended', (detail) => ended.push(detail)), []);
      return <SliderModule module={module} serverRendered lang="en" logger={logger} ref={api} />;
    }
    const errors = vi.spyOn(console, 'error');
    const container = document.querySelector('[data-slider-root]') as HTMLElement;
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Host />);
    });
    await vi.waitFor(() => expect(section.dataset.slide).toBe('1'), { timeout: 5000 });
    await vi.waitFor(() => expect(ended).toEqual([{ previous: null, current: '1' }]), {
      timeout: 5000,
    });
    await settle(100);
    // The server's first slide needs no entrance: the engine rests as soon as it is prepared,
    // so the module never renders an "in" phase for it (a "preparing" one only while its
    // images load: at once in a browser, which renders in a later task; here under act).
    expect(phases).not.toContain('in');
    expect(section.dataset.phase).toBe('idle');
    expect(section.isConnected).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    watch.disconnect();
    act(() => root?.unmount());
  });
});

declare global {
  interface Window {
    Tribune?: { sliders?: { get(key: string): { alias: string } | undefined } };
  }
}

import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../core/data/Http.js';
import { preloadChunks, renderSlider, settle, shownSlide } from '../test-support/renderSlider.js';

beforeAll(async () => {
  await preloadChunks();
  await import('./streamPlugin.js');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const levels = <T,>(v: T) => [v, v, v, v, v];

/** A stream module in engine-7 shape: one template slide whose texts and link are metas. */
function streamData(type = 'photo-feed') {
  return {
    settings: {
      alias: 'flux-club',
      dbid: '42',
      title: 'Le compte du club',
      type: 'standard',
      source: { type, sourceids: type === 'wp-gallery' ? [12, 15] : 'club' },
      size: { width: levels(1240), height: levels(600) },
      nav: { arrows: { set: true } },
    },
    slides: {
      t: {
        id: 't',
        slide: { title: '{{title}}' },
        layers: {
          '0': { id: '0', type: 'shape', subtype: 'slidebg', bg: { image: { src: '' } } },
          '1': { id: '1', type: 'text', tag: 'h2', content: { text: '{{title}}' } },
          '2': {
            id: '2',
            type: 'text',
            subtype: 'button',
            content: { text: 'Voir' },
            href: '{{link}}',
          },
        },
      },
    },
  };
}

/** A server answering `get_stream_data` with `answer`, remembering the requests. */
function server(answer: (data: Record<string, unknown>) => { status: number; body: unknown }) {
  const requests: Record<string, string>[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body)));
    requests.push(form);
    const { status, body } = answer(JSON.parse(form.data ?? '{}'));
    return {
      status,
      statusText: status === 200 ? 'OK' : 'Bad Gateway',
      ok: status === 200,
      text: async () => JSON.stringify(body),
    };
  };
  return { fetch, requests };
}

const item = (n: number, title: string, link = `/p/${n}`) => ({
  id: `post-${n}`,
  sourceSlideId: 't',
  sourceModuleId: '42',
  metas: { title, link },
  image: { src: `/media/p${n}.jpg` },
});

describe('a module fed by a stream, loaded in the browser', { timeout: 15_000 }, () => {
  it('asks get_stream_data for its items and shows one slide per item', async () => {
    const { fetch, requests } = server(() => ({
      status: 200,
      body: { success: true, data: [item(1, 'Arrivée au stage'), item(2, 'Séance du matin')] },
    }));
    const { container } = await renderSlider({ data: streamData(), fetch, lang: 'fr' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      action: 'rs_ajax_action',
      client_action: 'get_stream_data',
      version: '7',
    });
    expect(JSON.parse(requests[0]!.data!)).toEqual({ id: '42', srlang: 'fr' });
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2);
    const first = shownSlide(container)!;
    expect(first.querySelector('h2')?.textContent).toBe('Arrivée au stage');
    expect(first.querySelector('a.sr7-btn')?.getAttribute('href')).toBe('/p/1');
    expect(first.querySelector('img.sr7-bg-img')?.getAttribute('src')).toBe('/media/p1.jpg');
  });

  it('sends a wp-gallery’s source ids, with the module beside them', async () => {
    const { fetch, requests } = server(() => ({
      status: 200,
      body: { success: true, data: [item(1, 'Un')] },
    }));
    await renderSlider({ data: streamData('wp-gallery'), fetch });
    expect(JSON.parse(requests[0]!.data!)).toEqual({
      id: '12,15',
      type: 'wp-gallery',
      module: '42',
    });
  });

  it('shows feed markup as text: a <script> title is the characters, never an element', async () => {
    const { fetch } = server(() => ({
      status: 200,
      body: {
        success: true,
        data: [item(1, '<script>window.pwned = 1</script><b>gras</b>', 'javascript:alert(1)')],
      },
    }));
    const { container } = await renderSlider({ data: streamData(), fetch });
    const first = shownSlide(container)!;
    expect(first.querySelector('h2')?.textContent).toBe(
      '<script>window.pwned = 1</script><b>gras</b>',
    );
    expect(container.querySelector('script, b')).toBeNull();
    // A script link is no link at all.
    expect(first.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('replaces the module by the error slide when the stream has no items', async () => {
    const { fetch } = server(() => ({ status: 200, body: { success: true, data: [] } }));
    const { container, lines } = await renderSlider({ data: streamData(), fetch });
    const module = container.querySelector('.sr7-module')!;
    expect(module.classList.contains('sr7-hero')).toBe(true);
    expect(module.getAttribute('aria-label')).toBe('Le compte du club');
    expect(screen.getByText('There is nothing to show here!')).toBeTruthy();
    expect(screen.getByText('Photo feed reports: Please check the settings')).toBeTruthy();
    expect(container.querySelector('.sr7-leftarrow')).toBeNull();
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('logs "Feed could not be Loaded" when the load fails, and shows the error slide', async () => {
    const { fetch } = server(() => ({ status: 502, body: { success: false, message: 'down' } }));
    const { container, lines } = await renderSlider({ data: streamData('gallery'), fetch });
    await settle(100);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.text)).toEqual([
      'Feed could not be Loaded',
    ]);
    expect(container.textContent).toContain('Gallery reports: Please check the settings');
  });

  it('draws a module the server already filled at once, without asking for its stream', async () => {
    const { fetch, requests } = server(() => ({ status: 200, body: { success: true, data: [] } }));
    const data = streamData();
    (data.settings.source as Record<string, unknown>).streamed = 1;
    const { container } = await renderSlider({ data, fetch });
    expect(requests).toEqual([]);
    expect(shownSlide(container)?.querySelector('h2')?.textContent).toBe('{{title}}');
  });
});

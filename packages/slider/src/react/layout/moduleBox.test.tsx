import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseModuleStrict } from '../../core/model/ValidateModule.js';
import { renderModuleHtml } from '../../server/renderModuleHtml.js';
import { demoModule } from '../../test-support/demoModule.js';
import { preloadChunks, renderSlider, settle } from '../test-support/renderSlider.js';
import { moduleBoxStyles } from './moduleBox.js';

/**
 * The module's own background (`settings.bg`) and a fixed module (`settings.fixed`), as the
 * module's boxes carry them: in the server's HTML already (a fixed header must not take room
 * in the page first and leave it later), and in a module the browser draws.
 */
beforeAll(preloadChunks);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const BG = {
  color: { type: 'solid', orig: '#151008', string: 'rgba(21, 16, 8, 1)' },
  image: {
    src: '/img/terrain.jpg',
    size: 'contain',
    position: 'center bottom',
    repeat: 'repeat-x',
  },
  overlay: { type: '1', size: 2, cA: 'transparent', cB: 'rgba(0, 0, 0, 0.5)' },
};

function box(settings: Record<string, unknown>) {
  const parsed = parseModuleStrict(demoModule({ slides: 1, settings })).settings;
  return moduleBoxStyles(parsed);
}

describe('moduleBoxStyles', () => {
  it('a module in the page’s flow, with no background of its own by default', () => {
    const { wrapper, frame } = box({});
    expect(wrapper).toMatchObject({ position: 'relative', width: '100%' });
    expect(frame.background).toBeUndefined();
    expect(frame).not.toHaveProperty('--sr7-overlay');
  });

  it('a fixed module spans the window’s top over the page and leaves it its clicks', () => {
    expect(box({ fixed: true }).wrapper).toEqual({
      position: 'fixed',
      top: 0,
      left: 0,
      zIndex: 5000,
      pointerEvents: 'none',
      width: '100%',
      containerType: 'inline-size',
    });
  });

  it('the frame carries the background, its overlay for the slides too', () => {
    const { frame } = box({ bg: BG });
    expect(frame.background).toBe(
      'conic-gradient(at 2px 2px, transparent 75%, rgba(0, 0, 0, 0.5) 0) 0px 0px / 4px 4px, url("/img/terrain.jpg") center bottom / contain repeat-x rgba(21, 16, 8, 1)',
    );
    expect(frame['--sr7-overlay' as keyof typeof frame]).toMatch(/^conic-gradient\(/);
    // The frame's own layout is not overridden by anything the background says.
    expect(frame).toMatchObject({ position: 'relative', overflow: 'hidden' });
  });
});

describe('in the server’s HTML and in the browser', { timeout: 15_000 }, () => {
  it('a fixed hero with a background is so from the server’s first byte', async () => {
    const data = demoModule({ slides: 1, settings: { type: 'hero', fixed: true, bg: BG } });
    const html = await renderModuleHtml(parseModuleStrict(data), { lang: 'fr' });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const module = page.querySelector<HTMLElement>('.sr7-module');
    expect(module?.style.position).toBe('fixed');
    expect(module?.style.pointerEvents).toBe('none');
    // (jsdom's CSS reader knows no conic gradient: the attribute as the server wrote it.)
    const style = page.querySelector('.sr7-frame')?.getAttribute('style') ?? '';
    expect(style).toContain('background:conic-gradient(');
    expect(style).toContain('url("/img/terrain.jpg")');
    expect(style).toContain('--sr7-overlay:conic-gradient(');
  });

  it('a module the browser draws has its background under its slides', async () => {
    const data = demoModule({ slides: 1, settings: { type: 'hero', bg: { color: '#151008' } } });
    const { container } = await renderSlider({ data, lang: 'fr' });
    await settle(50);
    const frame = container.querySelector<HTMLElement>('.sr7-frame');
    expect(frame?.style.background).toBe('rgb(21, 16, 8)');
    expect(container.querySelector<HTMLElement>('.sr7-module')?.style.position).toBe('relative');
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../../test-support/demoModule.js';
import { preloadChunks, renderSlider, settle } from '../test-support/renderSlider.js';

/**
 * Engine 7's actions in a rendered module (jsdom), on the module's timers: a delay (`d`) holds
 * callSlide and the actions a simulated click runs, to the millisecond.
 */
beforeAll(async () => {
  await preloadChunks();
  await import('./actionsFeature.js');
});
beforeEach(() => {
  vi.useFakeTimers();
  // A slide change writes its deep link into the address; each test starts on the first slide.
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const levels = <T,>(v: T) => [v, v, v, v, v];
const button = (id: string, text: string) => ({
  id,
  type: 'text',
  subtype: 'button',
  content: { text },
  pos: { x: levels('20px'), y: levels('20px') },
});

function module() {
  const data = demoModule({ slides: 3, settings: { slideshow: { auto: false } } }) as {
    slides: Record<string, unknown>;
  };
  data.slides.statics = {
    slide: {
      id: 'statics',
      global: true,
      actions: [
        { a: 'callSlide', evt: 'click', target: 3, d: '500', src: [1] },
        { a: 'simulate', evt: 'click', typ: 'click', target: ['1'], d: 200, src: [2] },
        { a: 'callSlide', evt: 'click', target: 'last', src: [3] },
      ],
    },
    layers: {
      1: button('1', 'Diapo 3 dans une demi-seconde'),
      2: button('2', 'Comme un clic sur l’autre'),
      3: button('3', 'La dernière'),
    },
  };
  return data;
}

describe('engine 7’s actions on the module’s timers', { timeout: 15_000 }, () => {
  it('callSlide waits for its delay, not a millisecond less', async () => {
    const { api } = await renderSlider({ data: module(), lang: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Diapo 3 dans une demi-seconde' }));
    await settle(499);
    expect(api.current?.state()?.target).toBeNull();
    await settle(1);
    await settle(2000);
    expect(api.current?.state()?.current).toBe('3');
  });

  it('simulate waits for its own delay, then the target layer’s actions wait for theirs', async () => {
    const { api } = await renderSlider({ data: module(), lang: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Comme un clic sur l’autre' }));
    await settle(699);
    expect(api.current?.state()?.target).toBeNull();
    await settle(1);
    await settle(2000);
    expect(api.current?.state()?.current).toBe('3');
  });

  it('callSlide "last" goes to the last slide of the navigation', async () => {
    const { api } = await renderSlider({ data: module(), lang: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'La dernière' }));
    await settle(2000);
    expect(api.current?.state()?.current).toBe('3');
  });
});

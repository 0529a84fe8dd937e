import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../../test-support/demoModule.js';
import { preloadChunks, renderSlider, settle, shownSlide } from '../test-support/renderSlider.js';

beforeAll(preloadChunks);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const COUNTER = '{{current_slide_index}} / {{total_slide_count}}';

/** The demo module with a counter on its first two slides and on a static slide. */
function withCounters() {
  const data = demoModule() as { slides: Record<string, Record<string, unknown>> };
  const keys = Object.keys(data.slides);
  for (const key of keys.slice(0, 2)) {
    const layers = data.slides[key]?.layers as Record<string, unknown>;
    layers.count = { id: 'count', type: 'text', alias: 'count', content: { text: COUNTER } };
  }
  data.slides.statics = {
    slide: { id: 'statics', global: true },
    layers: {
      total: { id: 'total', type: 'text', content: { text: 'Diapo {{current_slide_index}}' } },
    },
  };
  return data;
}

describe('placeholders in layer text', { timeout: 15_000 }, () => {
  it('show the slide’s place and the count, and follow the slide changes', async () => {
    const { container, api } = await renderSlider({ data: withCounters() });
    const counter = () => shownSlide(container)?.querySelector('[data-sr-layer="count"]');
    const fixed = () => container.querySelector('[data-static-slide] [data-sr-layer="total"]');
    expect(counter()?.textContent).toBe('1 / 5');
    expect(fixed()?.textContent).toBe('Diapo 1');
    act(() => api.current?.next());
    await settle(2000);
    expect(counter()?.textContent).toBe('2 / 5');
    expect(fixed()?.textContent).toBe('Diapo 2');
    expect(container.textContent).not.toContain('{{');
  });
});

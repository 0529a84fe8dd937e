import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../../test-support/demoModule.js';
import { unsafeIn, XSS_CORPUS } from '../../test-support/xssCorpus.js';
import { preloadChunks, renderSlider, settle } from '../test-support/renderSlider.js';

beforeAll(preloadChunks);
beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// biome-ignore lint/suspicious/noExplicitAny: test data edited in place.
type Data = Record<string, any>;

/** The demo module with slide 1's title text and the navigation templates replaced. */
function moduleWith(text: string, templates: { arrows?: string; bullets?: string; tabs?: string }) {
  const data = demoModule({
    slides: 3,
    settings: {
      nav: {
        arrows: { set: true, x: [10, 10, 10, 10, 10], html: templates.arrows ?? '' },
        bullets: { set: true, html: templates.bullets ?? '' },
        tabs: { set: true, html: templates.tabs ?? '', h: 'center', v: 'bottom' },
      },
    },
  }) as Data;
  data.slides['1'].layers['1-1'].content.text = text;
  return data;
}

/** Once the sanitiser's chunk is in, the navigation is drawn and the texts are filled. */
async function render(data: Data) {
  const view = await renderSlider({ data, lang: 'en' });
  await vi.waitFor(
    () => {
      if (!view.container.querySelector('.sr7-tab')) throw new Error('no tabs yet');
    },
    { timeout: 5000 },
  );
  await settle(50);
  return view;
}

describe('module HTML in layer texts and navigation templates', { timeout: 20_000 }, () => {
  it('shows a text’s markup as elements: bold, a line break, an icon tag, entities; no visible tag', async () => {
    const { container } = await render(
      moduleWith(
        '<b>Save the Date</b><br>About Us&nbsp;&nbsp;<i class="fa-arrow-circle-o-right"></i>',
        {},
      ),
    );
    const title = container.querySelector('[data-sr-layer="1-1"] h2')!;
    expect(title.querySelector('b')?.textContent).toBe('Save the Date');
    expect(title.querySelector('br')).not.toBeNull();
    expect(title.querySelector('i.fa-arrow-circle-o-right')).not.toBeNull();
    expect(title.textContent).toBe('Save the DateAbout Us\u00a0\u00a0');
    expect(title.textContent).not.toContain('<');
  });

  it('keeps plain text on the cheap path: no inner HTML, no sanitiser needed', async () => {
    const { container } = await renderSlider({ data: moduleWith('Le derby<br>en images', {}) });
    const title = container.querySelector('[data-sr-layer="1-1"] h2')!;
    // React text and the line break as a <br> element, as the original draws it.
    expect([...title.children].map((c) => c.tagName)).toEqual(['BR']);
    expect(title.textContent).toBe('Le derbyen images');
  });

  // Each vector in a text, the arrows', the bullets' and the tabs' templates at once: without
  // the sanitiser every one of them lands in the page as written.
  it.each(XSS_CORPUS)('renders nothing that runs or loads: $name', async ({ html }) => {
    const { container } = await render(
      moduleWith(`Title ${html}`, {
        arrows: html,
        bullets: html,
        tabs: `<strong>{{title}}</strong>${html}`,
      }),
    );
    const boxes = [
      container.querySelector('[data-sr-layer="1-1"] h2')!,
      ...container.querySelectorAll('.sr7-arrow'),
      ...container.querySelectorAll('.sr7-bullet'),
      ...container.querySelectorAll('.sr7-tab'),
    ];
    expect(boxes.length).toBeGreaterThan(6);
    expect(boxes.flatMap((box) => unsafeIn(box))).toEqual([]);
  });

  it('a slide title with markup fills a template as its plain text', async () => {
    const data = moduleWith('x', { tabs: '<strong>{{title}}</strong>' });
    data.slides['2'].slide.title = 'Derby <img src=x onerror=alert(1)> &lt;b&gt;';
    const { container } = await render(data);
    const tab = container.querySelectorAll('.sr7-tab')[1]!;
    expect(tab.querySelector('img, b')).toBeNull();
    expect(tab.querySelector('strong')?.textContent).toBe('Derby <b>');
  });
});

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoModule } from '../test-support/demoModule.js';
import { preloadChunks, renderSlider, settle, shownSlide } from './test-support/renderSlider.js';

beforeAll(preloadChunks);

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TITLE = 'Tribune à la une';

describe('<SliderModule/> standard module', { timeout: 15_000 }, () => {
  it('shows the first slide as a labelled group in a labelled carousel region, the others inert', async () => {
    const { container } = await renderSlider({ data: demoModule() });
    const region = screen.getByRole('region', { name: TITLE });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(groups).toHaveLength(5);
    expect(groups[0]?.getAttribute('aria-label')).toBe('1 of 5');
    expect(groups[0]?.hasAttribute('inert')).toBe(false);
    expect([...groups].slice(1).every((g) => g.hasAttribute('inert'))).toBe(true);
    const first = shownSlide(container)!;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Le derby en images');
    // Every layer kind of the demo is drawn.
    expect(first.querySelector('a.sr7-btn')?.getAttribute('href')).toBe('/article/1');
    expect(first.querySelector('img[alt="Écusson du club"]')).not.toBeNull();
    expect(first.querySelector('img[alt="Ballon"]')?.getAttribute('src')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    // A line break of the editor's text is a <br>, as the original draws it.
    expect(first.querySelector('.sr7-row .sr7-column')?.innerHTML).toMatch(/Chapitre 1<br>Tribune/);
    expect(first.querySelector('.sr7-group')?.textContent).toBe('1 / TRIBUNE');
  });

  it('the rotation control comes first in tab order and stops and restarts the slideshow', async () => {
    const { container, api } = await renderSlider({ data: demoModule() });
    const focusable = container.querySelectorAll('button, a[href], [tabindex="0"]');
    const rotation = focusable[0] as HTMLButtonElement;
    expect(rotation.getAttribute('aria-label')).toBe('Stop automatic slide show');
    fireEvent.click(rotation);
    expect(api.current?.state()?.pauseReasons).toContain('user');
    expect(rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
    await settle(20_000);
    expect(api.current?.state()?.current).toBe('1');
    fireEvent.click(rotation);
    expect(api.current?.state()?.pauseReasons).toEqual([]);
  });

  it('announces the change in the page’s language (French and Spanish pages)', async () => {
    for (const [lang, next, words] of [
      ['fr', 'Diapositive suivante', 'Diapositive 2 sur 5'],
      ['es', 'Diapositiva siguiente', 'Diapositiva 2 de 5'],
    ] as const) {
      // The previous module's deep link (its hash) left out: each starts on its first slide.
      window.history.replaceState(null, '', window.location.pathname);
      const { container, unmount } = await renderSlider({ data: demoModule(), lang });
      fireEvent.click(screen.getByRole('button', { name: next }));
      await settle(2000);
      const live = container.querySelector('.sr7-live')!;
      expect(live.textContent).toBe(`${TITLE}: ${words} – La remontée historique`);
      unmount();
    }
  });

  it('arrows and bullets change the slide; the live region reads the spec text', async () => {
    const { container } = await renderSlider({ data: demoModule(), lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await settle(2000);
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    expect(module.dataset.slide).toBe('2');
    const live = container.querySelector('.sr7-live')!;
    expect(live.textContent).toBe(`${TITLE}: Slide 2 of 5 – La remontée historique`);
    const bullets = screen.getByRole('group', { name: 'Choose a slide' });
    fireEvent.click(within(bullets).getByRole('button', { name: 'Slide 4: Les jeunes pousses' }));
    await settle(2000);
    expect(module.dataset.slide).toBe('4');
    expect(
      within(bullets)
        .getByRole('button', { name: 'Slide 4: Les jeunes pousses' })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await settle(2000);
    expect(module.dataset.slide).toBe('3');
  });

  it('the live region is off while the slides rotate by themselves, polite once they stop', async () => {
    const { container, api } = await renderSlider({ data: demoModule() });
    const live = container.querySelector('.sr7-live')!;
    expect(live.getAttribute('aria-live')).toBe('off');
    act(() => api.current?.pause());
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('keys move slides while focus is inside, 500 ms apart at most once', async () => {
    const { container } = await renderSlider({
      data: demoModule({ settings: { nav: { k: { use: false } } } }),
    });
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight', timeStamp: 1000 });
    fireEvent.keyDown(next, { key: 'ArrowRight', timeStamp: 1200 });
    await settle(2000);
    expect(module.dataset.slide).toBe('2');
    fireEvent.keyDown(next, { key: 'ArrowLeft', timeStamp: 1600 });
    await settle(2000);
    expect(module.dataset.slide).toBe('1');
    // Outside the module, keys are the page's.
    fireEvent.keyDown(document.body, { key: 'ArrowRight', timeStamp: 5000 });
    await settle(2000);
    expect(module.dataset.slide).toBe('1');
  });

  it('the imperative API: next, prev, goTo by index and key, events on and off', async () => {
    const { api } = await renderSlider({ data: demoModule() });
    const seen: string[] = [];
    const onChange = ({ current }: { current: string }) => seen.push(current);
    api.current!.on('afterChange', onChange);
    act(() => api.current!.next());
    await settle(2000);
    act(() => api.current!.goTo('#diapo-5'));
    await settle(2000);
    act(() => api.current!.prev());
    await settle(2000);
    act(() => api.current!.goTo(0));
    await settle(2000);
    expect(seen).toEqual(['2', '5', '4', '1']);
    api.current!.off('afterChange', onChange);
    act(() => api.current!.next());
    await settle(2000);
    expect(seen).toHaveLength(4);
    expect(api.current!.state()?.current).toBe('2');
  });

  it('the slideshow moves on after the slide length and pauses on hover (sOH)', async () => {
    const { container, api } = await renderSlider({ data: demoModule() });
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    await settle(6100);
    await settle(2000);
    expect(module.dataset.slide).toBe('2');
    fireEvent.pointerEnter(module);
    expect(api.current!.state()?.slideshow).toBe('paused');
    await settle(20_000);
    expect(module.dataset.slide).toBe('2');
    fireEvent.pointerLeave(module);
    expect(api.current!.state()?.slideshow).toBe('resumed');
  });

  it('writes the slide deep link to the hash, and opens on the slide a hash names', async () => {
    const { container } = await renderSlider({ data: demoModule() });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await settle(2000);
    expect(window.location.hash).toBe('#diapo-2');
    cleanup();
    window.history.replaceState(null, '', '/#slide3');
    const again = await renderSlider({ data: demoModule() });
    expect(again.container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide).toBe('3');
    expect(container.isConnected).toBe(false);
  });

  it('a swipe of the frame with the pointer changes the slide; a tap does not', async () => {
    const { container } = await renderSlider({ data: demoModule() });
    const frame = container.querySelector<HTMLElement>('.sr7-frame')!;
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(frame, {
        pointerId: 1,
        clientX: from,
        clientY: 200,
        button: 0,
        pointerType: 'mouse',
      });
      fireEvent.pointerMove(frame, {
        pointerId: 1,
        clientX: to,
        clientY: 200,
        pointerType: 'mouse',
      });
      fireEvent.pointerUp(frame, { pointerId: 1, clientX: to, clientY: 202, pointerType: 'mouse' });
    };
    drag(400, 403);
    await settle(2000);
    expect(module.dataset.slide).toBe('1');
    drag(600, 300);
    await settle(2000);
    expect(module.dataset.slide).toBe('2');
    drag(300, 600);
    await settle(2000);
    expect(module.dataset.slide).toBe('1');
  });
});

describe('<SliderModule/> navigation details', { timeout: 15_000 }, () => {
  it('hide-on-leave navigation shows dIn ms after the pointer enters and hides dOut ms after it leaves', async () => {
    const data = demoModule({
      settings: { nav: { arrows: { on: true, dIn: 100, dOut: 300 } } },
    });
    const { container } = await renderSlider({ data });
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    const arrows = () => container.querySelector('.sr7-arrows-nav')!;
    expect(arrows().hasAttribute('data-hidden')).toBe(true);
    fireEvent.pointerEnter(module);
    await settle(90);
    expect(arrows().hasAttribute('data-hidden')).toBe(true);
    await settle(20);
    expect(arrows().hasAttribute('data-hidden')).toBe(false);
    fireEvent.pointerLeave(module);
    await settle(290);
    expect(arrows().hasAttribute('data-hidden')).toBe(false);
    await settle(20);
    expect(arrows().hasAttribute('data-hidden')).toBe(true);
    // Bullets without "on" stay.
    expect(container.querySelector('.sr7-bullets')?.hasAttribute('data-hidden')).toBe(false);
  });

  it('the scrubber is a slider for the keyboard; tabs and thumbnails fill their templates', async () => {
    const { container } = await renderSlider({ data: demoModule(), lang: 'en' });
    const module = container.querySelector<HTMLElement>('.sr7-module')!;
    // The scrubber, tabs and thumbnails are chunks of their own.
    await vi.waitFor(() => screen.getByRole('slider', { name: 'Slide scrubber' }), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(container.querySelector('.sr7-thumbs img')).not.toBeNull(), {
      timeout: 5000,
    });
    const scrubber = screen.getByRole('slider', { name: 'Slide scrubber' });
    expect(scrubber.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.keyDown(scrubber, { key: 'End' });
    await settle(2000);
    expect(module.dataset.slide).toBe('5');
    expect(scrubber.getAttribute('aria-valuetext')).toBe('5 / 5 – Le mercato décrypté');
    const tabs = container.querySelector('.sr7-tabs')!;
    expect(tabs.querySelector('strong')?.textContent).toBe('Le derby en images');
    const thumb = container.querySelector<HTMLImageElement>('.sr7-thumbs img');
    expect(thumb?.getAttribute('src')).toBe('/img/slide-1.jpg');
  });
});

describe('<SliderModule/> nav.acc and pbar options', { timeout: 15_000 }, () => {
  it('nav.acc.hidden takes the navigation out of the accessibility tree and the tab order', async () => {
    const data = demoModule({ settings: { nav: { acc: { hidden: true } } } });
    const { container } = await renderSlider({ data, lang: 'en' });
    await vi.waitFor(() => expect(container.querySelector('.sr7-scrubber')).not.toBeNull(), {
      timeout: 5000,
    });
    for (const kind of ['arrows-nav', 'bullets', 'tabs', 'thumbs', 'scrubber']) {
      expect(container.querySelector(`.sr7-${kind}`)?.getAttribute('aria-hidden')).toBe('true');
    }
    const controls = container.querySelectorAll<HTMLElement>(
      '.sr7-arrows-nav button, .sr7-bullets button, .sr7-tabs button, .sr7-thumbs button, .sr7-scrubber',
    );
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(control.tabIndex).toBe(-1);
    // The rotation control stays: it is how a keyboard user stops the slides.
    expect(screen.getByRole('button', { name: /stop|pause/i }).tabIndex).toBe(0);
    // Pointer users still navigate.
    fireEvent.click(container.querySelector('.sr7-rightarrow')!);
    await settle(2000);
    expect(container.querySelector<HTMLElement>('.sr7-module')!.dataset.slide).toBe('2');
  });

  it('nav.acc.role "tab" makes bullets and tabs a tablist; nav.acc.pressed marks with aria-pressed', async () => {
    const tabs = await renderSlider({
      data: demoModule({ settings: { nav: { acc: { role: 'tab' } } } }),
      lang: 'en',
    });
    const bullets = tabs.container.querySelector('.sr7-bullets')!;
    expect(bullets.getAttribute('role')).toBe('tablist');
    const items = within(bullets as HTMLElement).getAllByRole('tab');
    expect(items.map((item) => item.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(items[0]!.hasAttribute('aria-current')).toBe(false);
    await vi.waitFor(() => expect(tabs.container.querySelector('.sr7-tabs ul')).not.toBeNull(), {
      timeout: 5000,
    });
    const list = tabs.container.querySelector('.sr7-tabs ul')!;
    expect(list.getAttribute('role')).toBe('tablist');
    expect(list.querySelector('li')?.getAttribute('role')).toBe('presentation');
    cleanup();

    const pressed = await renderSlider({
      data: demoModule({ settings: { nav: { acc: { pressed: 'true' } } } }),
      lang: 'en',
    });
    const buttons = pressed.container.querySelectorAll('.sr7-bullets button');
    expect([...buttons].map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(pressed.container.querySelector('.sr7-bullets')?.getAttribute('role')).toBe('group');
  });

  it('pbar.a "grid" puts the progress bar on the layout grid, otherwise on the module', async () => {
    const onGrid = await renderSlider({
      data: demoModule({ settings: { pbar: { set: true, a: 'grid' } } }),
    });
    await vi.waitFor(() => expect(onGrid.container.querySelector('.sr7-pbar')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(onGrid.container.querySelector('.sr7-pbar')?.parentElement?.className).toBe(
      'sr7-pbar-grid',
    );
    cleanup();
    const onModule = await renderSlider({
      data: demoModule({ settings: { pbar: { set: true, a: 'slider' } } }),
    });
    await vi.waitFor(() => expect(onModule.container.querySelector('.sr7-pbar')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(onModule.container.querySelector('.sr7-pbar-grid')).toBeNull();
  });
});

/** The demo module with a global slide `g` carrying these actions and layers. */
function withGlobalSlide(actions: unknown[], layers: Record<string, unknown>) {
  const data = demoModule();
  (data.slides as Record<string, unknown>).g = {
    id: 'g',
    slide: { id: 'g', global: true, actions },
    layers,
  };
  return data;
}

describe('<SliderModule/> slide actions', { timeout: 15_000 }, () => {
  it('a global slide\'s layer with a "next" action moves the module; a "link" action makes a link', async () => {
    const data = withGlobalSlide(
      [
        { a: 'next', evt: 'click', src: ['gn'] },
        {
          a: 'link',
          evt: 'click',
          link: 'https://example.org/tickets',
          target: '_blank',
          flw: 'nofollow',
          src: ['gi'],
        },
        { a: 'link', evt: 'click', link: 'javascript:alert(1)', src: ['gt'] },
      ],
      {
        gn: { id: 'gn', type: 'text', content: { text: 'Suivant' } },
        gi: { id: 'gi', type: 'image', alt: 'Billetterie', content: { src: '/img/tickets.jpg' } },
        gt: { id: 'gt', type: 'text', content: { text: 'Piège' } },
      },
    );
    const { container } = await renderSlider({ data });
    const next = screen.getByRole('button', { name: 'Suivant' });
    fireEvent.click(next);
    await settle(2000);
    expect(container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide).toBe('2');
    fireEvent.keyDown(next, { key: 'Enter' });
    await settle(2000);
    expect(container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide).toBe('3');
    const link = screen.getByRole('link', { name: 'Billetterie' });
    expect(link.getAttribute('href')).toBe('https://example.org/tickets');
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
    expect(screen.getByText('Piège').closest('a')).toBeNull();
  });

  it('a layer that is a link and moves the module does both when the link is followed', async () => {
    const data = withGlobalSlide(
      [
        { a: 'link', evt: 'click', link: '#billetterie', src: ['gl'] },
        { a: 'next', evt: 'click', src: ['gl'] },
      ],
      { gl: { id: 'gl', type: 'text', content: { text: 'Billets et suite' } } },
    );
    const { container } = await renderSlider({ data });
    const link = screen.getByRole('link', { name: 'Billets et suite' });
    expect(link.getAttribute('href')).toBe('#billetterie');
    // A link, not a button inside a button.
    expect(link.closest('[role="button"]')).toBeNull();
    fireEvent.click(link);
    await settle(2000);
    expect(container.querySelector<HTMLElement>('.sr7-module')?.dataset.slide).toBe('2');
  });

  it('a link on the slide background layer makes the whole slide that link, under its layers', async () => {
    const data = demoModule();
    type Entry = {
      slide: { actions?: unknown[] };
      layers: Record<string, Record<string, unknown>>;
    };
    const slides = data.slides as Record<string, Entry>;
    // Slide 1: the background layer's own href; slide 2: a link action it triggers; slide 3:
    // a script URL, which links nothing.
    Object.assign(slides['1']!.layers['1-0']!, { href: '/fr/article/derby', target: '_blank' });
    slides['2']!.slide.actions = [
      {
        a: 'link',
        evt: 'click',
        link: 'https://example.org/remontee',
        flw: 'nofollow',
        src: ['2-0'],
      },
    ];
    slides['3']!.layers['3-0']!.href = 'javascript:alert(1)';
    const { container } = await renderSlider({ data });
    const slide = (id: string) => container.querySelector(`[data-slide-id="${id}"]`) as HTMLElement;

    const first = within(slide('1')).getByRole('link', { name: 'Le derby en images' });
    expect(first.classList.contains('sr7-bg')).toBe(true);
    expect(first.getAttribute('href')).toBe('/fr/article/derby');
    expect(first.getAttribute('rel')).toBe('noopener');
    // The background comes before the grid: the slide's own button link stays its own.
    expect(first.compareDocumentPosition(within(slide('1')).getByText('Lire l’article'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(slide('1').querySelector('a.sr7-btn')?.getAttribute('href')).toBe('/article/1');

    fireEvent.click(screen.getByRole('button', { name: /suivante|next/i }));
    await settle(2000);
    const second = slide('2').querySelector('.sr7-bg') as HTMLElement;
    expect(second.tagName).toBe('A');
    expect(second.getAttribute('href')).toBe('https://example.org/remontee');
    expect(second.getAttribute('rel')).toBe('nofollow');
    expect(second.getAttribute('aria-label')).toBe('La remontée historique');

    fireEvent.click(screen.getByRole('button', { name: /suivante|next/i }));
    await settle(2000);
    expect(slide('3').querySelector('.sr7-bg')?.tagName).toBe('DIV');
    expect(slide('3').querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe('<SliderModule/> hero', () => {
  it('shows only the lowest-order slide, without navigation or slideshow', async () => {
    const data = demoModule({ settings: { type: 'hero' } });
    const { container, api } = await renderSlider({ data });
    expect(container.querySelectorAll('[data-slide-id]')).toHaveLength(1);
    expect(container.querySelector('[data-slide-id]')?.getAttribute('data-slide-id')).toBe('1');
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('.sr7-pbar')).toBeNull();
    expect(api.current?.state()).toBeNull();
    expect(container.querySelector('img.sr7-bg-img')?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('<SliderModule/> with bad input', () => {
  it('renders nothing and logs "{alias} Could not be Loaded from DB" for data without a slide', async () => {
    const { container, lines } = await renderSlider({
      data: { settings: { alias: 'x' } },
      alias: 'broken-demo',
    });
    expect(container.innerHTML).toBe('');
    expect(lines.map((l) => l.text)).toContain('broken-demo Could not be Loaded from DB');
  });

  it('renders the valid part and says what it left out', async () => {
    const data = demoModule();
    const slides = data.slides as Record<string, { layers: Record<string, unknown> }>;
    slides['1']!.layers.bad = { id: 'bad', type: 'hologram' };
    slides['2'] = 'not a slide' as never;
    const { container, lines } = await renderSlider({ data });
    expect(container.querySelectorAll('[data-slide-id]')).toHaveLength(4);
    expect(lines.some((l) => l.level === 'warn' && /broken part/.test(l.text))).toBe(true);
  });

  it('a module that fails while rendering leaves the page around it standing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = demoModule();
    // A getter that throws inside the render: not something the parser produces, but a
    // registered layer kind could.
    const { registerLayerKind } = await import('./render/layerKinds.js');
    registerLayerKind('audio', () => {
      throw new Error('boom');
    });
    (data.slides as Record<string, { layers: Record<string, unknown> }>)['1']!.layers.a = {
      id: 'a',
      type: 'audio',
    };
    const page = render(
      <main>
        <p>Article</p>
      </main>,
    );
    const { container, lines } = await renderSlider({ data });
    expect(container.innerHTML).toBe('');
    expect(lines.some((l) => /could not be shown/.test(l.text))).toBe(true);
    expect(page.getByText('Article')).toBeTruthy();
    registerLayerKind('audio', undefined as never);
    errors.mockRestore();
  });
});

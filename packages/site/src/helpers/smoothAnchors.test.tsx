import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorTarget, installSmoothAnchors } from './smoothAnchors.js';

let uninstall: () => void = () => {};
let reducedMotion = false;
const scrollTo = vi.fn<(options: ScrollToOptions) => void>();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  reducedMotion = false;
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  })) as unknown as typeof window.matchMedia;
  history.replaceState(null, '', '/fr/article/derby');
  document.body.innerHTML = `
    <a id="to-section" href="#reactions">Les réactions</a>
    <a id="to-top" href="#top">Haut de page</a>
    <a id="to-missing" href="#nowhere">Nulle part</a>
    <a id="to-other-page" href="/fr/#reactions">Ailleurs</a>
    <a id="to-new-tab" href="#reactions" target="_blank">Onglet</a>
    <a id="handled" href="#reactions">Annuler la réponse</a>
    <a id="to-field" href="#comment">Commentaire</a>
    <h2 id="reactions">Les réactions</h2>
    <textarea id="comment"></textarea>`;
  // Layout is not jsdom's job: the heading sits 2000 px down the page.
  document.getElementById('reactions')!.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
  document.getElementById('handled')!.addEventListener('click', (e) => e.preventDefault());
  uninstall = installSmoothAnchors(window);
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};
const lastTop = () => scrollTo.mock.calls.at(-1)?.[0].top;

describe('installSmoothAnchors', () => {
  it('moves focus to the target at once, then glides to 50 px above it over 1000 ms', () => {
    const event = click('to-section');
    expect(event.defaultPrevented).toBe(true);
    const heading = document.getElementById('reactions')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(location.hash).toBe('#reactions');

    vi.advanceTimersByTime(500);
    expect(lastTop()).toBeGreaterThan(0);
    expect(lastTop()).toBeLessThan(1950);
    vi.advanceTimersByTime(600);
    expect(lastTop()).toBe(1950);
    expect(scrollTo.mock.calls.every(([options]) => options.behavior === 'instant')).toBe(true);

    // The temporary tabindex goes with the focus.
    heading.blur();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it('jumps straight there under prefers-reduced-motion', () => {
    reducedMotion = true;
    click('to-section');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(lastTop()).toBe(1950);
    expect(document.activeElement).toBe(document.getElementById('reactions'));
  });

  it('takes #top to the top of the page and the focus to the document', () => {
    click('to-top');
    vi.advanceTimersByTime(1100);
    expect(lastTop()).toBe(0);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves a natively focusable target’s tabindex alone', () => {
    click('to-field');
    const field = document.getElementById('comment')!;
    expect(document.activeElement).toBe(field);
    expect(field.hasAttribute('tabindex')).toBe(false);
  });

  it.each([
    ['a fragment nothing answers to', 'to-missing', {}],
    ['another page', 'to-other-page', {}],
    ['a new tab', 'to-new-tab', {}],
    ['a link its own code handles', 'handled', {}],
    ['a Ctrl-click', 'to-section', { ctrlKey: true }],
    ['a middle click', 'to-section', { button: 1 }],
  ])('leaves %s to the browser', (_name, id, init) => {
    const before = document.activeElement;
    const event = click(id, init);
    expect(event.defaultPrevented).toBe(id === 'handled');
    vi.advanceTimersByTime(1100);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(before);
  });

  it('leaves a link to a document handler installed after it (the lightbox on an inline item)', () => {
    // Scripts load in any order: the lightbox may listen on the document after us.
    const lightbox = (event: MouseEvent) => {
      if ((event.target as Element).id === 'to-section') event.preventDefault();
    };
    document.addEventListener('click', lightbox);
    try {
      const before = document.activeElement;
      expect(click('to-section').defaultPrevented).toBe(true);
      vi.advanceTimersByTime(1100);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(before);
      expect(location.hash).toBe('');
    } finally {
      document.removeEventListener('click', lightbox);
    }
  });

  it('stops gliding when the reader scrolls with the wheel', () => {
    click('to-section');
    vi.advanceTimersByTime(300);
    const calls = scrollTo.mock.calls.length;
    window.dispatchEvent(new WheelEvent('wheel'));
    vi.advanceTimersByTime(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
    expect(lastTop()).toBeLessThan(1950);
  });

  it('does nothing once uninstalled', () => {
    uninstall();
    const event = click('to-section');
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('anchorTarget', () => {
  it('finds elements by id or by name, decoding the fragment', () => {
    document.body.innerHTML = '<p id="é">a</p><a name="old-style">b</a>';
    expect(anchorTarget(document, '#%C3%A9')?.textContent).toBe('a');
    expect(anchorTarget(document, '#old-style')?.textContent).toBe('b');
    expect(anchorTarget(document, '#%E0%A4%A')).toBeNull();
    expect(anchorTarget(document, '#')).toBeNull();
  });
});

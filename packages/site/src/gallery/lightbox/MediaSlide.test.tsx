import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightboxStrings } from '../galleryStrings.js';
import type { LightboxItem } from './items.js';
import { fitBox, MediaSlide, SlideCaption, VIDEO_MAX_WIDTH } from './MediaSlide.js';

const t = {
  loading: 'Loading…',
  loadFailed: 'Could not load.',
  dialog: 'Lightbox',
} as LightboxStrings;
const rect = { width: 1800, height: 1000 };

function lightboxItem(changes: Partial<LightboxItem>): LightboxItem {
  return {
    type: 'image',
    title: 'T',
    caption: '',
    url: '',
    image: null,
    content: '',
    width: 1280,
    height: 720,
    ...changes,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SlideCaption (spec 5: titles and captions escaped)', () => {
  it('shows markup as the characters it is made of', () => {
    const title = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const { container } = render(
      <SlideCaption item={lightboxItem({ title, caption: '<script>x()</script>' })} />,
    );
    const shown = container.querySelector('.rl-lightbox__title')!;
    expect(shown.textContent).toBe(title);
    expect(shown.innerHTML).toBe(
      '&lt;img src=x onerror="alert(1)"&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(container.querySelector('.rl-lightbox__description')!.textContent).toBe(
      '<script>x()</script>',
    );
    expect(container.querySelectorAll('img, b, script')).toHaveLength(0);
  });
});

describe('MediaSlide', () => {
  it('draws a video at most 1140 px wide, in its own shape', () => {
    const { container } = render(
      <MediaSlide
        item={lightboxItem({ type: 'video', content: 'https://x.test/v.webm' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    const box = container.querySelector<HTMLElement>('.rl-lightbox__video')!;
    expect(box.style.width).toBe(`${VIDEO_MAX_WIDTH}px`);
    expect(box.style.height).toBe('641px');
    expect(container.querySelector('video')!.getAttribute('src')).toBe('https://x.test/v.webm');
    expect(fitBox(lightboxItem({}), { width: 600, height: 1000 }, VIDEO_MAX_WIDTH)).toEqual({
      width: 600,
      height: 338,
    });
  });

  it('shows inline text as text', () => {
    render(
      <MediaSlide
        item={lightboxItem({ type: 'inline', content: 'HTML is disallowed.' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    expect(screen.getByRole('region').textContent).toBe('HTML is disallowed.');
  });

  it('frames an iframe URL, and draws nothing for a blanked one', () => {
    const framed = render(
      <MediaSlide
        item={lightboxItem({ type: 'iframe', content: 'https://x.test/p.html' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    expect(framed.container.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://x.test/p.html',
    );
    framed.unmount();
    const blank = render(
      <MediaSlide
        item={lightboxItem({ type: 'iframe', content: '' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    expect(blank.container.querySelector('iframe')).toBeNull();
    expect(blank.container.querySelector('.rl-lightbox__blank')).not.toBeNull();
  });

  it('loads ajax content as text and blanks an answer containing "<"', async () => {
    const answers: Record<string, string> = { '/a': 'Just text.', '/b': 'Sneaky <b>markup</b>' };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(new Response(answers[url]))),
    );
    const text = render(
      <MediaSlide
        item={lightboxItem({ type: 'ajax', content: '/a' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    await waitFor(() => expect(text.container.textContent).toBe('Just text.'));
    text.unmount();
    const markup = render(
      <MediaSlide
        item={lightboxItem({ type: 'ajax', content: '/b' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    await waitFor(() =>
      expect(markup.container.querySelector('.rl-lightbox__blank')).not.toBeNull(),
    );
    expect(markup.container.textContent).toBe('');
  });

  it('says so when ajax content fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    );
    render(
      <MediaSlide
        item={lightboxItem({ type: 'ajax', content: '/c' })}
        offset={0}
        rect={rect}
        t={t}
      />,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not load.'));
  });
});

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMediaFocus } from '../../core/media/MediaFocus.js';
import { type MediaPlace, readMediaOptions } from '../../core/media/MediaOptions.js';
import { MediaView } from './MediaView.js';
import { mediaLabels } from './mediaLabels.js';

/**
 * What a media shows before its player is ready and when it cannot be made, in jsdom (which
 * loads no script: a test says when one failed). The service's frame is made on the first
 * focus, before its API script is asked for; a script that fails leaves the frame hidden and
 * shows the poster, or without one a message with a link to the video on its service.
 */
afterEach(() => {
  cleanup();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

function view(raw: Record<string, unknown>, place: MediaPlace = 'video') {
  const key = {};
  const options = readMediaOptions(raw, place);
  const utils = render(
    <MediaView
      focusKey={key}
      options={options}
      element="video"
      label={place === 'background' ? '' : 'Le match'}
      labels={mediaLabels('fr')}
    />,
  );
  const root = () => utils.container.querySelector<HTMLElement>('.sr7-media')!;
  return { ...utils, key, root };
}

/** The API script the player asked for fails to load, as a blocked request does. */
async function scriptFails(src: string) {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  expect(script, `a script ${src}`).not.toBeNull();
  await act(async () => {
    script?.dispatchEvent(new Event('error'));
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('a service’s player before and without its API', () => {
  it('makes the frame on the first focus only, hidden until the API takes it over', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { key, root } = view({ type: 'youtube', src: '9Ys5qVUYcz8' });
    expect(root().querySelector('iframe')).toBeNull();
    await act(async () => setMediaFocus(key, true));
    const frame = root().querySelector('iframe');
    expect(frame?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/9Ys5qVUYcz8\?/);
    expect(frame?.title).toBe('Le match');
    expect(root().dataset.playerHidden).toBe('true');
    expect(root().textContent).toBe('');
    await scriptFails('https://www.youtube.com/iframe_api');
    expect(errors).toHaveBeenCalledWith(
      'Failed to load script: https://www.youtube.com/iframe_api',
    );
  });

  it('without a poster, a failed player says so and links to the video on its service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { key, root, getByRole, getByText } = view({
      type: 'youtube',
      src: 'https://youtu.be/dQw4w9WgXcQ',
      poster: { lib_size: 'full' },
      controls: 'xl',
    });
    await act(async () => setMediaFocus(key, true));
    await scriptFails('https://www.youtube.com/iframe_api');
    expect(root().dataset.mediaFailed).toBe('true');
    expect(getByText('La vidéo n’a pas pu être chargée.')).toBeTruthy();
    const link = getByRole('link', { name: 'La regarder sur YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Its frame stays on the page, hidden; no play control for a player that is not there.
    expect(root().querySelector('iframe')).not.toBeNull();
    expect(root().querySelector('.sr7-media-xl')).toBeNull();
  });

  it('with a poster, shows it while the player loads and after it failed, with no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { key, root } = view({
      type: 'vimeo',
      src: '76979871',
      poster: { src: '/img/cover.jpg' },
    });
    await act(async () => setMediaFocus(key, true));
    expect(root().querySelector('img.sr7-media-poster')?.getAttribute('src')).toBe(
      '/img/cover.jpg',
    );
    await scriptFails('https://player.vimeo.com/api/player.js');
    expect(root().dataset.mediaFailed).toBe('true');
    expect(root().querySelector('img.sr7-media-poster')).not.toBeNull();
    expect(root().querySelector('.sr7-media-failed')).toBeNull();
    expect(root().querySelector('iframe')?.src).toMatch(/^https:\/\/player\.vimeo\.com\/video\//);
  });

  it('a background says nothing: its poster or the slide’s picture stands in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { key, root } = view({ type: 'youtube', src: 'aqz-KE-bpKQ' }, 'background');
    await act(async () => setMediaFocus(key, true));
    await scriptFails('https://www.youtube.com/iframe_api');
    expect(root().dataset.mediaFailed).toBe('true');
    expect(root().dataset.playerHidden).toBe('true');
    expect(root().querySelector('.sr7-media-failed')).toBeNull();
  });
});

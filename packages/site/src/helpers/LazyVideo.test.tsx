import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/dictionaries/en.js';
import { es } from '../i18n/dictionaries/es.js';
import { fr } from '../i18n/dictionaries/fr.js';
import type { ImageModel } from '../model/image.js';
import { LazyVideo } from './LazyVideo.js';

afterEach(cleanup);

const still: ImageModel = {
  width: 1902,
  height: 1070,
  alt: 'ignored: the still is decoration',
  dominantColor: '#123456',
  src: '/media/still-1024w.jpg',
  sources: [],
  srcSet: '/media/still-768w.jpg 768w, /media/still-1024w.jpg 1024w',
};

describe('LazyVideo', () => {
  it('shows the site’s still and the "Lire la vidéo Youtube" button, and no player', () => {
    const { container } = render(
      <LazyVideo
        videoId="aqz-KE-bpKQ"
        title="Big Buck Bunny"
        poster={still}
        labels={fr.helpers.lazyVideo}
      />,
    );
    const button = screen.getByRole('button', { name: 'Lire la vidéo Youtube' });
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByText('Big Buck Bunny').getAttribute('id'),
    );
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/still-1024w.jpg');
    expect(img.getAttribute('alt')).toBe('');
    // Nothing points at YouTube but the plain link to the video there.
    const youtube = [...container.querySelectorAll('[src], [srcset], [href]')].filter((el) =>
      /youtube/.test(el.outerHTML),
    );
    expect(youtube.map((el) => el.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    ]);
  });

  it('swaps in the autoplaying privacy-enhanced player on click and moves focus into it', () => {
    const { container } = render(
      <LazyVideo
        videoId="aqz-KE-bpKQ"
        title="Big Buck Bunny"
        poster={still}
        labels={fr.helpers.lazyVideo}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo Youtube' }));
    const player = container.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(player.getAttribute('title')).toBe('Big Buck Bunny');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(document.activeElement).toBe(player);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('labels the button in each language', () => {
    expect(en.helpers.lazyVideo.play).toBe('Play the YouTube video');
    expect(es.helpers.lazyVideo.play).toBe('Reproducir el vídeo de YouTube');
    render(<LazyVideo videoId="abcdefg" title="T" poster={null} labels={es.helpers.lazyVideo} />);
    expect(screen.getByRole('button', { name: 'Reproducir el vídeo de YouTube' })).toBeTruthy();
  });

  it('puts an id that needs it into the URL encoded', () => {
    const { container } = render(
      <LazyVideo videoId="a&b=c" title="T" poster={null} labels={fr.helpers.lazyVideo} />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/a%26b%3Dc?autoplay=1',
    );
  });
});

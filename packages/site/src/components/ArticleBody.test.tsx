import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageModel } from '../model/image.js';
import { ArticleBody } from './ArticleBody.js';

afterEach(cleanup);

const image: ImageModel = {
  width: 1902,
  height: 1070,
  alt: '',
  dominantColor: '#123456',
  sources: [{ type: 'image/avif', srcSet: '/media/a-768w.avif 768w' }],
  src: '/media/a-1902w.jpg',
  srcSet: '/media/a-768w.jpg 768w',
};

const videoLabels = { play: 'Lire la vidéo Youtube', watchOnYoutube: 'Voir sur YouTube' };

describe('ArticleBody', () => {
  it('renders each block as its element', () => {
    render(
      <ArticleBody
        videoLabels={videoLabels}
        images={{ photo: image }}
        blocks={[
          { type: 'heading', level: 2, text: 'Le tournant' },
          { type: 'paragraph', text: 'Un **but** de [Ferrandi](/fr/article/x).' },
          { type: 'list', ordered: true, items: ['Valmont', 'Lorvèze'] },
          { type: 'quote', text: 'On y croyait.', cite: 'Didier Salvagnac' },
          { type: 'image', imageKey: 'photo', alt: 'La tribune nord', caption: 'Le kop' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Le tournant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ferrandi' }).getAttribute('href')).toBe(
      '/fr/article/x',
    );
    expect(screen.getByText('but').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('On y croyait.').closest('blockquote')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'La tribune nord' });
    expect(img.getAttribute('width')).toBe('1902');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Le kop').tagName).toBe('FIGCAPTION');
  });

  it('plays the site’s own film with the browser’s player, and leaves it out when there is none', () => {
    const film = {
      sources: [{ src: '/video/tribune-demo.webm', type: 'video/webm' }],
      poster: '/video/tribune-demo-poster.jpg',
      width: 960,
      height: 540,
    };
    const blocks = [
      { type: 'film', title: 'Le but en animation', caption: 'Animation Tribune' },
    ] as const;
    const { container, rerender } = render(
      <ArticleBody videoLabels={videoLabels} images={{}} film={film} blocks={[...blocks]} />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Le but en animation');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/video/tribune-demo-poster.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(container.querySelector('source')?.getAttribute('src')).toBe('/video/tribune-demo.webm');
    expect(screen.getByText('Animation Tribune').tagName).toBe('FIGCAPTION');
    rerender(
      <ArticleBody videoLabels={videoLabels} images={{}} film={null} blocks={[...blocks]} />,
    );
    expect(container.querySelector('figure')).toBeNull();
  });

  it('shows markup typed by an editor as text, never as HTML', () => {
    const { container } = render(
      <ArticleBody
        videoLabels={videoLabels}
        images={{}}
        blocks={[{ type: 'paragraph', text: '<img src=x onerror=alert(1)> <b>gras</b>' }]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('leaves out an image whose file is missing rather than showing a broken one', () => {
    const { container } = render(
      <ArticleBody
        videoLabels={videoLabels}
        images={{}}
        blocks={[{ type: 'image', imageKey: 'gone', alt: 'x' }]}
      />,
    );
    expect(container.querySelector('figure')).toBeNull();
  });
});

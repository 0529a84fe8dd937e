import { describe, expect, it } from 'vitest';
import { resolveUrls } from './ResolveUrls.js';

describe('resolveUrls', () => {
  it('makes root-relative media, posters, thumbnails and links absolute on the server that answered', () => {
    const data = {
      slides: {
        '1': {
          slide: { thumb: { src: '/media/t-240w.jpg', srcSet: '/media/t-240w.jpg 240w, /media/t-480w.jpg 480w' } },
          layers: {
            '2': {
              bg: {
                image: {
                  src: '/media/a.jpg',
                  sources: [{ type: 'image/avif', srcSet: '/media/a-768w.avif 768w,/media/a-1024w.avif 1024w' }],
                },
              },
            },
            '3': { content: { src: '/video/film.webm', poster: { src: '/video/poster.jpg' } } },
            '4': { href: '/fr/article/derby', 'href@en': '/en/article/derby' },
          },
        },
      },
    };
    resolveUrls(data, 'https://tribune.example:8443/api/slider/sliders/demo?alias=true');
    const o = 'https://tribune.example:8443';
    const slide = data.slides['1'];
    expect(slide.slide.thumb).toEqual({
      src: `${o}/media/t-240w.jpg`,
      srcSet: `${o}/media/t-240w.jpg 240w, ${o}/media/t-480w.jpg 480w`,
    });
    expect(slide.layers['2'].bg.image.src).toBe(`${o}/media/a.jpg`);
    expect(slide.layers['2'].bg.image.sources[0]?.srcSet).toBe(
      `${o}/media/a-768w.avif 768w,${o}/media/a-1024w.avif 1024w`,
    );
    expect(slide.layers['3'].content).toEqual({
      src: `${o}/video/film.webm`,
      poster: { src: `${o}/video/poster.jpg` },
    });
    expect(slide.layers['4']).toEqual({
      href: `${o}/fr/article/derby`,
      'href@en': `${o}/en/article/derby`,
    });
  });

  it('leaves absolute, protocol-relative, data and page-relative URLs, texts and ids alone', () => {
    const data = {
      src: 'https://cdn.example/a.jpg',
      poster: '//cdn.example/p.jpg',
      image: 'data:image/png;base64,AAAA',
      thumb: 'thumbs/a.jpg',
      text: '/media/a.jpg',
      actions: [{ a: 'link', src: [4, '5'] }],
      href: '#demo-modal-target',
    };
    const before = structuredClone(data);
    resolveUrls(data, 'https://tribune.example/api/slider/sliders/7');
    expect(data).toEqual(before);
  });

  it('leaves data fetched by a relative URL (the page’s own origin) as it is', () => {
    const data = { src: '/media/a.jpg' };
    resolveUrls(data, '/api/slider/sliders/demo-standard');
    expect(data.src).toBe('/media/a.jpg');
  });
});

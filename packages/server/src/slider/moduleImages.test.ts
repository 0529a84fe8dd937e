import { parseModuleStrict } from '@tribune/slider';
import { describe, expect, it } from 'vitest';
import type { StoredImage } from '../content/images.js';
import { absoluteMediaUrls, applyImages, imageIssues, imageRefs } from './moduleImages.js';

const picture: StoredImage = {
  width: 1902,
  height: 1070,
  dominantColor: '#203040',
  src: '/media/p-1902w-aaaaaaaa.jpg',
  srcSet: '/media/p-768w-bbbbbbbb.jpg 768w, /media/p-1902w-aaaaaaaa.jpg 1902w',
  sources: [{ type: 'image/webp', srcSet: '/media/p-768w-cccccccc.webp 768w' }],
};

function module() {
  return parseModuleStrict({
    settings: { alias: 'm' },
    slides: {
      s1: {
        id: 's1',
        slide: { id: 's1', order: 1, thumb: { key: 'p' } },
        layers: {
          bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { image: { key: 'p' } } },
          img: { id: 'img', type: 'image', content: { key: 'missing', alt: 'x' } },
          txt: { id: 'txt', type: 'text', content: { text: 'no picture' } },
          odd: { id: 'odd', type: 'image', content: { key: 5 } },
        },
      },
    },
  });
}

describe('module pictures', () => {
  it('finds every key where the engine keeps a picture, with its path', () => {
    expect(imageRefs(module())).toEqual([
      { path: 'slides.s1.thumb.key', key: 'p' },
      { path: 'slides.s1.layers.bg.bg.image.key', key: 'p' },
      { path: 'slides.s1.layers.img.content.key', key: 'missing' },
      { path: 'slides.s1.layers.odd.content.key', key: '' },
    ]);
  });

  it('reports keys the library does not have, and keys that are not text', () => {
    expect(imageIssues(imageRefs(module()), new Set(['p']))).toEqual([
      {
        path: 'slides.s1.layers.img.content.key',
        message: 'no image of the library has the key "missing"',
      },
      {
        path: 'slides.s1.layers.odd.content.key',
        message: 'expected the key of an image of the library (text)',
      },
    ]);
  });

  it('writes the variants beside each key; thumbnails get the smallest JPEG', () => {
    const m = module();
    applyImages(m, new Map([['p', picture]]));
    const [slide] = m.slides;
    expect(slide!.thumb).toMatchObject({
      key: 'p',
      src: '/media/p-768w-bbbbbbbb.jpg',
      srcSet: picture.srcSet,
    });
    const bg = slide!.layers.find((l) => l.id === 'bg')!.bg!.image;
    expect(bg).toMatchObject({
      key: 'p',
      src: picture.src,
      srcSet: picture.srcSet,
      sources: picture.sources,
      width: 1902,
      height: 1070,
      dominantColor: '#203040',
    });
    // An unknown key is left as it is.
    expect(slide!.layers.find((l) => l.id === 'img')!.content).not.toHaveProperty('src');
  });

  it('makes site-relative media URLs absolute for documents read by other sites', () => {
    const value = {
      src: '/media/a.jpg',
      other: { src: 'https://cdn.example/b.jpg', srcSet: '/media/a 768w, https://x/y 1024w' },
      list: [{ src: '/media/c.svg' }, { src: '/elsewhere/d.svg' }],
      text: '/media/not-a-url-field',
    };
    absoluteMediaUrls(value, 'https://tribune.test');
    expect(value).toEqual({
      src: 'https://tribune.test/media/a.jpg',
      other: {
        src: 'https://cdn.example/b.jpg',
        srcSet: 'https://tribune.test/media/a 768w, https://x/y 1024w',
      },
      list: [{ src: 'https://tribune.test/media/c.svg' }, { src: '/elsewhere/d.svg' }],
      text: '/media/not-a-url-field',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isImageUrl, readStreamItems } from './StreamItem.js';

describe('readStreamItems (spec 3.5)', () => {
  it('reads items with their source slide, module and engine, sourceModuleEngine defaulting to 7', () => {
    const { items, dropped } = readStreamItems([
      {
        id: 'a',
        sourceSlideId: 61,
        sourceModuleId: '6',
        metas: { title: 'Un', likes: 12 },
        image: { src: '/media/a.jpg', width: 1902, height: 1070, srcSet: '/media/a-768.jpg 768w' },
      },
      {
        id: 'b',
        sourceSlideId: '62',
        sourceModuleId: '6',
        sourceModuleEngine: 6,
        image: '/media/b.jpg',
      },
    ]);
    expect(dropped).toBe(0);
    expect(items[0]).toEqual({
      id: 'a',
      sourceSlideId: '61',
      sourceModuleId: '6',
      sourceModuleEngine: 7,
      metas: { title: 'Un', likes: '12' },
      image: { src: '/media/a.jpg', width: 1902, height: 1070, srcSet: '/media/a-768.jpg 768w' },
    });
    expect(items[1]).toMatchObject({ sourceModuleEngine: 6, image: { src: '/media/b.jpg' } });
  });

  it('takes an object keyed by item as well as an array', () => {
    const { items } = readStreamItems({
      x: { metas: { title: 'X' } },
      y: { metas: { title: 'Y' } },
    });
    expect(items.map((i) => [i.id, i.metas.title])).toEqual([
      ['1', 'X'],
      ['2', 'Y'],
    ]);
  });

  it('leaves out what cannot be an item and counts it', () => {
    const { items, dropped } = readStreamItems([
      null,
      'text',
      [],
      {},
      { metas: { title: '' } },
      { image: { src: 'javascript:alert(1)' } },
      {
        image: { src: 'data:image/svg+xml,<svg onload=alert(1)>' },
        metas: { title: 'Kept, no image' },
      },
      { metas: { 'bad name': 'x', title: 'OK' } },
    ]);
    expect(dropped).toBe(6);
    expect(items.map((i) => i.image)).toEqual([null, null]);
    expect(items[1]?.metas).toEqual({ title: 'OK' });
  });

  it('drops a srcset naming a script URL and a colour that is not one', () => {
    const { items } = readStreamItems([
      { image: { src: '/a.jpg', srcSet: '/a.jpg 1x, javascript:x 2x', dominantColor: 'red;x' } },
    ]);
    expect(items[0]?.image).toEqual({ src: '/a.jpg' });
  });

  it('answers nothing for anything that is not a list', () => {
    expect(readStreamItems(undefined)).toEqual({ items: [], dropped: 0 });
    expect(readStreamItems('[]')).toEqual({ items: [], dropped: 0 });
  });

  it('accepts web and site-relative picture URLs only', () => {
    expect(isImageUrl('https://example.org/a.jpg')).toBe(true);
    expect(isImageUrl('/media/a.jpg')).toBe(true);
    expect(isImageUrl('media/a.jpg')).toBe(true);
    expect(isImageUrl('//evil.example/a.jpg')).toBe(false);
    expect(isImageUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isImageUrl('')).toBe(false);
  });
});

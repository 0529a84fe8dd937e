import type { ImageModel } from '../../model/image.js';
import type { GalleryContainerModel, GalleryItemModel } from '../model.js';

export function image(n: number): ImageModel {
  return {
    width: 1902,
    height: 1268,
    alt: `Alt ${n}`,
    dominantColor: '#123456',
    sources: [
      { type: 'image/avif', srcSet: `/media/p${n}-768w.avif 768w, /media/p${n}-1902w.avif 1902w` },
    ],
    src: `/media/p${n}-1902w.jpg`,
    srcSet: `/media/p${n}-768w.jpg 768w, /media/p${n}-1024w.jpg 1024w, /media/p${n}-1902w.jpg 1902w`,
  };
}

export function item(n: number, changes: Partial<GalleryItemModel> = {}): GalleryItemModel {
  return {
    id: n,
    mediaType: 'image',
    title: `Title ${n}`,
    caption: `Caption ${n}`,
    image: image(n),
    href: `/media/p${n}-1902w.jpg`,
    inlineContent: null,
    width: 1902,
    height: 1268,
    excludedFromLightbox: false,
    ...changes,
  };
}

export function containerModel(
  changes: Partial<GalleryContainerModel> = {},
): GalleryContainerModel {
  return {
    galleryId: 7,
    galleryNo: 1,
    postId: 7,
    lang: 'en',
    pagination: 'links',
    infiniteMode: null,
    layout: 'grid',
    page: 1,
    pageCount: 3,
    itemCount: 30,
    items: Array.from({ length: 6 }, (_, i) => item(i + 1)),
    pageHrefs: [1, 2, 3].map((n) => `/en/gallery/test?rl_page=${n}`),
    nonce: null,
    aboveTheFold: true,
    ...changes,
  };
}

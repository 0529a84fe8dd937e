import { beforeEach, describe, expect, it } from 'vitest';
import { renderGalleryContainerHtml } from '../renderGalleryContainer.js';
import { containerModel, item } from '../test-support/galleryModels.js';
import { groupLinks, groupOf, mediaTypeOf, readItem } from './items.js';

const NOTICE = { htmlDisallowed: 'HTML is disallowed.' };
const HOSTILE = '<img src=x onerror="alert(1)">';

beforeEach(() => {
  document.body.innerHTML = renderGalleryContainerHtml(
    containerModel({
      items: [
        item(1, { title: HOSTILE, caption: '<b>caption</b>' }),
        item(2, { excludedFromLightbox: true }),
        item(3, { mediaType: 'inline', image: null, inlineContent: 'Plain words.' }),
        item(4, { mediaType: 'inline', image: null, inlineContent: 'Some <b>markup</b>' }),
        item(5, { mediaType: 'iframe', image: null, href: '/frame.html' }),
        item(6, { mediaType: 'iframe', image: null, href: '/frame.html?<x>' }),
        item(7, { mediaType: 'ajax', image: null, href: '/note.txt' }),
        item(8, { mediaType: 'video', image: null, href: 'javascript:alert(1)' }),
      ],
    }),
  );
});

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('a.rl-gallery-link')];
const read = (index: number) => readItem(links()[index]!, NOTICE);

describe('lightbox items', () => {
  it('groups items by data-rel, leaving norl out', () => {
    expect(groupOf(links()[0]!)).toBe('lightbox-gallery-1');
    expect(groupOf(links()[1]!)).toBeNull();
    expect(groupLinks(document, 'lightbox-gallery-1')).toHaveLength(7);
    const plain = document.createElement('a');
    plain.setAttribute('rel', 'norl');
    expect(groupOf(plain)).toBeNull();
    plain.setAttribute('rel', 'lightbox-x');
    expect(groupOf(plain)).toBe('lightbox-x');
    plain.setAttribute('rel', 'noopener');
    expect(groupOf(plain)).toBeNull();
  });

  it('takes the media type from rl_content first, then magnific_type, else image', () => {
    const link = document.createElement('a');
    expect(mediaTypeOf(link)).toBe('image');
    link.setAttribute('data-magnific_type', 'iframe');
    expect(mediaTypeOf(link)).toBe('iframe');
    link.setAttribute('data-rl_content', 'ajax');
    expect(mediaTypeOf(link)).toBe('ajax');
    link.setAttribute('data-rl_content', 'bogus');
    expect(mediaTypeOf(link)).toBe('image');
  });

  it('reads an image with its title and caption as plain text and its sizes', () => {
    const first = read(0);
    expect(first.title).toBe(HOSTILE);
    expect(first.caption).toBe('<b>caption</b>');
    expect(first.image).toEqual({
      src: 'http://localhost:3000/media/p1-1902w.jpg',
      alt: 'Alt 1',
      width: 1902,
      height: 1268,
      srcSet: [
        { src: 'http://localhost:3000/media/p1-768w.jpg', width: 768, height: 512 },
        { src: 'http://localhost:3000/media/p1-1024w.jpg', width: 1024, height: 683 },
        { src: 'http://localhost:3000/media/p1-1902w.jpg', width: 1902, height: 1268 },
      ],
    });
  });

  it('applies spec 5 to media content', () => {
    expect(read(2).content).toBe('Plain words.');
    expect(read(3).content).toBe('HTML is disallowed.');
    expect(read(4).content).toBe('http://localhost:3000/frame.html');
    expect(read(5).content).toBe('');
    expect(read(6).content).toBe('http://localhost:3000/note.txt');
    // (React itself refuses a javascript: href; whatever reaches the link, the lightbox blanks.)
    expect(read(7).content).toBe('');
  });
});

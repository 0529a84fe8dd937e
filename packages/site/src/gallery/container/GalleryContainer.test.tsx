import { describe, expect, it } from 'vitest';
import { renderGalleryContainerHtml } from '../renderGalleryContainer.js';
import { containerModel, item } from '../test-support/galleryModels.js';

const HOSTILE_TITLE = '<img src=x onerror="alert(1)">Derby & co';
const HOSTILE_CAPTION = `<script>alert('x')</script>`;

function render(changes: Parameters<typeof containerModel>[0] = {}) {
  const host = document.createElement('div');
  host.innerHTML = renderGalleryContainerHtml(containerModel(changes));
  return host.firstElementChild as HTMLElement;
}

describe('GalleryContainer', () => {
  it('keeps hostile titles, captions and alt texts as text, in attributes and content', () => {
    const html = renderGalleryContainerHtml(
      containerModel({
        items: [
          item(1, {
            title: HOSTILE_TITLE,
            caption: HOSTILE_CAPTION,
            image: { ...item(1).image!, alt: '"><svg onload=alert(1)>' },
          }),
        ],
      }),
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<svg');
    const host = document.createElement('div');
    host.innerHTML = html;
    const link = host.querySelector('a.rl-gallery-link')!;
    expect(link.getAttribute('data-rl_title')).toBe(HOSTILE_TITLE);
    expect(link.getAttribute('title')).toBe(HOSTILE_TITLE);
    expect(link.getAttribute('data-rl_caption')).toBe(HOSTILE_CAPTION);
    expect(host.querySelector('figcaption')!.textContent).toBe(HOSTILE_TITLE);
    expect(host.querySelector('figcaption')!.children).toHaveLength(0);
    expect(host.querySelector('img')!.getAttribute('alt')).toBe('"><svg onload=alert(1)>');
    expect(host.querySelectorAll('script, svg')).toHaveLength(0);
  });

  it('writes the markup contract on the container and each item link', () => {
    const container = render({
      pagination: 'ajax',
      nonce: 'n.1.s',
      items: [
        item(1),
        item(2, { excludedFromLightbox: true }),
        item(3, { mediaType: 'video', image: null, href: '/v.webm', width: 640, height: 360 }),
      ],
    });
    expect(container.id).toBe('rl-gallery-container-1');
    expect(container.className).toBe('rl-gallery-container rl-pagination-ajax rl-layout-grid');
    expect({ ...container.dataset }).toEqual({
      gallery_id: '7',
      gallery_no: '1',
      post_id: '7',
      pagination: 'ajax',
      layout: 'grid',
      page: '1',
      pages: '3',
      nonce: 'n.1.s',
      lightbox: 'tribune',
      lang: 'en',
    });
    const links = [...container.querySelectorAll('a.rl-gallery-link')];
    expect(links.map((l) => l.getAttribute('data-rel'))).toEqual([
      'lightbox-gallery-1',
      'norl',
      'lightbox-gallery-1',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/media/p1-1902w.jpg');
    expect(links[2]!.getAttribute('data-magnific_type')).toBe('video');
    expect(links[2]!.getAttribute('data-rl_content')).toBe('video');
    expect(links[2]!.getAttribute('data-rl_width')).toBe('640');
    expect(links[2]!.textContent).toContain('Video');
  });

  it('loads the first row at once and the rest lazily', () => {
    const images = [...render().querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
    const later = [...render({ aboveTheFold: false }).querySelectorAll('img')];
    expect(later.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('numbers its pages with rl_page links, marking the current one', () => {
    const nav = render({ page: 2 }).querySelector('nav.rl-pagination')!;
    expect(nav.getAttribute('aria-label')).toBe('Gallery pages');
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.className,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['prev page-numbers', '/en/gallery/test?rl_page=1', null],
      ['page-numbers', '/en/gallery/test?rl_page=1', null],
      ['page-numbers current', '/en/gallery/test?rl_page=2', 'page'],
      ['page-numbers', '/en/gallery/test?rl_page=3', null],
      ['next page-numbers', '/en/gallery/test?rl_page=3', null],
    ]);
    expect(nav.querySelector('[rel="next"]')).not.toBeNull();
    expect(render({ pageCount: 1 }).querySelector('nav')).toBeNull();
  });

  it('renders an inline item as text its link points at', () => {
    const container = render({
      items: [
        item(9, { mediaType: 'inline', image: null, inlineContent: 'Un <b>mot</b>', href: '#' }),
      ],
    });
    const link = container.querySelector('a.rl-gallery-link')!;
    expect(link.getAttribute('href')).toBe('#rl-inline-1-9');
    const text = container.querySelector('#rl-inline-1-9')!;
    expect(text.textContent).toBe('Un <b>mot</b>');
    expect(text.children).toHaveLength(0);
  });

  it('renders expander items as native disclosures holding the lightbox link', () => {
    const container = render({ layout: 'expander' });
    const first = container.querySelector('li.rl-gallery-item')!;
    expect(first.querySelector('details > summary img')).not.toBeNull();
    expect(first.querySelector('details .rl-expander__panel a.rl-gallery-link')).not.toBeNull();
    expect(first.querySelector('.rl-expander__caption')!.textContent).toBe('Caption 1');
  });
});

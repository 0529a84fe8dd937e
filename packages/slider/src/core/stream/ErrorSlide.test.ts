import { describe, expect, it } from 'vitest';
import { parseModuleStrict } from '../model/ValidateModule.js';
import { makeModule } from '../test-support/modules.js';
import { ERROR_SLIDE_SIZES, ERROR_TITLE, errorModule, errorSubtitle } from './ErrorSlide.js';
import { DEFAULT_SOURCE_LABEL, sourceLabel } from './SourceLabels.js';
import { needsStream, streamOutcome } from './SourceTypes.js';

const feed = (type?: string) =>
  makeModule(3, {
    alias: 'flux',
    title: 'Le flux',
    type: 'carousel',
    source: type === undefined ? { sourceids: 'x' } : { type, sourceids: 'x' },
    size: { width: [1240, 1240, 1024, 778, 480], height: [600, 580, 540, 500, 460] },
  });

describe('the error slide (spec 8.1, 9.7)', () => {
  it('replaces the whole module by a hero with one slide and no static layers', () => {
    const module = errorModule(feed('gallery'), 'empty');
    expect(module.settings.type).toBe('hero');
    expect(module.settings.alias).toBe('flux');
    expect(module.settings.title).toBe('Le flux');
    expect(module.settings.size.height).toEqual([600, 580, 540, 500, 460]);
    expect(module.slides).toHaveLength(1);
    expect(module.statics).toEqual([]);
    expect(streamOutcome(module)).toBe('empty');
    expect(needsStream(module)).toBe(false);
    expect(streamOutcome(errorModule(feed('gallery'), 'failed'))).toBe('failed');
  });

  it('has a white background, a warning icon, the title and the subtitle naming the source', () => {
    const [slide] = errorModule(feed('gallery'), 'empty').slides;
    const [bg, icon, title, subtitle] = slide?.layers ?? [];
    expect(bg).toMatchObject({ subtype: 'slidebg', bg: { color: '#ffffff' } });
    expect(icon?.type).toBe('svg');
    expect(icon?.content.text).toMatch(/^<svg[^>]*>.*<\/svg>$/);
    expect(title?.content.text).toBe('There is nothing to show here!');
    expect(subtitle?.content.text).toBe('Gallery reports: Please check the settings');
    expect(ERROR_TITLE).toBe('There is nothing to show here!');
  });

  it('sizes the title 30/30/24/18/11 px and the icon 50/50/41/31/19 px per level', () => {
    const [, icon, title, subtitle] =
      errorModule(feed('photo-feed'), 'empty').slides[0]?.layers ?? [];
    expect(title?.font?.size).toEqual(['30px', '30px', '24px', '18px', '11px']);
    expect(icon?.size.w).toEqual(['50px', '50px', '41px', '31px', '19px']);
    expect(icon?.size.h).toEqual(['50px', '50px', '41px', '31px', '19px']);
    expect(subtitle?.font?.size).toEqual(['18px', '18px', '14px', '11px', '11px']);
    expect(ERROR_SLIDE_SIZES.subtitle).toEqual([18, 18, 14, 11, 11]);
    // Icon above the title above the subtitle, as one block centred on the middle.
    for (let level = 0; level < 5; level++) {
      const y = (l: typeof icon) => Number.parseFloat(l?.pos.y[level] ?? 'NaN');
      expect(y(icon)).toBeLessThan(y(title));
      expect(y(title)).toBeLessThan(y(subtitle));
      expect(Math.abs(y(icon) + y(subtitle))).toBeLessThan(ERROR_SLIDE_SIZES.icon[level] as number);
    }
  });

  it('names the source type in the subtitle; the default names a social photo feed', () => {
    expect(errorSubtitle('gallery')).toBe('Gallery reports: Please check the settings');
    expect(errorSubtitle('wp-gallery')).toBe('WP Gallery reports: Please check the settings');
    expect(errorSubtitle('photo-feed')).toBe('Photo feed reports: Please check the settings');
    expect(errorSubtitle('flickr')).toBe('Flickr reports: Please check the settings');
    expect(errorSubtitle(undefined)).toBe('Photo feed reports: Please check the settings');
    expect(sourceLabel('  ')).toBe(DEFAULT_SOURCE_LABEL);
    const [, , , subtitle] = errorModule(feed(), 'failed').slides[0]?.layers ?? [];
    expect(subtitle?.content.text).toBe('Photo feed reports: Please check the settings');
  });
});

it('reads back from JSON as the same module (what a server sends the browser)', () => {
  const module = errorModule(feed('gallery'), 'empty');
  const [slide] = module.slides;
  const { layers, ...data } = slide!;
  const json = JSON.parse(
    JSON.stringify({
      settings: module.settings,
      slides: { error: { id: 'error', slide: data, layers } },
    }),
  );
  expect(parseModuleStrict(json)).toEqual(module);
});

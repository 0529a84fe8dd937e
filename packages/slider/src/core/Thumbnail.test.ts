import { describe, expect, it, vi } from 'vitest';
import { parseModule } from './model/ParseModule.js';
import {
  isLocalDevHost,
  isUsableThumbnail,
  slideBackground,
  thumbnailFailed,
  thumbnailFor,
} from './Thumbnail.js';
import { readFixture } from './test-support/fixtures.js';

const slide = (thumb: string, bg = 'https://cdn.example.com/bg.jpg') => ({
  thumb: { src: thumb, default: { image: { src: '' } } },
  layers: [{ subtype: 'slidebg', bg: { image: { src: bg } } }],
});

describe('thumbnail rules', () => {
  it('uses a good thumbnail', () => {
    expect(thumbnailFor(slide('https://cdn.example.com/t.jpg'), 'tribune.test')).toEqual({
      src: 'https://cdn.example.com/t.jpg',
      fromBackground: false,
    });
    expect(isUsableThumbnail('/media/t.jpg', 'example.org')).toBe(true);
  });

  it('falls back to the slide background when empty, ending in "#", or on another dev host', () => {
    for (const bad of [
      '',
      '   ',
      'https://cdn.example.com/t.jpg#',
      'http://localhost:8080/t.jpg',
    ]) {
      expect(thumbnailFor(slide(bad), 'www.tribune.fr')).toEqual({
        src: 'https://cdn.example.com/bg.jpg',
        fromBackground: true,
      });
    }
  });

  it('keeps a local-host thumbnail when the page is on that same host', () => {
    expect(isUsableThumbnail('http://localhost:3000/t.jpg', 'localhost')).toBe(true);
    expect(isUsableThumbnail('http://192.168.1.20/t.jpg', 'localhost')).toBe(false);
  });

  it('knows local development hosts', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      'site.local',
      'wp.test',
      '10.0.0.4',
      '172.20.1.1',
    ]) {
      expect(isLocalDevHost(host)).toBe(true);
    }
    for (const host of ['example.com', '172.40.1.1', 'localhost.example.com']) {
      expect(isLocalDevHost(host)).toBe(false);
    }
  });

  it('logs the fallback message when a thumbnail fails to load', () => {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    expect(thumbnailFailed(slide('x'), logger)).toBe('https://cdn.example.com/bg.jpg');
    expect(logger.warn).toHaveBeenCalledWith('Fall back to Slide Image instead of Thumbnail');
  });
});

describe('slideBackground', () => {
  it('reads the slidebg layer, or thumb.default for slides saved without one', () => {
    const { module } = parseModule(
      readFixture('sr7_krdeluxe_SR7_1_1_standard_bullets_hermes.json'),
    );
    const [first, second] = module?.slides ?? [];
    expect(first && slideBackground(first).image).toMatch(/original-CD825C7C/);
    expect(second && slideBackground(second).image).toMatch(/original-DF38712D/);
  });

  it('reads colours from the carousel fixture', () => {
    const { module } = parseModule(readFixture('sr7_jschack_amenities_carousel_infinity.json'));
    const first = module?.slides[0];
    expect(first && slideBackground(first)).toEqual({ image: null, color: 'transparent' });
  });
});

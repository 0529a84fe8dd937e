import { describe, expect, it } from 'vitest';
import { playsOnFocus } from './Autoplay.js';
import { mediaVolume, readMediaOptions } from './MediaOptions.js';

describe('readMediaOptions (spec 3.4)', () => {
  it('throws the spec’s exact error for a type that is not youtube, vimeo, html5 or audio', () => {
    expect(() => readMediaOptions({ type: 'dailymotion', src: 'x' }, 'video')).toThrow(
      new Error(
        'Invalid video type. Please use "youtube", "vimeo", or "html5". Received: dailymotion.',
      ),
    );
    expect(() => readMediaOptions({ type: 7 }, 'background')).toThrow(/Received: 7\.$/);
  });

  it('takes html5 for a video and audio for an audio layer when no type is given', () => {
    expect(readMediaOptions({ src: 'a.webm' }, 'video').type).toBe('html5');
    expect(readMediaOptions({ src: 'a.wav' }, 'audio').type).toBe('audio');
    for (const type of ['youtube', 'vimeo', 'html5', 'audio']) {
      expect(readMediaOptions({ type }, 'video').type).toBe(type);
    }
  });

  it('reads controls "s" as native controls and "xl" as the large control', () => {
    const pick = (controls: unknown) => {
      const o = readMediaOptions({ controls }, 'video');
      return [o.nativeControls, o.largeControls];
    };
    expect(pick('s')).toEqual([true, false]);
    expect(pick('xl')).toEqual([false, true]);
    expect(pick('sxl')).toEqual([true, true]);
    expect(pick('')).toEqual([false, false]);
    expect(pick(undefined)).toEqual([false, false]);
  });

  it('reads saved values leniently: "true", "1", numeric strings, autoPlay once modes', () => {
    const o = readMediaOptions(
      {
        type: 'html5',
        src: ' /v.webm ',
        mute: 'true',
        loop: '1',
        inline: 'false',
        start: '2.5',
        end: 8,
        autoPlay: '1sttime',
        rewind: 1,
        cover: 'on',
        poster: { src: '/p.jpg', showOnPause: 'true' },
        pauseOnSwap: false,
        width: '1280px',
        height: 720,
      },
      'video',
    );
    expect(o).toMatchObject({
      src: '/v.webm',
      mute: true,
      loop: true,
      inline: false,
      start: 2.5,
      end: 8,
      autoPlay: '1sttime',
      rewind: true,
      cover: true,
      poster: { src: '/p.jpg', showOnPause: true },
      pauseOnSwap: false,
      width: 1280,
      height: 720,
      background: false,
    });
    expect(readMediaOptions({ autoPlay: 'no1sttime' }, 'video').autoPlay).toBe('no1sttime');
    expect(readMediaOptions({ autoPlay: 'true' }, 'video').autoPlay).toBe(true);
  });

  it('defaults: a layer waits, plays once with sound; a background autoplays muted, loops, covers', () => {
    expect(readMediaOptions({}, 'video')).toMatchObject({
      autoPlay: false,
      mute: false,
      loop: false,
      cover: false,
      inline: true,
      pauseOnSwap: true,
      volume: 1,
      start: 0,
      end: 0,
    });
    expect(readMediaOptions({}, 'background')).toMatchObject({
      autoPlay: true,
      mute: true,
      loop: true,
      cover: true,
      background: true,
    });
  });

  it('reads a volume above 1 as a percentage and keeps it within 0–1', () => {
    expect([50, 100, '75', 0.3, 1, 0, 250, -2, 'loud'].map(mediaVolume)).toEqual([
      0.5, 1, 0.75, 0.3, 1, 0, 1, 1, 1,
    ]);
  });
});

describe('playsOnFocus (spec 4.3)', () => {
  it('follows autoPlay, with "1sttime" and "no1sttime" by focus count', () => {
    const row = (autoPlay: Parameters<typeof playsOnFocus>[0]) =>
      [1, 2, 3].map((n) => playsOnFocus(autoPlay, n, false));
    expect(row(true)).toEqual([true, true, true]);
    expect(row(false)).toEqual([false, false, false]);
    expect(row('1sttime')).toEqual([true, false, false]);
    expect(row('no1sttime')).toEqual([false, true, true]);
  });

  it('never plays a background forced off (non-HTML5 backgrounds)', () => {
    expect(playsOnFocus(true, 1, true)).toBe(false);
    expect(playsOnFocus('no1sttime', 2, true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { mediaIssues } from './MediaCheck.js';

const message = (type: string) =>
  `Invalid video type. Please use "youtube", "vimeo", or "html5". Received: ${type}.`;

describe('mediaIssues (the strict save’s media check)', () => {
  it('names each media whose type is not youtube, vimeo, html5 or audio, with spec 5’s message', () => {
    const data = {
      settings: { alias: 'x' },
      slides: {
        s1: {
          id: 's1',
          slide: { id: 's1' },
          layers: {
            l1: { id: 'l1', type: 'video', media: { type: 'flash', src: '/a.swf' } },
            l2: { id: 'l2', type: 'audio', media: { type: 'mp3' } },
            l3: { id: 'l3', type: 'video', media: { type: 'youtube', src: 'abc' } },
            bg: {
              id: 'bg',
              type: 'shape',
              subtype: 'slidebg',
              bg: { video: { type: 'streamyoutube', src: 'abc' } },
            },
          },
        },
      },
    };
    expect(mediaIssues(data)).toEqual([
      { path: 'slides.s1.layers.l1.media.type', message: message('flash') },
      { path: 'slides.s1.layers.l2.media.type', message: message('mp3') },
      { path: 'slides.s1.layers.bg.bg.video.type', message: message('streamyoutube') },
    ]);
    // Slides and layers saved as arrays are named by their index.
    expect(mediaIssues({ slides: [{ layers: [{ type: 'video', media: { type: 7 } }] }] })).toEqual([
      { path: 'slides.0.layers.0.media.type', message: message('7') },
    ]);
  });

  it('accepts the four types, a missing type (html5, audio for audio layers) and no media', () => {
    const layers: Record<string, object> = Object.fromEntries(
      ['youtube', 'vimeo', 'html5', 'audio', undefined].map((type, i) => [
        `l${i}`,
        { id: `l${i}`, type: 'video', media: type === undefined ? { src: '/a' } : { type } },
      ]),
    );
    layers.bare = { id: 'bare', type: 'video' };
    expect(mediaIssues({ slides: { s: { layers } } })).toEqual([]);
    expect(mediaIssues(null)).toEqual([]);
  });
});

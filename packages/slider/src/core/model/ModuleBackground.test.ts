import { describe, expect, it } from 'vitest';
import { moduleBackground } from './ModuleBackground.js';
import { parseModule } from './ParseModule.js';

describe('moduleBackground (settings.bg as the frame’s CSS)', () => {
  it('a colour, as the engine saves it (its CSS string); transparent or nothing: no background', () => {
    expect(
      moduleBackground({
        color: { type: 'solid', orig: '#151008', string: 'rgba(21, 16, 8, 1)' },
      }),
    ).toEqual({ background: 'rgba(21, 16, 8, 1)' });
    expect(moduleBackground({ color: '#fff' })).toEqual({ background: '#fff' });
    expect(
      moduleBackground({ color: { orig: 'transparent', type: 'solid', string: 'transparent' } }),
    ).toEqual({});
    expect(moduleBackground(undefined)).toEqual({});
    expect(moduleBackground([])).toEqual({});
  });

  it('a gradient object draws its gradient', () => {
    const string = 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.75) 100%)';
    expect(moduleBackground({ color: { type: 'linear', angle: '180', orig: [], string } })).toEqual(
      { background: string },
    );
  });

  it('a picture with its size, position and repeat, over a plain colour', () => {
    expect(
      moduleBackground({
        color: '#101010',
        image: { src: '/img/stade.jpg', size: 'contain', position: 'center top', repeat: '' },
      }),
    ).toEqual({ background: 'url("/img/stade.jpg") center top / contain no-repeat #101010' });
    // Tribune's migration writes `pos` (a string); layers save {x, y}.
    expect(moduleBackground({ image: { src: 'a.jpg', pos: 'center center' } }).background).toBe(
      'url("a.jpg") center center / cover no-repeat',
    );
    expect(moduleBackground({ image: { src: 'a.jpg', pos: { x: '20%', y: '80%' } } })).toEqual({
      background: 'url("a.jpg") 20% 80% / cover no-repeat',
    });
    // Without a position the original leaves the browser's, the top left corner.
    expect(moduleBackground({ image: { src: 'a.jpg' } }).background).toBe(
      'url("a.jpg") 0% 0% / cover no-repeat',
    );
  });

  it('a picture takes the place of a gradient, as the original sets it over it', () => {
    expect(
      moduleBackground({
        color: { type: 'linear', string: 'linear-gradient(red, blue)' },
        image: { src: 'a.jpg', size: 'cover' },
      }),
    ).toEqual({ background: 'url("a.jpg") 0% 0% / cover no-repeat' });
  });

  it('keeps a picture’s address inside its url("…")', () => {
    expect(moduleBackground({ image: { src: 'a")\n.jpg\\' } }).background).toBe(
      'url("a%22)%0A.jpg%5C") 0% 0% / cover no-repeat',
    );
  });

  it('an overlay pattern as gradient tiles, over the background, also for the slides', () => {
    const bg = moduleBackground({
      color: '#222',
      overlay: { type: '1', size: 2, cA: 'transparent', cB: 'rgba(0, 0, 0, 0.5)' },
    });
    const dot =
      'conic-gradient(at 2px 2px, transparent 75%, rgba(0, 0, 0, 0.5) 0) 0px 0px / 4px 4px';
    expect(bg).toEqual({ background: `${dot} #222`, '--sr7-overlay': dot });
  });

  it('draws each cell of a pattern, the empty cells’ colour under them; type "none" is none', () => {
    const overlay = moduleBackground({ overlay: { type: 12, size: 1, cA: '#fff', cB: '#000' } })[
      '--sr7-overlay'
    ];
    expect(overlay?.split(/, (?=conic|linear)/)).toEqual([
      'conic-gradient(at 1px 1px, transparent 75%, #000 0) 0px 0px / 3px 3px',
      'conic-gradient(at 1px 1px, transparent 75%, #000 0) 1px 1px / 3px 3px',
      'conic-gradient(at 1px 1px, transparent 75%, #000 0) 2px 2px / 3px 3px',
      'linear-gradient(#fff, #fff)',
    ]);
    expect(moduleBackground({ overlay: { type: 'none', cB: '#000' } })).toEqual({});
    // An unknown pattern is the 3 × 3 dot, the default look.
    expect(moduleBackground({ overlay: { type: 'x' } })['--sr7-overlay']).toBe(
      'conic-gradient(at 1px 1px, transparent 75%, #000 0) 0px 0px / 3px 3px',
    );
  });

  it('reads its own output again unchanged (data the server already read)', () => {
    const once = moduleBackground({ color: '#222', overlay: { type: 4, size: 3, cB: '#fff' } });
    expect(moduleBackground(once)).toEqual(once);
  });
});

describe('the parsed settings', () => {
  it('carry the background and the fixed flag (false unless the module says so)', () => {
    const slides = { 1: { slide: { id: 1, order: 1 }, layers: {} } };
    const plain = parseModule({ settings: {}, slides });
    expect(plain.module?.settings).toMatchObject({ bg: {}, fixed: false });
    const header = parseModule({
      settings: { fixed: true, bg: { color: { string: 'rgba(21, 16, 8, 1)' } } },
      slides,
    });
    expect(header.module?.settings).toMatchObject({
      bg: { background: 'rgba(21, 16, 8, 1)' },
      fixed: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { validateModule } from '../model/ValidateModule.js';
import type { Json } from './Context.js';
import { type MigrationResult, migrateV6Module } from './MigrateModule.js';

/** A small engine-6 export: `slides` are [{id, params, layers}], layers keyed by uid. */
function v6(slides: Json[], params: Json = {}): Json {
  return {
    id: '9',
    alias: 'petit',
    title: 'Petit',
    params: { type: 'standard', ...params },
    slides,
  };
}

function slide(id: string | number, layers: Json = {}, params: Json = {}, order = 1): Json {
  return { id, slide_order: order, params: { title: `Slide ${id}`, ...params }, layers };
}

function text(uid: number, extra: Json = {}): Json {
  return { uid, type: 'text', alias: `t${uid}`, text: `Texte ${uid}`, ...extra };
}

function ok(result: MigrationResult) {
  if (!result.ok) throw new Error(result.error);
  expect(validateModule(result.module).ok).toBe(true);
  return result;
}

const action = (a: Json) => ({ actions: { action: [{ tooltip_event: 'click', ...a }] } });

describe('slide id references', () => {
  const module = v6([
    slide(10, {
      0: text(0, action({ action: 'jumpto', jump_to_slide: 11 })),
      1: text(
        1,
        action({ action: 'link', image_link: '#11', link_open_in: '_self', link_type: 'a' }),
      ),
      2: text(2, action({ action: 'jumpto', jump_to_slide: 99 })),
    }),
    slide(11, {}, { attributes: { linkType: 'slide', linkSlide: '10' } }, 2),
  ]);

  it('rewrites jumps, #id links and slide links through the id table (slide links reported)', () => {
    const { module: out, report } = ok(
      migrateV6Module(module, { ids: { n: { 10: 'a', 11: 'b' } } }),
    );
    const actions = out.slides.a!.slide.actions as Json[];
    expect(actions).toContainEqual({ a: 'jumpto', evt: 'click', src: ['0'], target: 'b' });
    expect(actions).toContainEqual(expect.objectContaining({ a: 'link', link: '#b', src: ['1'] }));
    // The renderer's plain link on the layer, as engine 7 saves it.
    expect(out.slides.a!.layers['1']).toMatchObject({ href: '#b', target: '_self' });
    // A whole-slide jump: remapped, then left out (Tribune draws no whole-slide button), saying
    // where it led.
    expect(out.slides.b!.slide.actions).toEqual([]);
    expect(report.dropped).toContainEqual({
      path: 'slides.1.params.attributes.linkType',
      message:
        'the slide\'s own link to slide "a" is left out: Tribune draws a whole slide as a link to a URL, not as a button; give one of the slide\'s layers a jump action instead',
    });
    expect(report.remapped).toEqual([
      { path: 'slides.0.layers.0.actions.action.0.jump_to_slide', v6: '11', v7: 'b' },
      { path: 'slides.0.layers.1.actions.action.0.image_link', v6: '11', v7: 'b' },
      { path: 'slides.1.params.attributes.linkSlide', v6: '10', v7: 'a' },
    ]);
  });

  it("keeps a slide's own link to a URL on its background layer (an #id through the table)", () => {
    const linked = v6([
      slide(10, {}, { attributes: { link: ' https://example.org/fr/ ', linkOpenIn: '_blank' } }),
      slide(11, {}, { attributes: { linkType: 'regular', link: '#10' } }, 2),
      slide(12, {}, { attributes: { linkType: 'regular', link: '' } }, 3),
    ]);
    const { module: out, report } = ok(migrateV6Module(linked, { ids: { n: { 10: 'a' } } }));
    const background = (id: string) =>
      Object.values(out.slides[id]!.layers).find((l) => l.subtype === 'slidebg');
    expect(background('a')).toMatchObject({ href: 'https://example.org/fr/', target: '_blank' });
    expect(background('11')).toMatchObject({ href: '#a', target: '_self' });
    expect(background('12')!.href).toBeUndefined();
    expect(report.remapped).toContainEqual({
      path: 'slides.1.params.attributes.link',
      v6: '10',
      v7: 'a',
    });
    expect(report.dropped.filter((d) => d.path.includes('attributes'))).toEqual([]);
    expect(report.mapped).toContainEqual(
      expect.objectContaining({ from: 'slides.*.params.attributes.link' }),
    );
  });

  it('drops a jump to a slide the module does not have, naming it', () => {
    const { report, module: out } = ok(migrateV6Module(module));
    expect(report.dropped).toContainEqual({
      path: 'slides.0.layers.2.actions.action.0.jump_to_slide',
      message: 'the slide "99" it jumps to is not in the module; the action is left out',
    });
    expect((out.slides['10']!.slide.actions as Json[]).some((a) => a.src?.toString() === '2')).toBe(
      false,
    );
  });

  it('gives a second slide with the same id its own id', () => {
    const { module: out, report } = ok(migrateV6Module(v6([slide(5), slide(5, {}, {}, 2)])));
    expect(Object.keys(out.slides).sort()).toEqual(['5', '5-2']);
    expect(report.approximated).toContainEqual({
      path: 'slides.1.id',
      message: 'slide id "5" is taken; the slide is "5-2"',
    });
  });
});

describe('slides', () => {
  it('leaves out unpublished slides and layers engine 7 has no kind for', () => {
    const { module: out, report } = ok(
      migrateV6Module(
        v6([
          slide(1, { 0: { uid: 0, type: 'particles' }, 1: text(1) }),
          slide(2, {}, { publish: { state: 'unpublished' } }, 2),
        ]),
      ),
    );
    expect(Object.keys(out.slides)).toEqual(['1']);
    expect(Object.keys(out.slides['1']!.layers).sort()).toEqual(['1', '2']);
    expect(report.dropped).toContainEqual({
      path: 'slides.0.layers.0',
      message: 'layer type "particles" has no engine-7 equivalent and is left out',
    });
    expect(report.dropped).toContainEqual({
      path: 'slides.1',
      message: 'slide 2 is unpublished in engine 6 and is left out',
    });
  });

  it('translates engine 6.0–6.5 transition names; an unknown one plays as a fade', () => {
    const { module: out, report } = ok(
      migrateV6Module(
        v6([
          slide(
            1,
            {},
            {
              timeline: { transition: ['slideleft'], duration: [700], easeIn: ['Power2.easeOut'] },
            },
          ),
          slide(2, {}, { timeline: { transition: ['boxrandomrotate'] } }, 2),
        ]),
      ),
    );
    const bgOf = (id: string) =>
      Object.values(out.slides[id]!.layers).find((l) => l.subtype === 'slidebg')?.tl as Json;
    expect(bgOf('1')).toEqual({
      in: {
        bg: {
          ms: 700,
          rnd: false,
          temp: { t: 'Slide to left', p: 'slideleft', m: 'basic', g: 'slide' },
          e: 'power2.out',
          in: { x: '100%' },
          out: { a: true, x: '-100%' },
        },
      },
    });
    expect(bgOf('2')).toMatchObject({ in: { bg: { ms: 300, temp: { p: 'fade' } } } });
    expect(report.approximated).toContainEqual({
      path: 'slides.1.params.timeline.transition',
      message: 'transition "boxrandomrotate" is played as a fade',
    });
  });

  it('makes pan and zoom an engine-7 pan track', () => {
    const { module: out } = ok(
      migrateV6Module(
        v6([
          slide(
            1,
            {},
            {
              bg: {
                type: 'image',
                image: 'a.jpg',
                position: 'percentage',
                positionX: 20,
                positionY: 80,
              },
              panzoom: {
                set: true,
                duration: '8000ms',
                fitStart: 100,
                fitEnd: 120,
                xEnd: '50px',
                ease: 'Power1.easeIn',
              },
            },
          ),
        ]),
      ),
    );
    const bg = Object.values(out.slides['1']!.layers).find((l) => l.subtype === 'slidebg');
    expect(bg).toMatchObject({
      bg: { image: { src: 'a.jpg', pos: { x: '20%', y: '80%' } } },
      tl: {
        in: {
          pan: {
            all: [
              { t: 0, d: 0, x: 0, y: 0, sX: '100%' },
              { t: 0, d: 8000, e: 'power1.in', x: 50, y: 0, sX: '120%' },
            ],
          },
        },
      },
    });
  });

  it('maps slide params, deep link, duration and navigation flags', () => {
    const { module: out } = ok(
      migrateV6Module(
        v6([
          slide(
            1,
            {},
            {
              info: {
                params: [
                  { v: 'Derby', l: 20 },
                  { v: '', l: 10 },
                  { v: '', l: 10 },
                ],
              },
              attributes: { deeplink: 'derby', id: 'slide-derby' },
              timeline: { delay: 5000, stopOnPurpose: true },
              visibility: { hideAfterLoop: 2, hideFromNavigation: true },
            },
          ),
        ]),
      ),
    );
    expect(out.slides['1']!.slide).toMatchObject({
      params: [{ v: 'Derby', l: 20 }],
      attr: { deepLink: 'derby', id: 'slide-derby' },
      slideshow: { len: 5000, stop: true, hal: 2, hfn: true },
    });
  });
});

describe('layers', () => {
  it('carries a YouTube layer’s media options over (spec 3.4)', () => {
    const video = {
      uid: 3,
      type: 'video',
      media: {
        mediaType: 'youtube',
        id: 'dQw4w9WgXcQ',
        autoPlay: '1sttime',
        loop: 'loop',
        mute: true,
        controls: true,
        largeControls: true,
        startAt: '0:05',
        endAt: '20',
        volume: 80,
        posterUrl: 'p.jpg',
        posterOnPause: true,
        args: 'rel=0',
      },
    };
    const { module: out } = ok(migrateV6Module(v6([slide(1, { 3: video })])));
    expect(out.slides['1']!.layers['3']).toMatchObject({
      type: 'video',
      media: {
        type: 'youtube',
        src: 'dQw4w9WgXcQ',
        autoPlay: '1sttime',
        loop: true,
        mute: true,
        controls: 'sxl',
        start: 5,
        end: 20,
        volume: 80,
        poster: { src: 'p.jpg', showOnPause: true },
        args: 'rel=0',
      },
    });
  });

  it('leaves out the videos’ hold on the slideshow, with the reason (spec 4.2)', () => {
    const video = {
      uid: 3,
      type: 'video',
      media: { mediaType: 'html5', mp4Url: '/v.mp4', nextSlideAtEnd: true, pausetimer: true },
    };
    const bg = { type: 'html5', mpeg: '/bg.mp4', video: { pausetimer: true, loop: true } };
    const { report } = ok(migrateV6Module(v6([slide(1, { 3: video }, { bg })])));
    const why = '; the slideshow follows spec 4.2 (a slide can hold it with slideshow.stop)';
    expect(report.dropped).toEqual(
      expect.arrayContaining([
        {
          path: 'slides.0.layers.3.media.nextSlideAtEnd',
          message: `going to the next slide when the video ends is not supported${why}`,
        },
        {
          path: 'slides.0.layers.3.media.pausetimer',
          message: `pausing the slideshow while the video plays is not supported${why}`,
        },
        {
          path: 'slides.0.params.bg.video.pausetimer',
          message: `pausing the slideshow while the video plays is not supported${why}`,
        },
      ]),
    );
  });

  it('reports edge keywords and layer loops', () => {
    const moving = text(1, {
      timeline: {
        frames: { frame_0: { transform: { x: 'left' } } },
        loop: { use: true, speed: 2000 },
      },
    });
    const { module: out, report } = ok(migrateV6Module(v6([slide(1, { 1: moving })])));
    const tl = out.slides['1']!.layers['1']!.tl as { in: { content: { all: Json[] } } };
    expect(tl.in.content.all[0]).toMatchObject({
      x: ['-100%', '-100%', '-100%', '-100%', '-100%'],
      o: 0,
    });
    expect(report.approximated).toContainEqual({
      path: 'slides.0.layers.1.timeline.frames.frame_0.transform.x',
      message: '"left" (from the module\'s edge) played as -100%',
    });
    expect(report.dropped).toContainEqual({
      path: 'slides.0.layers.1.timeline.loop',
      message: 'layer loop animations are not supported',
    });
  });

  it('reports left-over values with their path', () => {
    const { report } = ok(
      migrateV6Module(v6([slide(1, { 1: text(1, { sparkle: { amount: 3 } }) })])),
    );
    expect(report.dropped).toContainEqual({
      path: 'slides.0.layers.1.sparkle.amount',
      message: 'no engine-7 equivalent in Tribune; left out',
    });
  });
});

describe('input that is not engine-6 data', () => {
  it.each([
    [null, 'expected an engine-6 module object'],
    [
      { settings: {}, slides: {} },
      'not engine-6 module data: it has neither "params" (export) nor "slider_params"',
    ],
    [{ params: {} }, 'not engine-6 module data: "slides" is missing'],
    [{ params: {}, slides: [] }, 'the migrated module is not valid: slides: no slide to show'],
  ])('%j → %s', (input, error) => {
    const result = migrateV6Module(input);
    expect(result).toMatchObject({ ok: false, error });
  });
});

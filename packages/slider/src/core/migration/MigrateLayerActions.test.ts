import { describe, expect, it } from 'vitest';
import { parseModuleStrict, validateModule } from '../model/ValidateModule.js';
import type { Json } from './Context.js';
import { type MigrationResult, migrateV6Module } from './MigrateModule.js';

/**
 * Engine 6's actions on other layers (start_in, start_out, toggle_layer, toggle_class), the
 * action events and delays, and what engine 6 kept on the target layers: an entrance that
 * waits for an action (`frame_1.timeline.actionTriggered`) and the trigger memory.
 */
function ok(result: MigrationResult) {
  if (!result.ok) throw new Error(result.error);
  expect(validateModule(result.module).ok).toBe(true);
  return result as MigrationResult & { ok: true };
}

const act = (a: Json): Json => ({ tooltip_event: 'click', ...a });

function button(uid: number, actions: Json[], extra: Json = {}): Json {
  return { uid, type: 'button', text: `Bouton ${uid}`, actions: { action: actions }, ...extra };
}

/** A text layer; `waits` makes its entrance (and exit) wait for an action, as the editor does. */
function text(uid: number, waits = false, extra: Json = {}): Json {
  const frames = waits
    ? {
        frame_1: { timeline: { actionTriggered: true } },
        frame_999: { timeline: { actionTriggered: true } },
      }
    : {};
  return { uid, type: 'text', text: `Texte ${uid}`, timeline: { frames }, ...extra };
}

function module(layers: Json, statics: Json = {}): Json {
  return {
    id: '9',
    alias: 'actions-v6',
    title: 'Actions',
    params: { type: 'standard' },
    slides: [{ id: 10, slide_order: 1, params: { title: 'Un' }, layers }],
    static_slides: [{ params: {}, layers: statics }],
  };
}

const actionsOf = (result: MigrationResult & { ok: true }) =>
  result.module.slides['10']!.slide.actions as Json[];

describe('engine-6 actions on other layers', () => {
  it('map onto startIn, startOut, toggleLayer and toggleClass, with their layer and class', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: text(1, true),
          2: button(2, [act({ action: 'start_in', layer_target: '1' })]),
          3: button(3, [act({ action: 'start_out', layer_target: '1' })]),
          4: button(4, [
            act({ action: 'toggle_layer', layer_target: '1', toggle_layer_type: 'hidden' }),
          ]),
          5: button(5, [
            act({ action: 'toggle_class', layer_target: '1', toggle_class: 'is-open' }),
          ]),
        }),
      ),
    );
    expect(actionsOf(result)).toEqual([
      { a: 'startIn', evt: 'click', src: ['2'], target: ['1'] },
      { a: 'startOut', evt: 'click', src: ['3'], target: ['1'] },
      { a: 'toggleLayer', evt: 'click', src: ['4'], target: ['1'] },
      { a: 'toggleClass', evt: 'click', src: ['5'], target: ['1'], class: 'is-open' },
    ]);
    // toggle_layer_type is the editor's view of the target's actionTriggered: not a leftover.
    expect(result.report.dropped.filter((d) => d.path.includes('toggle_layer_type'))).toEqual([]);
  });

  it('keep the event and the delay of each action', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: text(1),
          2: button(2, [
            act({
              action: 'start_in',
              layer_target: '1',
              tooltip_event: 'mouseenter',
              action_delay: '300',
            }),
            act({
              action: 'start_out',
              layer_target: '1',
              tooltip_event: 'mouseleave',
              action_delay: 0,
            }),
            act({ action: 'next', tooltip_event: 'somewhere', action_delay: '1200ms' }),
          ]),
        }),
      ),
    );
    expect(actionsOf(result)).toEqual([
      { a: 'startIn', evt: 'mouseenter', src: ['2'], target: ['1'], d: 300 },
      { a: 'startOut', evt: 'mouseleave', src: ['2'], target: ['1'] },
      { a: 'next', evt: 'click', src: ['2'], d: 1200 },
    ]);
  });

  it('make an entrance that waits for an action tl.in.wait, which the parser keeps', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: text(1, true),
          2: text(2),
          3: button(3, [act({ action: 'start_in', layer_target: '1' })]),
        }),
      ),
    );
    const layers = result.module.slides['10']!.layers;
    expect((layers['1']!.tl as Json).in).toMatchObject({ wait: true });
    expect((layers['2']!.tl as Json).in).not.toHaveProperty('wait');
    const parsed = parseModuleStrict(result.module);
    expect(parsed.slides[0]!.layers.find((l) => l.id === '1')!.tl.in?.wait).toBe(true);
    // The exit waiting for an action also plays at the slide change here: said so.
    expect(result.report.approximated).toContainEqual({
      path: 'slides.0.layers.1.timeline.frames.frame_999.timeline.actionTriggered',
      message:
        'the exit waits for an action in engine 6 (start_out, toggle_layer); it also plays when the slide changes',
    });
  });

  it('say when a target layer kept its state in engine 6 (trigger memory "keep")', () => {
    const keep = { actions: { triggerMemory: 'keep', action: [] } };
    const result = ok(
      migrateV6Module(
        module(
          {
            1: text(1, true, keep),
            2: text(2, false, keep),
            3: button(3, [act({ action: 'toggle_layer', layer_target: '1' })]),
            4: button(4, [act({ action: 'start_in', layer_target: '1' })]),
            5: button(5, [
              act({ action: 'toggle_class', layer_target: 'static-6', toggle_class: 'x' }),
            ]),
          },
          { 6: text(6, false, keep) },
        ),
      ),
    );
    // Once for layer 1 (two actions), never for layer 2 (no action acts on it) nor for the
    // static layer (static slides never leave, so nothing is reset).
    const kept = result.report.approximated.filter((e) => e.path.endsWith('triggerMemory'));
    expect(kept).toEqual([
      {
        path: 'slides.0.layers.1.actions.triggerMemory',
        message:
          'the layer keeps what actions did to it in engine 6 ("keep last state"); here it is back as saved when its slide is shown again',
      },
    ]);
  });

  it('leave out links followed on mouse enter, and say a link does not wait', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: button(1, [
            act({ action: 'link', image_link: 'https://exemple.fr/', tooltip_event: 'mouseenter' }),
          ]),
          2: button(2, [
            act({ action: 'link', image_link: 'https://exemple.fr/b', action_delay: 500 }),
          ]),
        }),
      ),
    );
    expect(actionsOf(result).map((a) => [a.a, a.src])).toEqual([['link', ['2']]]);
    expect(result.report.dropped).toContainEqual({
      path: 'slides.0.layers.1.actions.action.0',
      message: 'a link followed on mouseenter is left out: a link opens when the reader follows it',
    });
    expect(result.report.approximated).toContainEqual({
      path: 'slides.0.layers.2.actions.action.0.action_delay',
      message: 'the link opens at once (a link the reader follows does not wait 500 ms)',
    });
  });

  it('read a menu link from its URL and anchor', () => {
    const result = ok(
      migrateV6Module(
        module({
          1: button(1, [act({ action: 'menulink', menu_link: '/contact', menu_anchor: 'form' })]),
          2: button(2, [act({ action: 'menulink', menu_anchor: '#haut' })]),
        }),
      ),
    );
    expect(actionsOf(result).map((a) => a.link)).toEqual(['/contact#form', '#haut']);
  });
});

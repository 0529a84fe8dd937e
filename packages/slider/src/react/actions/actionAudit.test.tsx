import { describe, expect, it } from 'vitest';
import { ENGINE7_ACTIONS, LAYER_ACTIONS, MODULE_ACTIONS } from '../../core/actions/ActionNames.js';
import { MIGRATED_ACTIONS } from '../../core/migration/MigrateActions.js';
import { actionHandler } from '../render/slideActions.js';

/**
 * The audit of issue 4 item 7: every action name the engine-6 migration writes is run by the
 * renderer (links, next, prev, jumpto) or by the part that registers its handler when it
 * loads (media, modal, actions). Whatever the migration cannot map it leaves out and reports
 * (MigrateActions.ts, MigrateLayerActions.test.ts).
 */
const RENDERER = ['link', 'next', 'prev', 'jumpto'];

describe('the actions the migration writes', () => {
  it('each have a handler once their part is loaded', async () => {
    await Promise.all([import('../media/mediaFeature.js'), import('./actionsFeature.js')]);
    // The modal part registers open_modal with the page's modal controller, made on first use.
    (await import('../modal/pageModals.js')).pageModals();
    const missing = MIGRATED_ACTIONS.filter(
      (name) => !RENDERER.includes(name) && actionHandler(name) === undefined,
    );
    expect(missing).toEqual([]);
    expect(MIGRATED_ACTIONS).toEqual(expect.arrayContaining([...LAYER_ACTIONS, ...MODULE_ACTIONS]));
  });

  it('and engine 7’s own actions too', async () => {
    await import('./actionsFeature.js');
    expect(ENGINE7_ACTIONS.filter((name) => actionHandler(name) === undefined)).toEqual([]);
  });
});

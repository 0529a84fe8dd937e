import type { EnginePlugin } from '../../core/Engine.js';
import { pageModals } from './pageModals.js';

/**
 * The modal part (issue 4), a chunk of its own: loaded only for a module that opens a modal
 * (`open_modal` slide actions) or is one (`useAsModal`). Each such module registers the modals
 * it can open with the page's modal controller.
 */
export const plugin: EnginePlugin = {
  name: 'modal',
  setup: (engine, host) => pageModals().register(engine, host),
};

import type { PluginHost } from '../core/Engine.js';
import { consoleLogger } from '../core/Messages.js';
import { pageModals } from '../react/modal/pageModals.js';
import type { SliderModuleProps } from '../react/SliderModule.js';

/** Set on a modal element once its alias is registered. */
export const MODAL_READY_ATTRIBUTE = 'data-modal-ready';

/**
 * (A chunk of its own, loaded only by pages with a modal element; the modal part comes with
 * it, the module's data when the modal first opens.)
 *
 * A module element with `data-usage="modal"` holds its module only as a modal (the engine's
 * "usage: modal"): nothing shows where it stands; the page's modal controller learns its
 * alias, so the URL fragment `#alias` (at load or on `hashchange`) and any `open_modal` action
 * of the page open it as a dialog, loaded from the element's `data-rest` server (its web fonts
 * from the element's `data-font-base`, as a module shown in place would get them). The module
 * itself must be a modal (`settings.useAsModal`), as for any modal. Once registered, the
 * element carries `data-modal-ready`.
 */
export function registerModalElement(
  element: HTMLElement,
  props: Pick<SliderModuleProps, 'lang' | 'logger' | 'restBase' | 'ajaxUrl' | 'fontBase'>,
): (() => void) | null {
  const host: PluginHost = {
    // Everything the element says about where its module's parts come from, fonts included.
    source: { restBase: props.restBase, ajaxUrl: props.ajaxUrl, fontBase: props.fontBase },
    lang: props.lang,
    logger: props.logger ?? consoleLogger,
  };
  const alias = element.dataset.alias;
  // A modal is opened by its alias: without one, nothing could ever open it.
  if (!alias) {
    const name = element.dataset.id || element.dataset.src || 'slider';
    host.logger.error(`${name}: a modal element needs data-alias, the alias that opens it`);
    return null;
  }
  const leave = pageModals().registerModal(alias, host);
  // From now on its fragment opens it (a page script or a test may wait for this).
  element.setAttribute(MODAL_READY_ATTRIBUTE, '');
  return leave;
}

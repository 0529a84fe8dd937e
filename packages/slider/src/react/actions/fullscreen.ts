import type { Logger } from '../../core/Messages.js';

/**
 * goFullscreen, exitFullscreen, toggleFullscreen (engine 6's gofullscreen, exitfullscreen,
 * togglefullscreen): the module's element in the Fullscreen API. The browser asks nothing more
 * of the reader (the action's click is the user activation it needs) and gives the way back
 * itself: Escape, or its own control. In full screen the module's frame fills the screen
 * (FULLSCREEN_CSS), its slides keep their layout grid centred in it. Where the API is missing
 * (iPhone Safari) or refuses (a delay that outlived the click's activation), the console says
 * so and the module stays as it is.
 */
export type FullscreenActionName = 'goFullscreen' | 'exitFullscreen' | 'toggleFullscreen';

export const FULLSCREEN_CSS =
  '.sr7-module:fullscreen{display:flex;flex-direction:column;background:#000}' +
  '.sr7-module:fullscreen>.sr7-frame{flex:1 1 auto;height:auto!important}';

export function fullscreenAction(
  name: FullscreenActionName,
  module: HTMLElement,
  logger: Logger,
): void {
  const doc = module.ownerDocument;
  const isOn = doc.fullscreenElement === module;
  const on = name === 'goFullscreen' || (name === 'toggleFullscreen' && !isOn);
  if (on === isOn) return;
  const fail = (error?: unknown) =>
    logger.warn('Tribune slider: the module could not go full screen', error ?? '');
  if (!on) {
    doc.exitFullscreen?.().catch(fail);
    return;
  }
  if (typeof module.requestFullscreen !== 'function' || doc.fullscreenEnabled === false) {
    fail('(the Fullscreen API is not available here)');
    return;
  }
  module.requestFullscreen().catch(fail);
}

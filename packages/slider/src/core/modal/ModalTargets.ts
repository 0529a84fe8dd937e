import type { SliderModule } from '../model/ParseModule.js';
import { aliasFromHash } from './ModalFragment.js';

/**
 * The aliases a module can open as modals: each `open_modal` action's target (it "registers a
 * modal", spec 2.1), and its own alias when it is a modal itself (`useAsModal`). The page's
 * modal controller makes these openable; a server that sends a page's security policy reads
 * them to know which modules the page may come to show.
 */
export function modalTargets(module: SliderModule): string[] {
  const out = new Set<string>();
  if (module.settings.useAsModal) out.add(module.settings.alias);
  for (const slide of [...module.slides, ...module.statics]) {
    for (const action of slide.actions) {
      if (action.a !== 'open_modal') continue;
      const target = Array.isArray(action.target) ? action.target[0] : action.target;
      const alias = target ? aliasFromHash(target) : null;
      if (alias) out.add(alias);
    }
  }
  return [...out];
}

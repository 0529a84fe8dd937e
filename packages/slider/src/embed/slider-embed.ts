/**
 * The standalone embed: one module script (React inside, in a chunk of its own) that a plain
 * HTML page adds to get every slider module it placed, rendered or hydrated:
 *
 *     <div data-tribune-slider data-alias="demo-standard" data-lang="fr"></div>
 *     <script type="module" src="/embed/slider/slider.js"></script>
 *
 * Built by `npm run build -w @tribune/slider` into dist/embed/ (slider.js, slider.css,
 * chunks/); the stylesheet is linked beside the script only on pages that have a module. Modules added to the page later are mounted by `window.Tribune.mountSliders()`.
 */
import { mountSliders } from './mount.js';
import { MODULE_SELECTOR } from './selectors.js';

interface TribuneGlobal {
  mountSliders?: (scope?: ParentNode) => void;
  [key: string]: unknown;
}

// Resolved at run time beside the script, wherever the host serves it.
const stylesheet = new URL(/* @vite-ignore */ 'slider.css', import.meta.url).href;

function mountAll(scope: ParentNode): void {
  // Nothing to do on pages without a module: not even the stylesheet is fetched.
  if (!scope.querySelector(MODULE_SELECTOR)) return;
  if (!document.querySelector(`link[href="${stylesheet}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    document.head.append(link);
  }
  mountSliders(scope);
}

const g = globalThis as unknown as { Tribune?: TribuneGlobal };
g.Tribune ??= {};
g.Tribune.mountSliders = (scope: ParentNode = document) => mountAll(scope);

// A module script runs once the document is parsed; this also covers a copy loaded early.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => mountAll(document), { once: true });
} else {
  mountAll(document);
}

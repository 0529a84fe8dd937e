/**
 * The standalone embed: one script (React included) that a plain HTML page adds to get the
 * widget wherever it placed `<div data-place="widget-live-match" data-lang="fr"></div>`.
 * Built by `npm run build -w @tribune/livescore` into dist/embed/livescore.js (+ .css).
 */
import '../react/widget.css';
import { mountWidgets, PLACEHOLDER_SELECTOR } from './mount.js';
import { linkStylesheet } from './stylesheet.js';
import { whenLoaded } from './whenLoaded.js';

// Read while the script runs: afterwards document.currentScript is another script or null.
const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src || null;

whenLoaded(window, () => {
  // Nothing to do on pages without a placeholder: not even the stylesheet is fetched.
  if (!document.querySelector(PLACEHOLDER_SELECTOR)) return;
  if (scriptUrl) linkStylesheet(document, new URL('livescore.css', scriptUrl).href);
  mountWidgets(document, { scriptUrl });
});

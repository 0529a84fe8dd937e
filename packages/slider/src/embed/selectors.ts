/**
 * The markup contract between a host page (or the server) and the embed (README "Embed").
 * A module element is `<sr7-module>` (the engine's own tag) or any element with
 * `data-tribune-slider`; it names its module by `data-alias`, `data-id` or `data-src`, or holds
 * it in a `<script type="application/json">` child. With `data-module="normalised"` on that
 * script and server HTML inside `[data-slider-root]`, the embed hydrates instead of rendering.
 * With `data-usage="modal"` (and `data-alias`), the element holds its module only as a modal:
 * nothing shows there; the fragment `#alias` or an `open_modal` action opens it.
 */
export const MODULE_SELECTOR = 'sr7-module, [data-tribune-slider]';
export const DATA_SELECTOR = 'script[type="application/json"]';
export const ROOT_SELECTOR = '[data-slider-root]';
/** Set on an element once mounted, so a second run (or a second copy of the script) skips it. */
export const MOUNTED_ATTRIBUTE = 'data-slider-mounted';

/** JSON for a `<script type="application/json">`: `<` escaped so "</script>" cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

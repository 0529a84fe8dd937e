/**
 * JSON for a `<script type="application/ld+json">`. The HTML parser ends a script element at the
 * first `</script` whatever the JSON says, and `<!--` changes how it reads on; escaping every `<`,
 * `>` and `&` as a JSON unicode escape keeps the data identical for any JSON reader while no
 * title or excerpt can close the element or open markup. U+2028 and U+2029 are escaped too, for
 * readers that treat the block as JavaScript.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

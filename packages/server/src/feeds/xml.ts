/**
 * Characters XML 1.0 cannot carry at all (C0 controls but tab, newline and carriage return; lone
 * surrogates; U+FFFE and U+FFFF): a title holding one would make the whole document unreadable,
 * so they are dropped rather than escaped.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for XML content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** The XML declaration every feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

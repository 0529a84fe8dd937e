import { createRequire } from 'node:module';
import { createSanitizer, type Sanitize } from '../core/html/Sanitizer.js';
import { installSanitizer } from '../react/html/sanitizerSlot.js';

/**
 * The HTML sanitiser on the server: the same one as the browser's (`core/html/Sanitizer.ts`,
 * DOMPurify and Tribune's allow-list), over a jsdom window, the DOM DOMPurify supports on
 * servers (lighter DOMs such as happy-dom or linkedom are known to let markup through that a
 * browser would read otherwise). Importing this module installs it for the server's renders
 * (`renderModuleHtml`, the site's pages); the module service sanitises the module data it
 * serves with it.
 *
 * jsdom takes about a second to load, so it is loaded on the first text that needs it (a
 * server whose modules are plain text never loads it), synchronously: React renders a text in
 * one synchronous call.
 */
let sanitize: Sanitize | undefined;

export const serverSanitize: Sanitize = (html) => {
  if (!sanitize) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    sanitize = createSanitizer(new JSDOM('').window);
  }
  return sanitize(html);
};

installSanitizer(serverSanitize);

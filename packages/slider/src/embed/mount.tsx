import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { consoleLogger, type Logger } from '../core/Messages.js';
import type { SliderModule as ModuleData } from '../core/model/ParseModule.js';
import { SliderModule, type SliderModuleProps } from '../react/SliderModule.js';
import { DATA_SELECTOR, MODULE_SELECTOR, MOUNTED_ATTRIBUTE, ROOT_SELECTOR } from './selectors.js';

export interface MountOptions {
  logger?: Logger;
  /** Default: each element's `data-rest`, else "/api/slider", on the embed script's server. */
  restBase?: string;
  /** Default: each element's `data-ajax`, else "/ajax", on the embed script's server. */
  ajaxUrl?: string;
  /**
   * Where module web fonts are served. Default: each element's `data-font-base`, else `/fonts`
   * on the server the embed script came from (a page on another site gets them from there).
   */
  fontBase?: string;
}

export interface MountedSlider {
  element: HTMLElement;
  root: Root;
  hydrated: boolean;
}

/**
 * Mounts every module element under `scope` that is not mounted yet: one React root each,
 * hydrating server HTML where the element carries it. Never throws: an element whose data is
 * unreadable is skipped with the spec's console message.
 */
export function mountSliders(scope: ParentNode, options: MountOptions = {}): MountedSlider[] {
  const logger = options.logger ?? consoleLogger;
  const mounted: MountedSlider[] = [];
  for (const element of scope.querySelectorAll<HTMLElement>(MODULE_SELECTOR)) {
    if (element.hasAttribute(MOUNTED_ATTRIBUTE)) continue;
    element.setAttribute(MOUNTED_ATTRIBUTE, '');
    try {
      const made = mountOne(element, options, logger);
      if (made) mounted.push(made);
    } catch (error) {
      logger.error(
        `${element.dataset.alias ?? 'slider'}: the slider module could not be shown`,
        error,
      );
    }
  }
  return mounted;
}

const tribune = (path: string) => new URL(/* @vite-ignore */ path, import.meta.url).href;

function mountOne(
  element: HTMLElement,
  options: MountOptions,
  logger: Logger,
): MountedSlider | null {
  const { alias, id, src, lang, rest, ajax, fontBase } = element.dataset;
  const name = alias || id || src || 'slider';
  const props: SliderModuleProps = {
    lang: lang || element.ownerDocument.documentElement.lang || 'en',
    logger,
    // Tribune's routes, on the server the embed script came from (a page of another site has
    // none of its own): a relative data-rest, data-ajax or data-font-base, or none, resolves there.
    restBase: options.restBase ?? tribune(rest ?? '/api/slider'),
    ajaxUrl: options.ajaxUrl ?? tribune(ajax ?? '/ajax'),
    fontBase: options.fontBase ?? tribune(fontBase ?? '/fonts'),
  };
  if (element.dataset.usage === 'modal') {
    // Only a modal: nothing on the page until it opens (its code is a chunk of its own).
    void import('./modalElement.js').then((m) => m.registerModalElement(element, props));
    return null;
  }
  const script = element.querySelector<HTMLScriptElement>(`:scope > ${DATA_SELECTOR}`);
  let normalised = false;
  if (script) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      logger.error(`${name} Could not be Loaded from DB`);
      return null;
    }
    normalised = script.dataset.module === 'normalised';
    if (normalised) props.module = data as ModuleData;
    else props.data = data;
  } else if (src) props.src = src;
  else if (alias) props.alias = alias;
  else if (id) props.id = id;
  else return null;

  let container = element.querySelector<HTMLElement>(`:scope > ${ROOT_SELECTOR}`);
  const hydrate = normalised && container !== null && container.firstElementChild !== null;
  if (!container) {
    container = element.ownerDocument.createElement('div');
    container.setAttribute('data-slider-root', '');
    element.append(container);
  }
  if (hydrate) {
    const root = hydrateRoot(container, <SliderModule {...props} serverRendered />, {
      onRecoverableError: (error) => logger.warn(`${name}: hydration`, error),
    });
    return { element, root, hydrated: true };
  }
  const root = createRoot(container);
  root.render(<SliderModule {...props} />);
  return { element, root, hydrated: false };
}

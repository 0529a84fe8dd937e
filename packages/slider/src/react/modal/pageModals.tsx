import { createRoot, type Root } from 'react-dom/client';
import type { PluginHost, SliderEngine } from '../../core/Engine.js';
import { consoleLogger } from '../../core/Messages.js';
import {
  ModalController,
  type ModalTrigger,
  type ModalView,
} from '../../core/modal/ModalController.js';
import { documentCookies } from '../../core/modal/ModalCookie.js';
import { aliasFromHash } from '../../core/modal/ModalFragment.js';
import { modalTargets } from '../../core/modal/ModalTargets.js';
import { registerAction } from '../render/slideActions.js';
import { prefersReducedMotion } from '../state/useReducedMotion.js';
import { installStyles } from '../styles.js';
import { ModalDialog } from './ModalDialog.js';
import { MODAL_CSS } from './modalStyles.js';

/**
 * The page's modals: one controller per page (one modal at a time), the aliases modules on the
 * page can open (each `open_modal` action's target "registers a modal", spec 2.1; a module used
 * as a modal registers itself), the `open_modal` slide action, and the URL fragment: the one the
 * page loaded with, once a module registers that alias, and every later `hashchange`.
 */
export interface PageModals {
  /** A module's engine joins: its targets become openable. Returns its leaving. */
  register(engine: SliderEngine, host: PluginHost): () => void;
  /**
   * A module the page holds only as a modal (the embed's `data-usage="modal"` element): its
   * alias becomes openable by the fragment, loaded from `host`. Returns its leaving.
   */
  registerModal(alias: string, host: PluginHost): () => void;
  open(alias: string, trigger: ModalTrigger, host: PluginHost): Promise<unknown>;
}

let page: PageModals | null = null;

export function pageModals(): PageModals {
  page ??= createPageModals(window);
  return page;
}

function createPageModals(win: Window): PageModals {
  const doc = win.document;
  /** Hosts of the modules that can open each alias (the latest registered is used). */
  const targets = new Map<string, PluginHost[]>();
  const hosts = new WeakMap<SliderEngine, PluginHost>();
  /** The fragment the page loaded with, until a module that can open it registers. */
  let loadHash: string | null = aliasFromHash(win.location.hash);
  let container: HTMLElement | null = null;
  let root: Root | null = null;
  /**
   * Modules whose slide action opened the modal showing: their slideshows wait until it has
   * gone. Otherwise a slide change behind the modal hides the button that opened it, and focus,
   * given back to a hidden button, falls to <body> (a reader who clicked, and then read the
   * modal for longer than a slide lasts; issue 28 item 10).
   */
  const holding = new Set<SliderEngine>();

  const controller = ModalController<PluginHost>({
    // The data client comes with the first modal that opens, not with the page.
    load: async (alias, host) => (await import('./loadModal.js')).loadModal(alias, host),
    onPage: (alias) => shownOnPage(doc, alias, container),
    cookies: documentCookies(doc),
    reducedMotion: prefersReducedMotion,
    render,
    focus: {
      active: () => doc.activeElement,
      restore(target) {
        const el = target as HTMLElement | null;
        if (el?.isConnected && typeof el.focus === 'function') el.focus();
      },
    },
    onClosed(view) {
      for (const engine of holding) engine.setPauseReason('modal', false);
      holding.clear();
      // The fragment that opened it goes, so the same link opens it again and a reload
      // does not.
      if (aliasFromHash(win.location.hash) !== view.alias) return;
      const { pathname, search } = win.location;
      win.history.replaceState(win.history.state, '', pathname + search);
    },
  });

  function render(view: ModalView<PluginHost> | null): void {
    if (!view) {
      root?.unmount();
      container?.remove();
      root = null;
      container = null;
      return;
    }
    if (!root) {
      installStyles(doc, MODAL_CSS);
      container = doc.createElement('div');
      container.className = 'sr7-modal-host';
      doc.body.append(container);
      root = createRoot(container);
    }
    root.render(<ModalDialog view={view} onClose={controller.close} />);
  }

  registerAction('open_modal', (action, engine) => {
    const target = Array.isArray(action.target) ? action.target[0] : action.target;
    const alias = target ? aliasFromHash(target) : null;
    if (!alias) return;
    // Held from the click on: the slide must not change while the modal loads either.
    engine.setPauseReason('modal', true);
    void controller.open(alias, 'action', hosts.get(engine) ?? defaultHost()).then((outcome) => {
      if (outcome === 'opened') holding.add(engine);
      else if (!holding.has(engine)) engine.setPauseReason('modal', false);
    });
  });

  win.addEventListener('hashchange', () => {
    const alias = aliasFromHash(win.location.hash);
    const host = alias ? targets.get(alias)?.at(-1) : undefined;
    if (alias && host) void controller.open(alias, 'hash', host);
  });

  /** These aliases become openable from `host`; the fragment the page loaded with may open one. */
  function addTargets(aliases: string[], host: PluginHost): () => void {
    for (const alias of aliases) targets.set(alias, [...(targets.get(alias) ?? []), host]);
    if (loadHash && aliases.includes(loadHash)) {
      const alias = loadHash;
      loadHash = null;
      // Only if the reader has not moved on to another fragment meanwhile.
      if (aliasFromHash(win.location.hash) === alias) void controller.open(alias, 'load', host);
    }
    return () => {
      for (const alias of aliases) {
        const left = (targets.get(alias) ?? []).filter((h) => h !== host);
        if (left.length > 0) targets.set(alias, left);
        else targets.delete(alias);
      }
    };
  }

  return {
    register(engine, host) {
      hosts.set(engine, host);
      const leave = addTargets(modalTargets(engine.module), host);
      return () => {
        hosts.delete(engine);
        holding.delete(engine);
        leave();
      };
    },
    registerModal: (alias, host) => addTargets([alias], host),
    open: (alias, trigger, host) => controller.open(alias, trigger, host),
  };
}

function defaultHost(): PluginHost {
  return { source: {}, logger: consoleLogger };
}

/**
 * Whether the page shows the module already, outside the modal: a rendered module, or a module
 * element of the embed that names it (not one that holds it only as a modal).
 */
function shownOnPage(doc: Document, alias: string, modal: HTMLElement | null): boolean {
  const value = JSON.stringify(alias);
  const selector = [
    `.sr7-module[data-alias=${value}]`,
    `sr7-module[data-alias=${value}]:not([data-usage="modal"])`,
    `[data-tribune-slider][data-alias=${value}]:not([data-usage="modal"])`,
  ].join(',');
  return [...doc.querySelectorAll(selector)].some((el) => !modal?.contains(el));
}

import { type Clock, systemClock, Timer } from '../Clock.js';
import { consoleLogger, type Logger } from '../Messages.js';
import { modalOnPage } from '../messages/modal.js';
import type { SliderModule } from '../model/ParseModule.js';
import { type CookieJar, modalSeen, rememberModal } from './ModalCookie.js';
import type { ModalSettings } from './ModalSettings.js';

/**
 * The page's modal (spec 2.1): one at a time, opened by a slide action (`open_modal`), by the
 * URL fragment when the page loads, or by the fragment changing. It owns the rules and the
 * timing; the renderer draws what `render` hands it and moves focus.
 *
 * - A module the page already shows is not opened again: a console message, nothing else.
 * - The fragment at page load respects the one-time cookie; a reader's own request does not.
 * - Settings and module load first ("{alias} Could not be Loaded from DB" and nothing shown
 *   when they cannot); then the modal fades in over `sp` ms ("opening", then "open"), and out
 *   over `sp` ms when closed ("closing", then gone, focus back where it was). Under reduced
 *   motion both fades take no time.
 * - Opening another modal while one shows replaces it; focus still goes back to what opened
 *   the first.
 */
export type ModalTrigger = 'action' | 'load' | 'hash';
export type ModalPhase = 'opening' | 'open' | 'closing';

export interface ModalContent {
  settings: ModalSettings;
  module: SliderModule;
  /** The one-time cookie's lifetime (`modalCookieHours`), or null for none. */
  cookieHours: number | null;
}

export interface ModalView<Source = unknown> extends ModalContent {
  /** The alias it was opened by. */
  alias: string;
  /** Where it was loaded from: what it opens in turn loads from there too. */
  source: Source;
  trigger: ModalTrigger;
  phase: ModalPhase;
  /** How long this phase's fade runs, ms (0: none). */
  duration: number;
}

export type ModalOutcome =
  | 'opened'
  | 'already-open'
  | 'on-page'
  | 'seen'
  | 'not-loaded'
  | 'superseded';

export interface ModalControllerOptions<Source> {
  clock?: Clock;
  logger?: Logger;
  /** The wall clock (epoch ms) for the cookie's expiry. Default Date.now. */
  wallClock?: () => number;
  /** Settings and module; null once the failure has been logged. */
  load(alias: string, source: Source): Promise<ModalContent | null>;
  /** Whether the page already shows this module (outside the modal). */
  onPage(alias: string): boolean;
  cookies: CookieJar;
  reducedMotion(): boolean;
  /** Draws the modal in its phase, or removes it (null). */
  render(view: ModalView<Source> | null): void;
  /** Where focus is (the opener), and giving it back after the modal. */
  focus: { active(): unknown; restore(target: unknown): void };
  /** After a modal has gone. */
  onClosed?(view: ModalView<Source>): void;
}

export interface ModalController<Source> {
  open(alias: string, trigger: ModalTrigger, source: Source): Promise<ModalOutcome>;
  close(): void;
  current(): ModalView<Source> | null;
  destroy(): void;
}

export function ModalController<Source>(
  options: ModalControllerOptions<Source>,
): ModalController<Source> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const wallClock = options.wallClock ?? (() => Date.now());
  const fade = Timer(clock);
  let view: ModalView<Source> | null = null;
  let opener: unknown = null;
  /** The latest open request; an older one that finishes loading later is dropped. */
  let request = 0;
  let pending: string | null = null;

  function draw(next: ModalView<Source> | null): void {
    view = next;
    options.render(next);
  }

  async function open(alias: string, trigger: ModalTrigger, source: Source) {
    const showing = view && view.phase !== 'closing' ? view.alias : null;
    if (showing === alias || pending === alias) return 'already-open';
    if (options.onPage(alias)) {
      logger.warn(modalOnPage(alias));
      return 'on-page';
    }
    if (trigger === 'load' && modalSeen(options.cookies, alias)) return 'seen';
    const token = ++request;
    pending = alias;
    // Taken now: by the time the data is here, focus may have moved.
    const from = view ? opener : options.focus.active();
    const content = await options.load(alias, source);
    if (token !== request) return 'superseded';
    pending = null;
    if (!content) return 'not-loaded';
    fade.stop();
    opener = from;
    if (content.cookieHours !== null) {
      rememberModal(options.cookies, alias, content.cookieHours, wallClock());
    }
    const duration = options.reducedMotion() ? 0 : content.settings.sp;
    const shown: ModalView<Source> = {
      ...content,
      alias,
      source,
      trigger,
      phase: 'open',
      duration: 0,
    };
    if (duration === 0) {
      draw(shown);
    } else {
      draw({ ...shown, phase: 'opening', duration });
      fade.start(duration, () => draw(shown));
    }
    return 'opened';
  }

  function finish(): void {
    fade.stop();
    const last = view;
    const target = opener;
    opener = null;
    draw(null);
    options.focus.restore(target);
    if (last) options.onClosed?.(last);
  }

  function close(): void {
    // A load still under way is abandoned too.
    request++;
    pending = null;
    if (!view || view.phase === 'closing') return;
    const duration = options.reducedMotion() ? 0 : view.settings.sp;
    if (duration === 0) {
      finish();
      return;
    }
    draw({ ...view, phase: 'closing', duration });
    fade.start(duration, finish);
  }

  return {
    open,
    close,
    current: () => view,
    destroy() {
      request++;
      fade.stop();
      if (view) draw(null);
      opener = null;
    },
  };
}

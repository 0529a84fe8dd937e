import { LIGHTBOX_SCRIPT } from '../model.js';

/**
 * Spec 4.11: the events the lightbox fires on `document`, as `CustomEvent`s. The names are
 * those other scripts already listen for (`$(document).on('doLightboxViewImage', …)` works).
 */
export const VIEW_IMAGE_EVENT = 'doLightboxViewImage';
export const HIDE_IMAGE_EVENT = 'doLightboxHideImage';
/** Every state change, `detail: { from, to }`. */
export const STATE_EVENT = 'rl-lightbox-state';

export interface LightboxImageEventDetail {
  /** The lightbox script's name. */
  script: string;
  /** The shown (or last shown) item's URL, as its link wrote it. */
  url: string;
  /** Its position in its group, from 0. */
  index: number;
  type: string;
}

/** Spec 4.11: open → viewing → closed (and viewing → viewing as the reader moves on). */
export type LightboxState = 'closed' | 'open' | 'viewing';

const ALLOWED: Record<LightboxState, LightboxState[]> = {
  closed: ['open'],
  open: ['viewing', 'closed'],
  viewing: ['viewing', 'closed'],
};

export interface LightboxStateMachine {
  state(): LightboxState;
  /** Moves to `to` if the spec allows it from here; returns whether it moved. */
  transition(to: LightboxState): boolean;
}

/** Every transition goes through one function, which reports the old and the new state. */
export function createLightboxState(
  onChange: (from: LightboxState, to: LightboxState) => void,
): LightboxStateMachine {
  let current: LightboxState = 'closed';
  return {
    state: () => current,
    transition(to) {
      if (!ALLOWED[current].includes(to)) return false;
      const from = current;
      current = to;
      onChange(from, to);
      return true;
    },
  };
}

export function emitImageEvent(
  doc: Document,
  name: typeof VIEW_IMAGE_EVENT | typeof HIDE_IMAGE_EVENT,
  detail: Omit<LightboxImageEventDetail, 'script'>,
): void {
  doc.dispatchEvent(
    new CustomEvent<LightboxImageEventDetail>(name, {
      detail: { script: LIGHTBOX_SCRIPT, ...detail },
    }),
  );
}

export function emitStateEvent(doc: Document, from: LightboxState, to: LightboxState): void {
  doc.dispatchEvent(new CustomEvent(STATE_EVENT, { detail: { from, to } }));
}

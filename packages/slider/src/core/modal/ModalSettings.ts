import { DEFAULTS } from '../Defaults.js';
import {
  isRecord,
  oneOf,
  toBoolean,
  toColor,
  toNonNegative,
  toNumber,
  toText,
} from '../model/Normalise.js';

/**
 * A modal's settings (spec 2.1 and 7.1 `get_modal_settings`): `sp` the speed of its fade in and
 * out (default 1000 ms), `bg` the cover behind it (default transparent), `pS` whether the page
 * behind may still scroll (the engine-6 `allowPageScroll`; off when unset: the page is held),
 * `v` / `h` where the module sits in the window (default middle / center). Servers send numbers
 * and flags as text too; anything unreadable takes the default.
 */
export type ModalVertical = 'top' | 'middle' | 'bottom';
export type ModalHorizontal = 'left' | 'center' | 'right';

export interface ModalSettings {
  /** The module's database id, to load it by. */
  id: string;
  alias: string;
  sp: number;
  bg: string;
  pageScroll: boolean;
  v: ModalVertical;
  h: ModalHorizontal;
}

const vertical = oneOf<ModalVertical>(['top', 'middle', 'bottom'], { center: 'middle' });
const horizontal = oneOf<ModalHorizontal>(['left', 'center', 'right'], { middle: 'center' });

/** The settings in a `get_modal_settings` answer, or in a module's `settings.modal`. */
export function modalSettingsFrom(raw: unknown, alias: string): ModalSettings {
  const data = isRecord(raw) ? raw : {};
  return {
    id: toText(data.id) ?? alias,
    alias: toText(data.alias) || alias,
    sp: toNonNegative(data.sp) ?? DEFAULTS.modal.sp,
    bg: toColor(data.bg) ?? DEFAULTS.modal.bg,
    pageScroll: toBoolean(data.pS) ?? false,
    v: vertical(data.v) ?? (DEFAULTS.modal.v as ModalVertical),
    h: horizontal(data.h) ?? (DEFAULTS.modal.h as ModalHorizontal),
  };
}

/**
 * The one-time cookie's lifetime, hours (`settings.modal.cookie` of the modal module), or null
 * when the modal has none. Fractions of an hour are allowed.
 */
export function modalCookieHours(modal: unknown): number | null {
  if (!isRecord(modal)) return null;
  const hours = toNumber(modal.cookie);
  return hours !== undefined && hours > 0 ? hours : null;
}

/** Spec 9.9: where the header and menus change shape. */
export const BREAKPOINTS = {
  /** Below this width the header widget area moves into the primary menu (mobile layout). */
  mobileLayout: 896,
  /** Below this width the primary menu folds behind the "Menu" button. */
  menuResponsive: 1175,
  /** Below this width mega-menu panels stack instead of opening as panels. */
  megaMenu: 959,
  /** Below this width mega-menu columns fold into an accordion. */
  accordion: 480,
} as const;

/** Spec 9.9: mega-menu hover intent and touch handling. */
export const HOVER_INTENT = {
  /** Milliseconds the pointer must have left before a panel closes. */
  timeout: 300,
  /** Milliseconds between two looks at the pointer while it rests over an item. */
  interval: 100,
  /** Pixels of movement between two looks under which the pointer counts as resting. */
  sensitivity: 7,
  /** Milliseconds after a touch during which emulated mouse events are ignored. */
  touchSuppression: 1000,
} as const;

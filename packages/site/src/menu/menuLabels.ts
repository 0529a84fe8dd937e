/** The words the menu island needs, taken from the page's dictionary on the server. */
export interface MenuLabels {
  navigation: string;
  toggle: string;
  /** The toggle's label while the menu is open ("Fermer"). */
  close: string;
  /** "Sous-menu : {label}"-style template for the sub-menu buttons. */
  submenu: string;
  languages: string;
  mapUnavailable: string;
}

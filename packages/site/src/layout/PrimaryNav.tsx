import type { MenuLink } from '../model/pages.js';
import { useDisclosure } from './useDisclosure.js';

export interface PrimaryNavProps {
  label: string;
  toggleLabel: string;
  items: MenuLink[];
  currentPath: string;
}

/**
 * The primary menu. On narrow screens a "Menu" button shows and hides it (WAI-ARIA disclosure
 * navigation); without JavaScript the menu is simply open. Sub-menus and the mega-menu panel
 * are plain nested links here, shown on hover and keyboard focus by CSS.
 */
export function PrimaryNav({ label, toggleLabel, items, currentPath }: PrimaryNavProps) {
  const { buttonProps, regionProps } = useDisclosure();
  return (
    <nav className="primary-nav" aria-label={label}>
      <button className="primary-nav__toggle" {...buttonProps}>
        <span className="primary-nav__toggle-icon" aria-hidden="true" />
        {toggleLabel}
      </button>
      <ul className="primary-nav__list" {...regionProps}>
        {items.map((item) => (
          <MenuEntry key={item.href + item.label} item={item} currentPath={currentPath} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ item, currentPath }: { item: MenuLink; currentPath: string }) {
  const current = item.href === currentPath;
  const hasPanel = item.children.length > 0 || item.mega !== undefined;
  return (
    <li className={hasPanel ? 'primary-nav__item primary-nav__item--parent' : 'primary-nav__item'}>
      <a className="primary-nav__link" href={item.href} aria-current={current ? 'page' : undefined}>
        {item.label}
      </a>
      {item.children.length > 0 && (
        <ul className="primary-nav__sub">
          {item.children.map((child) => (
            <MenuEntry key={child.href + child.label} item={child} currentPath={currentPath} />
          ))}
        </ul>
      )}
      {item.mega && (
        <div className="mega-panel" data-layout={item.mega.layout}>
          {item.mega.columns.map((column) => (
            <div className="mega-panel__column" key={column.heading}>
              <p className="mega-panel__heading">{column.heading}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.href === currentPath ? 'page' : undefined}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

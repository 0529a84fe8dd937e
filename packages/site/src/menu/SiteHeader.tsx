import { type ReactNode, useRef } from 'react';
import { fillTemplate } from '../i18n/format.js';
import { LanguageLinks } from '../layout/LanguageLinks.js';
import { useDisclosure } from '../layout/useDisclosure.js';
import type { ChromeModel, MenuLink } from '../model/pages.js';
import { BREAKPOINTS } from './breakpoints.js';
import { MegaPanel } from './MegaPanel.js';
import type { MenuLabels } from './menuLabels.js';
import { useMediaQuery } from './useMediaQuery.js';
import { usePublishedHeight } from './usePublishedHeight.js';
import { useShrinkOnScroll } from './useShrinkOnScroll.js';
import { useSubmenus } from './useSubmenus.js';

export interface SiteHeaderProps {
  siteName: string;
  homeHref: string;
  items: MenuLink[];
  currentPath: string;
  languages: ChromeModel['languages'];
  labels: MenuLabels;
  map: { tileUrl: string | null; attribution: string };
}

/**
 * The site header (spec 2.3): brand, primary menu with sub-menus, flyouts and a mega-menu, and
 * the header widget area (the language links). It shrinks once the page is scrolled past its
 * height. Below 1175 px the menu folds behind "Menu"; below 896 px the widget area moves into
 * the menu (both places are in the HTML and CSS shows one, so nothing shifts on hydration).
 * Without JavaScript every list is open and the links work.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { siteName, homeHref, languages, labels } = props;
  const header = useRef<HTMLElement>(null);
  const shrunk = useShrinkOnScroll(header);
  usePublishedHeight(header, '--site-header-height');
  const toggle = useDisclosure();
  return (
    <header ref={header} className="site-header" data-shrunk={shrunk ? '' : undefined}>
      <div className="site-header__inner">
        <a className="site-header__brand" href={homeHref}>
          <span className="site-header__logo" aria-hidden="true" />
          <span className="site-header__name">{siteName}</span>
        </a>
        <nav className="primary-nav" aria-label={labels.navigation}>
          <button className="primary-nav__toggle" {...toggle.buttonProps}>
            <span className="primary-nav__toggle-icon" aria-hidden="true" />
            {/* Both labels share one grid cell, so the button keeps the width of the longer
                one and nothing beside it moves when it turns into "Fermer". */}
            <span className="primary-nav__toggle-labels">
              <span data-shown={toggle.open ? undefined : ''}>{labels.toggle}</span>
              <span data-shown={toggle.open ? '' : undefined}>{labels.close}</span>
            </span>
          </button>
          <MenuList
            {...props}
            className="primary-nav__list"
            listProps={toggle.regionProps}
            items={props.items}
            depth={0}
          >
            <li className="primary-nav__widgets">
              <p className="primary-nav__widgets-title">{labels.languages}</p>
              <LanguageLinks languages={languages} />
            </li>
          </MenuList>
        </nav>
        <nav className="site-header__widgets" aria-label={labels.languages}>
          <LanguageLinks languages={languages} />
        </nav>
      </div>
    </header>
  );
}

interface MenuListProps extends SiteHeaderProps {
  className: string;
  listProps?: object;
  depth: number;
  children?: ReactNode;
}

/** One level of the menu; each level keeps which of its sub-menus is open. */
function MenuList({ className, listProps, items, depth, children, ...shared }: MenuListProps) {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.menuResponsive}px)`, true);
  const submenus = useSubmenus(wide);
  const { labels, currentPath, map } = shared;
  return (
    <ul className={className} {...listProps}>
      {items.map((item, index) => {
        const key = `${depth}-${index}`;
        const hasPanel = item.children.length > 0 || item.mega !== undefined;
        const panelId = `submenu-${depth}-${index}-${item.href.replace(/[^a-z0-9]+/gi, '-')}`;
        const open = submenus.isOpen(key);
        return (
          <li
            key={item.href + item.label}
            className={
              hasPanel ? 'primary-nav__item primary-nav__item--parent' : 'primary-nav__item'
            }
            data-depth={depth}
            data-open={open ? '' : undefined}
            {...(hasPanel ? submenus.itemProps(key) : {})}
          >
            <a
              className="primary-nav__link"
              href={item.href}
              aria-current={item.href === currentPath ? 'page' : undefined}
            >
              {item.label}
            </a>
            {hasPanel && (
              <button
                className="primary-nav__sub-toggle"
                aria-label={fillTemplate(labels.submenu, { label: item.label })}
                {...submenus.buttonProps(key, panelId)}
              >
                <span className="primary-nav__chevron" aria-hidden="true" />
              </button>
            )}
            {item.children.length > 0 && (
              <MenuList
                {...shared}
                className="primary-nav__sub"
                listProps={{ id: panelId, 'data-open': open ? '' : undefined }}
                items={item.children}
                depth={depth + 1}
              />
            )}
            {item.mega && (
              <MegaPanel
                id={panelId}
                panel={item.mega}
                open={open}
                currentPath={currentPath}
                labels={labels}
                map={map}
              />
            )}
          </li>
        );
      })}
      {children}
    </ul>
  );
}

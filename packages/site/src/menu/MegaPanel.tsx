import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import type { MegaPanelModel } from '../model/pages.js';
import { BREAKPOINTS } from './breakpoints.js';
import type { MenuLabels } from './menuLabels.js';
import { useMediaQuery } from './useMediaQuery.js';

// Leaflet is large: it loads only when a panel with a map is first shown.
const MenuMap = lazy(() => import('./MenuMap.js'));

export interface MegaPanelProps {
  id: string;
  panel: MegaPanelModel;
  open: boolean;
  currentPath: string;
  labels: MenuLabels;
  map: { tileUrl: string | null; attribution: string };
}

/**
 * A mega-menu panel. Wide screens show its columns as tabs (layout `tabs`) or side by side;
 * below 480 px each column folds into an accordion section; in between they stack.
 */
export function MegaPanel({ id, panel, open, currentPath, labels, map }: MegaPanelProps) {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.megaMenu}px)`, true);
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.accordion - 1}px)`, false);
  const mode = narrow ? 'accordion' : wide && panel.layout === 'tabs' ? 'tabs' : 'columns';
  return (
    <div
      className="mega-panel"
      id={id}
      data-layout={panel.layout}
      data-mode={mode}
      data-open={open ? '' : undefined}
    >
      {mode === 'tabs' ? (
        <TabbedColumns columns={panel.columns} currentPath={currentPath} />
      ) : mode === 'accordion' ? (
        <AccordionColumns columns={panel.columns} currentPath={currentPath} />
      ) : (
        panel.columns.map((column) => (
          <div className="mega-panel__column" key={column.heading}>
            <p className="mega-panel__heading">{column.heading}</p>
            <LinkList links={column.links} currentPath={currentPath} />
          </div>
        ))
      )}
      {panel.map && (
        <figure className="mega-panel__map">
          <figcaption>{panel.map.label}</figcaption>
          {open && map.tileUrl ? (
            <Suspense fallback={<div className="menu-map menu-map--loading" />}>
              <MenuMap
                {...panel.map}
                tileUrl={map.tileUrl}
                attribution={map.attribution}
                unavailable={labels.mapUnavailable}
              />
            </Suspense>
          ) : (
            !map.tileUrl && <p className="menu-map__fallback">{labels.mapUnavailable}</p>
          )}
        </figure>
      )}
    </div>
  );
}

type Column = MegaPanelModel['columns'][number];

function LinkList({ links, currentPath }: { links: Column['links']; currentPath: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The WAI-ARIA tabs pattern: arrow keys move between tabs, activation follows focus. */
function TabbedColumns({ columns, currentPath }: { columns: Column[]; currentPath: string }) {
  const [selected, setSelected] = useState(0);
  const base = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = columns.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="mega-tabs">
      <div className="mega-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {columns.map((column, index) => (
          <button
            key={column.heading}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {column.heading}
          </button>
        ))}
      </div>
      {columns.map((column, index) => (
        <div
          key={column.heading}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== selected}
          className="mega-tabs__panel"
        >
          <LinkList links={column.links} currentPath={currentPath} />
        </div>
      ))}
    </div>
  );
}

/** Below 480 px: each column is a disclosure, one open at a time. */
function AccordionColumns({ columns, currentPath }: { columns: Column[]; currentPath: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className="mega-accordion">
      {columns.map((column, index) => (
        <div key={column.heading} className="mega-accordion__section">
          <p className="mega-panel__heading">
            <button
              type="button"
              aria-expanded={open === index}
              aria-controls={`${base}-section-${index}`}
              onClick={() => setOpen(open === index ? null : index)}
            >
              {column.heading}
            </button>
          </p>
          <div id={`${base}-section-${index}`} hidden={open !== index}>
            <LinkList links={column.links} currentPath={currentPath} />
          </div>
        </div>
      ))}
    </div>
  );
}

import { type CSSProperties, createElement, type ReactNode } from 'react';
import type { Level } from '../../core/Levels.js';
import type { LayerLayout } from '../../core/model/LayerLayout.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import type { GridScale } from '../layout/units.js';
import { LayerText } from './LayerText.js';
import { layerKind } from './layerKinds.js';
import { type LayerParent, layerStyles, textLines } from './layerStyle.js';
import { type LayerLink, layerLink } from './links.js';
import type { ActionHandler } from './slideActions.js';

export interface LayerTreeProps {
  layers: readonly Layer[];
  level: Level;
  scale: GridScale;
  /**
   * Which top-level layers to draw: those placed on the layout grid, or those placed on the
   * whole slide (zones and `rTo: "slide"`), which the slide draws outside its grid.
   */
  place: 'grid' | 'slide';
  active: boolean;
  /** Layers start hidden (client-side first entrance, before their timelines run). */
  concealed?: boolean;
  /** The slide's click actions by layer id. */
  actions?: ReadonlyMap<string, readonly SlideAction[]>;
  /** Runs actions that are not links (next, prev, …); a hero has none. */
  onAction?: ActionHandler | undefined;
}

const NO_ACTIONS: ReadonlyMap<string, readonly SlideAction[]> = new Map();

const TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span']);

/** Placed on the whole slide rather than on the grid: zones and `rTo: "slide"` layers. */
export function onSlide(layer: Layer): boolean {
  return layer.subtype === 'zone' || (layer as Layer & { rTo?: unknown }).rTo === 'slide';
}

/** A slide's layers as a tree: rows, columns and groups hold the layers whose `pid` names them. */
export function LayerTree(props: LayerTreeProps) {
  const { layers, level, scale, active, concealed, actions = NO_ACTIONS, onAction } = props;
  const byParent = new Map<string, Layer[]>();
  const ids = new Set(layers.map((l) => l.id));
  for (const layer of layers) {
    if (layer.subtype === 'slidebg') continue;
    const parent = layer.pid && ids.has(layer.pid) && layer.pid !== layer.id ? layer.pid : '';
    if (parent === '' && onSlide(layer) !== (props.place === 'slide')) continue;
    const list = byParent.get(parent) ?? [];
    list.push(layer);
    byParent.set(parent, list);
  }
  const render = (
    parent: string,
    parentKind: LayerParent,
    depth: number,
    rowBreak?: number,
  ): ReactNode[] =>
    depth > 8
      ? []
      : (byParent.get(parent) ?? [])
          .sort((a, b) => a.order - b.order)
          .map((layer) => (
            <LayerView
              key={layer.id}
              layer={layer}
              level={level}
              scale={scale}
              active={active}
              parent={parentKind}
              rowBreak={rowBreak}
              concealed={concealed ?? false}
              actions={actions.get(layer.id)}
              onAction={onAction}
              renderChildren={(kind, breakAt) => render(layer.id, kind, depth + 1, breakAt)}
            />
          ));
  return <>{render('', props.place, 0)}</>;
}

interface LayerViewProps {
  layer: Layer;
  level: Level;
  scale: GridScale;
  active: boolean;
  parent: LayerParent;
  rowBreak: number | undefined;
  concealed: boolean;
  actions: readonly SlideAction[] | undefined;
  onAction: ActionHandler | undefined;
  /** The layers this one holds (rows, columns, groups, zones), drawn as its parent. */
  renderChildren: (kind: LayerParent, rowBreak?: number) => ReactNode[];
}

function LayerView(props: LayerViewProps) {
  const { layer, level, scale, active, parent, concealed, actions, onAction: run } = props;
  const styles = layerStyles(layer, { level, scale, parent, rowBreak: props.rowBreak });
  const { outer, inner, hidden, layout } = styles;
  if (hidden && !layout.absolute) return null;
  if (hidden) outer.visibility = 'hidden';
  const link = layerLink(layer, actions);
  const moves = run && actions?.filter((a) => a.a !== 'link');
  const activate = () =>
    moves?.forEach((action) => {
      run?.(action);
    });
  // A link that also moves the module (or runs another action) does both when followed.
  if (link && moves?.length) link.onClick = activate;
  const childKind: LayerParent =
    layout.kind === 'content' || layout.kind === 'linebreak' ? 'group' : layout.kind;
  const children =
    layout.kind === 'content' || layout.kind === 'linebreak'
      ? null
      : props.renderChildren(childKind, layout.kind === 'row' ? layout.breakAt : undefined);
  const body = layerBody(layer, layout, level, scale, active, inner, link, children);
  if (body === null) return null;
  const style = concealed ? { ...outer, opacity: 0 } : outer;
  const background = styles.columnBackground ? (
    <div className="sr7-col-bg" style={styles.columnBackground} aria-hidden="true" />
  ) : null;
  if (!link && moves?.length) {
    // A layer that moves the module is a button for the keyboard and assistive technology too.
    return (
      // biome-ignore lint/a11y/useSemanticElements: a placed layer box whose content may be block elements, which a <button> may not hold.
      <div
        className="sr7-layer sr7-action"
        style={{ ...style, cursor: 'pointer' }}
        data-sr-layer={layer.id}
        role="button"
        tabIndex={0}
        aria-label={
          layer.type === 'text' || layer.type === 'button' ? undefined : actionLabel(layer, moves)
        }
        onClick={activate}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          activate();
        }}
      >
        {background}
        {body}
      </div>
    );
  }
  // Text and button layers are the link themselves; other kinds are wrapped in one.
  const linked =
    link && layer.type !== 'text' && layer.type !== 'button' ? (
      <a {...link} style={{ display: 'block' }}>
        {body}
      </a>
    ) : (
      body
    );
  return (
    <div
      className="sr7-layer"
      style={style}
      data-sr-layer={layer.id}
      data-sr7-zone={layout.kind === 'zone' ? '' : undefined}
    >
      {background}
      {linked}
    </div>
  );
}

/** A name for an action layer without text: its alias, else what it does. */
function actionLabel(layer: Layer, actions: readonly SlideAction[]): string {
  return layer.alias || actions.map((a) => a.a).join(', ');
}

function layerBody(
  layer: Layer,
  layout: LayerLayout,
  level: Level,
  scale: GridScale,
  active: boolean,
  style: CSSProperties,
  link: LayerLink | null,
  children: ReactNode,
): ReactNode {
  const Custom = layerKind(layer.type);
  if (Custom) {
    return (
      <div className="sr7-layer-inner" style={style}>
        <Custom layer={layer} level={level} widths={scale.widths} scale={scale} active={active} />
      </div>
    );
  }
  switch (layer.type) {
    case 'video':
    case 'audio':
      return null;
    case 'text':
    case 'button': {
      // Newlines of the saved text first (the white-space rule), then its markup.
      const text = <LayerText html={textLines(layer.content.text ?? '', layout, level)} />;
      const className = layer.type === 'button' ? 'sr7-layer-inner sr7-btn' : 'sr7-layer-inner';
      if (link) {
        return (
          <a
            className={className}
            style={{ ...style, display: 'block', textDecoration: 'none' }}
            {...link}
          >
            {text}
          </a>
        );
      }
      const tag = layer.tag && TAGS.has(layer.tag) ? layer.tag : 'div';
      return createElement(tag, { className, style }, text);
    }
    case 'image': {
      const src = layer.content.src ?? (layer as Layer & { src?: string }).src;
      // An image layer without a picture keeps its box, as in the original.
      if (!src) return <div className="sr7-layer-inner" style={style} aria-hidden="true" />;
      const alt = altOf(layer);
      return (
        <img
          className="sr7-layer-inner"
          style={{ ...style, display: 'block', objectFit: 'contain' }}
          src={active ? src : undefined}
          alt={alt}
          decoding="async"
          draggable={false}
        />
      );
    }
    case 'svg': {
      const src = svgSource(layer);
      if (!src) return null;
      return (
        <img
          className="sr7-layer-inner"
          style={{ ...style, display: 'block' }}
          src={src}
          alt={altOf(layer)}
          draggable={false}
        />
      );
    }
    case 'row':
      return (
        <div className="sr7-layer-inner sr7-row" style={style}>
          {children}
        </div>
      );
    case 'column':
      return (
        <div className="sr7-layer-inner sr7-column" style={style}>
          {children}
        </div>
      );
    case 'group':
      return (
        <div
          className={
            layer.subtype === 'zone' ? 'sr7-layer-inner sr7-zone' : 'sr7-layer-inner sr7-group'
          }
          style={{ ...style, position: 'relative' }}
        >
          {children}
        </div>
      );
    default:
      // A shape or a line break: a box with the layer's background and size.
      return <div className="sr7-layer-inner" style={style} aria-hidden="true" />;
  }
}

function altOf(layer: Layer): string {
  const extra = layer as Layer & { alt?: unknown; attr?: { alt?: unknown } };
  const alt = extra.alt ?? extra.attr?.alt;
  return typeof alt === 'string' ? alt : '';
}

function svgSource(layer: Layer): string | null {
  const src = layer.content.src ?? (layer as Layer & { svg?: { src?: string } }).svg?.src;
  if (src) return src;
  const markup = layer.content.text?.trim();
  if (markup?.startsWith('<svg')) return `data:image/svg+xml,${encodeURIComponent(markup)}`;
  return null;
}

import { type CSSProperties, createElement, type ReactNode } from 'react';
import type { Level, PerLevel } from '../../core/Levels.js';
import type { Layer } from '../../core/model/LayerSchema.js';
import type { SlideAction } from '../../core/model/SlideSchema.js';
import { LayerText } from './LayerText.js';
import { layerKind } from './layerKinds.js';
import { layerStyles } from './layerStyle.js';
import { type LayerLink, layerLink } from './links.js';
import type { ActionHandler } from './slideActions.js';

export interface LayerTreeProps {
  layers: readonly Layer[];
  level: Level;
  widths: PerLevel<number>;
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

/** A slide's layers as a tree: rows, columns and groups hold the layers whose `pid` names them. */
export function LayerTree(props: LayerTreeProps) {
  const { layers, level, widths, active, concealed, actions = NO_ACTIONS, onAction } = props;
  const byParent = new Map<string, Layer[]>();
  const ids = new Set(layers.map((l) => l.id));
  for (const layer of layers) {
    if (layer.subtype === 'slidebg') continue;
    const parent = layer.pid && ids.has(layer.pid) && layer.pid !== layer.id ? layer.pid : '';
    const list = byParent.get(parent) ?? [];
    list.push(layer);
    byParent.set(parent, list);
  }
  const render = (parent: string, inFlow: boolean, depth: number): ReactNode[] =>
    depth > 8
      ? []
      : (byParent.get(parent) ?? [])
          .sort((a, b) => a.order - b.order)
          .map((layer) => (
            <LayerView
              key={layer.id}
              layer={layer}
              level={level}
              widths={widths}
              active={active}
              inFlow={inFlow}
              concealed={concealed ?? false}
              actions={actions.get(layer.id)}
              onAction={onAction}
            >
              {isContainer(layer)
                ? render(layer.id, layer.type !== 'group' || layer.subtype === 'zone', depth + 1)
                : null}
            </LayerView>
          ));
  return <>{render('', false, 0)}</>;
}

function isContainer(layer: Layer): boolean {
  return layer.type === 'row' || layer.type === 'column' || layer.type === 'group';
}

interface LayerViewProps {
  layer: Layer;
  level: Level;
  widths: PerLevel<number>;
  active: boolean;
  inFlow: boolean;
  concealed: boolean;
  actions: readonly SlideAction[] | undefined;
  onAction: ActionHandler | undefined;
  children: ReactNode;
}

function LayerView(props: LayerViewProps) {
  const {
    layer,
    level,
    widths,
    active,
    inFlow,
    concealed,
    actions,
    onAction: run,
    children,
  } = props;
  const { outer, inner, hidden } = layerStyles(layer, widths, level, inFlow);
  if (hidden) return null;
  const link = layerLink(layer, actions);
  const moves = run && actions?.filter((a) => a.a !== 'link');
  const activate = () =>
    moves?.forEach((action) => {
      run?.(action);
    });
  // A link that also moves the module (or runs another action) does both when followed.
  if (link && moves?.length) link.onClick = activate;
  const body = layerBody(layer, level, widths, active, inner, link, children);
  if (body === null) return null;
  if (layer.subtype === 'zone') Object.assign(outer, zoneStyle(layer, level));
  const style = concealed ? { ...outer, opacity: 0 } : outer;
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
    <div className="sr7-layer" style={style} data-sr-layer={layer.id}>
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
  level: Level,
  widths: PerLevel<number>,
  active: boolean,
  style: CSSProperties,
  link: LayerLink | null,
  children: ReactNode,
): ReactNode {
  const Custom = layerKind(layer.type);
  if (Custom) {
    return (
      <div className="sr7-layer-inner" style={style}>
        <Custom layer={layer} level={level} widths={widths} active={active} />
      </div>
    );
  }
  switch (layer.type) {
    case 'video':
    case 'audio':
      return null;
    case 'text':
    case 'button': {
      const text = <LayerText html={layer.content.text} />;
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
      if (!src) return null;
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
        <div
          className="sr7-layer-inner sr7-row"
          style={{ ...style, display: 'flex', width: style.width ?? '100%' }}
        >
          {children}
        </div>
      );
    case 'column':
      return (
        <div
          className="sr7-layer-inner sr7-column"
          style={{ ...style, flex: '1 1 0', display: 'flex', flexDirection: 'column' }}
        >
          {children}
        </div>
      );
    case 'group':
      return (
        <div className="sr7-layer-inner sr7-group" style={{ ...style, position: 'relative' }}>
          {children}
        </div>
      );
    default:
      // A shape: a box with the layer's background and size.
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

/** A layout zone spans the grid at the top, middle or bottom; its rows stack inside it. */
function zoneStyle(layer: Layer, level: Level): CSSProperties {
  const v = layer.pos.v[level];
  const style: CSSProperties = {
    left: 0,
    right: 0,
    translate: 'none',
    display: 'flex',
    flexDirection: 'column',
  };
  if (v === 'bottom') return { ...style, top: 'auto', bottom: 0 };
  if (v === 'middle') return { ...style, top: '50%', bottom: 'auto', translate: '0 -50%' };
  return { ...style, top: 0, bottom: 'auto' };
}

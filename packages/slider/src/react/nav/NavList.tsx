import { type CSSProperties, memo, useState } from 'react';
import { consoleLogger } from '../../core/Messages.js';
import type { NavList as NavListSettings } from '../../core/model/NavSchema.js';
import type { Slide } from '../../core/model/ParseModule.js';
import { autoNavSize, visibleItems } from '../../core/NavSize.js';
import { fillTemplate } from '../../core/NavTemplate.js';
import { thumbnailFailed, thumbnailFor } from '../../core/Thumbnail.js';
import { useNavVisibility } from '../behaviour/useNavVisibility.js';
import { fillLabel } from '../labels.js';
import { hiddenNav, navGroupRole, navItemAria } from './navAria.js';
import { isOutside, navClass, navPlacement } from './navPosition.js';
import { outsidePlacement } from './outsidePlacement.js';
import { TemplateLabel } from './TemplateLabel.js';
import type { NavContext } from './types.js';

/**
 * Tabs and thumbnails: items sized by `size` (shrinking with the window between 980 and
 * 480 px), at most `m` visible (a window that follows the current slide), in a wrapper with
 * padding `wr.p` and colour `wr.c`. Thumbnails follow spec 5's rule and fall back to the
 * slide's background when theirs fails to load.
 */
export const NavList = memo(function NavList({
  ctx,
  settings,
  kind,
  windowWidth,
}: {
  ctx: NavContext;
  settings: NavListSettings;
  kind: 'tabs' | 'thumbs';
  windowWidth: number;
}) {
  const { engine, labels, level } = ctx;
  const visible = useNavVisibility(settings, level, ctx.inside);
  const total = ctx.navigation.length;
  if (!settings.show[level] || total < 2) return null;
  const acc = engine.module.settings.nav.acc;
  const hidden = hiddenNav(acc);
  const tablist = navGroupRole(acc);
  const vertical = settings.d[level] === 'vertical';
  const { width, height } = autoNavSize(settings.size, windowWidth);
  const count = visibleItems(settings.m, total);
  const at = Math.max(0, ctx.navigation.indexOf(ctx.current));
  const first = Math.min(Math.max(0, at - Math.floor(count / 2)), total - count);
  // The items in view and as many on each side (what the list's slide brings in); the ones
  // before them are one spacer of their length. A thousand slides make a few dozen items.
  const before = Math.max(0, first - count);
  const items = navWindow(ctx, before, count * 3);
  const gap = settings.g;
  const custom = settings.key !== '' || settings.css !== '';
  const outside = isOutside(settings);
  const place = outside ? outsidePlacement(settings, level) : navPlacement(settings, level);
  const pad = settings.wr.p;
  const windowSize = count * (vertical ? height : width) + (count - 1) * gap;
  const list: CSSProperties = {
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    gap,
    transform: vertical
      ? `translateY(${-first * (height + gap)}px)`
      : `translateX(${-first * (width + gap)}px)`,
    transition: 'transform .3s ease',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  };
  const box: CSSProperties = {
    padding: pad,
    background: settings.wr.c,
    overflow: 'hidden',
    width: vertical ? width : Math.min(windowSize, total * (width + gap)),
    height: vertical ? windowSize : height,
    boxSizing: 'content-box',
  };
  return (
    <div
      className={navClass(kind, settings)}
      data-default={custom ? undefined : ''}
      data-hidden={visible ? undefined : ''}
      style={outside ? place : { ...place }}
      {...hidden.container}
    >
      <div style={box}>
        <ul style={list} role={tablist} aria-label={kind === 'tabs' ? labels.tabs : labels.thumbs}>
          {before > 0 && (
            <li
              aria-hidden="true"
              role={tablist ? 'presentation' : undefined}
              style={{
                flex: 'none',
                [vertical ? 'height' : 'width']: before * ((vertical ? height : width) + gap) - gap,
              }}
            />
          )}
          {items.map(({ slide, n, current }) => {
            const label = fillLabel((kind === 'tabs' ? acc.tabs : acc.thumbs) || labels.goTo, {
              n,
              title: slide.title,
            });
            // A tab template names the button by its content (TemplateLabel).
            const templated = kind === 'tabs' && settings.html !== '';
            return (
              <li
                key={slide.id}
                // A tablist owns its tabs directly: the list items step aside.
                role={tablist ? 'presentation' : undefined}
                style={{ flex: 'none', width, height }}
              >
                <button
                  type="button"
                  className={kind === 'tabs' ? 'sr7-tab' : 'sr7-thumb'}
                  style={{ width, height }}
                  aria-label={templated ? undefined : label}
                  {...navItemAria(acc, current)}
                  tabIndex={
                    hidden.tabIndex ?? (n - 1 >= first && n - 1 < first + count ? undefined : -1)
                  }
                  onClick={() => engine.goTo(n - 1, 'user')}
                >
                  {kind === 'thumbs' ? (
                    <Thumbnail slide={slide} />
                  ) : templated ? (
                    <TemplateLabel label={label} html={fillTemplate(settings.html, slide)} />
                  ) : (
                    <span aria-hidden="true">{slide.title}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
});

/** Slides `from` to `from + max` of the navigation order, with their 1-based number. */
function navWindow(ctx: NavContext, from: number, max: number) {
  const out: { slide: Slide; n: number; current: boolean }[] = [];
  for (let i = from; i < ctx.navigation.length && i < from + max; i++) {
    const id = ctx.navigation[i] as string;
    const slide = ctx.slides.get(id);
    if (slide) out.push({ slide, n: i + 1, current: id === ctx.current });
  }
  return out;
}

function Thumbnail({ slide }: { slide: Slide }) {
  const [src, setSrc] = useState(() => thumbnailFor(slide, window.location.hostname));
  if (!src.src) return null;
  return (
    <img
      src={src.src}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => {
        if (src.fromBackground) return;
        setSrc({ src: thumbnailFailed(slide, consoleLogger), fromBackground: true });
      }}
    />
  );
}

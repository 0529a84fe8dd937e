import { memo } from 'react';
import type { NavArrows } from '../../core/model/NavSchema.js';
import { fillTemplate } from '../../core/NavTemplate.js';
import { useNavVisibility } from '../behaviour/useNavVisibility.js';
import { currentSanitizer } from '../html/sanitizerSlot.js';
import { Chevron } from './icons.js';
import { hiddenNav } from './navAria.js';
import { place } from './navPosition.js';
import { TemplateLabel } from './TemplateLabel.js';
import type { NavContext } from './types.js';

/**
 * Previous and next buttons, each placed on its own by its `l` / `r` h, v, x, y of the level
 * (without them: at the sides, vertically centred, `x` in from each edge). Each arrow carries
 * what a navigation style's CSS selects, as the engine draws its arrows:
 * `sr7-arrows sr7-leftarrow {key}` on the arrow itself, so `.hesperiden.sr7-arrows {…}` sizes
 * and paints each arrow rather than a box around both. Without a style they take Tribune's own
 * look (`data-default`, a chevron). A template (`html`) shows the neighbouring slide's title or
 * params inside them.
 */
export const Arrows = memo(function Arrows({
  ctx,
  settings,
}: {
  ctx: NavContext;
  settings: NavArrows;
}) {
  const { engine, labels, level, navigation: nav } = ctx;
  const visible = useNavVisibility(settings, level, ctx.inside);
  if (!settings.show[level] || nav.length < 2) return null;
  const acc = engine.module.settings.nav.acc;
  const hidden = hiddenNav(acc);
  const at = Math.max(0, nav.indexOf(ctx.current));
  const styled = settings.css !== '';
  const arrow = (side: 'left' | 'right', step: number, label: string, go: () => void) => {
    const own = side === 'left' ? settings.l : settings.r;
    // A template is module HTML: drawn only once the sanitiser is here.
    const slide =
      settings.html && currentSanitizer()
        ? ctx.slides.get(nav[(at + step + nav.length) % nav.length] ?? '')
        : undefined;
    return (
      <button
        type="button"
        className={`sr7-arrow sr7-arrows sr7-${side}arrow ${settings.key}`}
        style={{
          ...place(
            own
              ? { h: own.h[level], v: own.v[level], x: own.x[level], y: own.y[level] }
              : { h: side, v: 'middle', x: settings.x[level], y: 0 },
          ),
          pointerEvents: 'auto',
        }}
        // A template names the button by its content (TemplateLabel).
        aria-label={slide ? undefined : label}
        tabIndex={hidden.tabIndex}
        onClick={go}
      >
        {slide ? (
          <TemplateLabel label={label} html={fillTemplate(settings.html, slide)} />
        ) : (
          // A style draws its own icon (its CSS's `:before`).
          !styled && <Chevron direction={side} />
        )}
      </button>
    );
  };
  return (
    <div
      className="sr7-nav sr7-arrows-nav"
      data-default={styled ? undefined : ''}
      data-hidden={visible ? undefined : ''}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      {...hidden.container}
    >
      {arrow('left', -1, acc.prev || labels.previous, () => engine.prev())}
      {arrow('right', 1, acc.next || labels.next, () => engine.next())}
    </div>
  );
});

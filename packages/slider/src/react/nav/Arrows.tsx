import { type CSSProperties, memo } from 'react';
import type { NavElement } from '../../core/model/NavSchema.js';
import { fillTemplate } from '../../core/NavTemplate.js';
import { useNavVisibility } from '../behaviour/useNavVisibility.js';
import { Chevron } from './icons.js';
import { hiddenNav } from './navAria.js';
import { navClass } from './navPosition.js';
import { TemplateLabel } from './TemplateLabel.js';
import type { NavContext } from './types.js';

/**
 * Previous and next buttons at the module's sides, vertically centred, `x` of the level in from
 * each edge. A template (`html`) shows the neighbouring slide's title or params inside them.
 */
export const Arrows = memo(function Arrows({
  ctx,
  settings,
}: {
  ctx: NavContext;
  settings: NavElement;
}) {
  const { engine, labels, level, navigation: nav } = ctx;
  const visible = useNavVisibility(settings, level, ctx.inside);
  if (!settings.show[level] || nav.length < 2) return null;
  const acc = engine.module.settings.nav.acc;
  const hidden = hiddenNav(acc);
  const at = Math.max(0, nav.indexOf(ctx.current));
  const neighbour = (step: number) =>
    ctx.slides.get(nav[(at + step + nav.length) % nav.length] ?? '');
  const x = settings.x[level];
  const base: CSSProperties = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'auto',
  };
  const prevLabel = acc.prev || labels.previous;
  const nextLabel = acc.next || labels.next;
  const templated = (direction: 'left' | 'right') =>
    settings.html ? neighbour(direction === 'left' ? -1 : 1) : undefined;
  const body = (direction: 'left' | 'right') => {
    const slide = templated(direction);
    if (!slide) return <Chevron direction={direction} />;
    const label = direction === 'left' ? prevLabel : nextLabel;
    return <TemplateLabel label={label} html={fillTemplate(settings.html, slide)} />;
  };
  return (
    <div
      className={navClass('arrows', settings)}
      data-default={settings.key === '' && settings.css === '' ? '' : undefined}
      data-hidden={visible ? undefined : ''}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      {...hidden.container}
    >
      <button
        type="button"
        className="sr7-arrow sr7-leftarrow"
        style={{ ...base, left: x }}
        // A template names the button by its content (TemplateLabel).
        aria-label={templated('left') ? undefined : prevLabel}
        tabIndex={hidden.tabIndex}
        onClick={() => engine.prev()}
      >
        {body('left')}
      </button>
      <button
        type="button"
        className="sr7-arrow sr7-rightarrow"
        style={{ ...base, right: x }}
        aria-label={templated('right') ? undefined : nextLabel}
        tabIndex={hidden.tabIndex}
        onClick={() => engine.next()}
      >
        {body('right')}
      </button>
    </div>
  );
});

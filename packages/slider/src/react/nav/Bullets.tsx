import { memo } from 'react';
import type { NavElement } from '../../core/model/NavSchema.js';
import { fillTemplate } from '../../core/NavTemplate.js';
import { useNavVisibility } from '../behaviour/useNavVisibility.js';
import { safeHtml } from '../html/safeHtml.js';
import { fillLabel } from '../labels.js';
import { hiddenNav, navGroupRole, navItemAria } from './navAria.js';
import { navClass, navPlacement } from './navPosition.js';
import { type NavContext, navSlides } from './types.js';

/** One button per navigable slide; each is at least 24 px square to hit, however small its dot. */
export const Bullets = memo(function Bullets({
  ctx,
  settings,
}: {
  ctx: NavContext;
  settings: NavElement;
}) {
  const { engine, labels, level } = ctx;
  const visible = useNavVisibility(settings, level, ctx.inside);
  const items = navSlides(ctx);
  if (!settings.show[level] || items.length < 2) return null;
  const acc = engine.module.settings.nav.acc;
  const hidden = hiddenNav(acc);
  const vertical = settings.d[level] === 'vertical';
  const custom = settings.key !== '' || settings.css !== '';
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is group or tablist, both take a label.
    <div
      className={navClass('bullets', settings)}
      data-default={custom ? undefined : ''}
      data-hidden={visible ? undefined : ''}
      role={navGroupRole(acc, 'group')}
      {...hidden.container}
      aria-label={labels.bullets}
      style={{
        ...navPlacement(settings, level),
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: Math.max(0, settings.g - 10),
      }}
    >
      {items.map(({ slide, n, current }) => (
        <button
          key={slide.id}
          type="button"
          className="sr7-bullet-hit"
          aria-label={fillLabel(acc.bullet || labels.goTo, { n, title: slide.title })}
          {...navItemAria(acc, current)}
          tabIndex={hidden.tabIndex}
          onClick={() => engine.goTo(n - 1, 'user')}
        >
          <span
            className={`sr7-bullet${current ? ' selected' : ''}`}
            style={custom ? { position: 'relative' } : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the module's template, sanitised (safeHtml); slide texts escaped by fillTemplate.
            dangerouslySetInnerHTML={
              settings.html ? safeHtml(fillTemplate(settings.html, slide)) : undefined
            }
          />
        </button>
      ))}
    </div>
  );
});

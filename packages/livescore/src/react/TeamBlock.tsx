import { memo } from 'react';
import type { TeamView } from '../core/view.js';

interface TeamBlockProps {
  team: TeamView;
  side: 'home' | 'away';
}

/** A team: logo and name. Without a logo URL, its abbreviation stands in a disc. */
function TeamBlockView({ team, side }: TeamBlockProps) {
  return (
    <div className={`tls-team tls-team--${side}`} data-team={side}>
      {team.logo ? (
        <img
          className="tls-team__logo"
          src={team.logo}
          alt={team.logoAlt}
          width={40}
          height={40}
          decoding="async"
          // The card is rendered by servers too (the site's pages): a lazy logo is not turned
          // into a preload at the top of the page, and its box is fixed (width, height).
          loading="lazy"
        />
      ) : (
        <span className="tls-team__logo tls-team__logo--abbr" aria-hidden="true">
          {team.abbr}
        </span>
      )}
      <span className="tls-team__name" data-leading={team.leading || undefined}>
        {team.name}
      </span>
    </div>
  );
}

/**
 * The team's view is built afresh at every update, but a goal changes only the score block:
 * compare the fields drawn here, so a live match does not redraw its logos and names.
 */
export const TeamBlock = memo(
  TeamBlockView,
  (before, after) =>
    before.side === after.side &&
    before.team.logo === after.team.logo &&
    before.team.logoAlt === after.team.logoAlt &&
    before.team.abbr === after.team.abbr &&
    before.team.name === after.team.name &&
    before.team.leading === after.team.leading,
);

import type { TeamView } from '../core/view.js';

/** A team: logo and name. Without a logo URL, its abbreviation stands in a disc. */
export function TeamBlock({ team, side }: { team: TeamView; side: 'home' | 'away' }) {
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

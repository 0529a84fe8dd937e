import { InfoIcon } from './InfoIcon.js';

/**
 * The notice above the card when the shown match is not live (spec 2.2, 8.2), or the
 * connection's problem (a polite status: it appears after a time-out or going offline).
 */
export function Notice({ text, kind = 'match' }: { text: string; kind?: 'match' | 'problem' }) {
  return (
    <p
      className="tls-notice"
      data-notice={kind === 'problem' ? 'problem' : ''}
      role={kind === 'problem' ? 'status' : undefined}
    >
      <InfoIcon />
      <span>{text}</span>
    </p>
  );
}

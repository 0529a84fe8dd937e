import { InfoIcon } from './InfoIcon.js';

/** The notice above the card when the shown match is not live (spec 2.2, 8.2). */
export function Notice({ text }: { text: string }) {
  return (
    <p className="tls-notice" data-notice="">
      <InfoIcon />
      <span>{text}</span>
    </p>
  );
}

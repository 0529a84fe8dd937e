/** The notice's info icon: decorative, the sentence beside it says everything. */
export function InfoIcon() {
  return (
    <svg
      className="tls-notice__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="6.75" width="1.5" height="5" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="4.5" r="1" fill="currentColor" />
    </svg>
  );
}

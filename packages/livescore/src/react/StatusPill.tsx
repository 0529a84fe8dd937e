/** The status pill (spec 4.5): red while the match is live, dark otherwise, empty for plan. */
export function StatusPill({ stage, live, text }: { stage: string; live: boolean; text: string }) {
  return (
    <span className="tls-pill" data-pill={stage} data-live={live || undefined}>
      {text}
    </span>
  );
}

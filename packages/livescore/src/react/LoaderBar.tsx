import type { HTMLAttributes } from 'react';

/** Spec 2.2's loader bar: an indeterminate progress bar (no value: the wait has no length). */
export function LoaderBar(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props}>
      <span className="tls-loader__bar" />
    </div>
  );
}

/** Small inline icons; decorative (the buttons carry the labels). */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          direction === 'left'
            ? 'M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6z'
            : 'M8.6 4.6 16 12l-7.4 7.4-1.4-1.4 6-6-6-6z'
        }
      />
    </svg>
  );
}

export function PlayPause({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={playing ? 'M7 5h4v14H7zm6 0h4v14h-4z' : 'M8 5v14l11-7z'} />
    </svg>
  );
}

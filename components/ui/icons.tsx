/** A chevron pointing back, in the line-icon stroke its button's stylesheet gives it. */
export function ArrowLeftIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M15 4l-8 8 8 8" />
    </svg>
  );
}

/** A chevron pointing on, in the line-icon stroke its button's stylesheet gives it. */
export function ArrowRightIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 4l8 8-8 8" />
    </svg>
  );
}

// The site's drawn icons, on a 24-unit grid; their buttons' stylesheets give them stroke and size.

/** A chevron pointing back. */
export function ArrowLeftIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M15 4l-8 8 8 8" />
    </svg>
  );
}

/** A chevron pointing on. */
export function ArrowRightIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 4l8 8-8 8" />
    </svg>
  );
}

/** A cross, to close. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

/** A magnifying glass with a plus, for full resolution. */
export function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

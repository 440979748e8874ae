import 'server-only';
import { INK, PAPER } from '@/config/colours';

/** The favicon and home-screen icon: a small tree drawn in ink on the site's paper. */
export const siteIconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${PAPER}"/><g fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"><path d="M32 56V30"/><path d="M32 40l-10-9M32 35l9-8M22 31l-6-8M22 31l1-10M41 27l6-7M41 27l-1-10M32 30l-2-14M32 30l4-13"/></g></svg>`;

// Where the site is published, read in one place. Both are set at build (see README, Publishing).

/** The sub-path the site is served under ('/baumbilder' for a GitHub project page), or ''. next.config.mjs hands BASE_PATH on as this. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The site's public address, with its sub-path: canonical links, the sitemap, sharing and structured data use it. */
export const SITE_URL = process.env.SITE_URL ?? 'https://hanna-linde.example';

/**
 * Where the editor at /admin/ commits: on GitHub Actions the repository and branch being built;
 * elsewhere EDITOR_REPOSITORY and EDITOR_BRANCH name them.
 */
export const EDITOR_REPOSITORY = process.env.EDITOR_REPOSITORY ?? process.env.GITHUB_REPOSITORY ?? 'hanna-linde/baumbilder';
export const EDITOR_BRANCH = process.env.EDITOR_BRANCH ?? process.env.GITHUB_REF_NAME ?? 'main';
/** The artist's sign-in worker (sveltia-cms-auth), which adds GitHub's one-tap sign-in to the editor; unset, the token only. */
export const EDITOR_AUTH_URL = process.env.EDITOR_AUTH_URL;


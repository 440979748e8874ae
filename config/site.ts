// Where the site is published, read in one place. Both are set at build (see README, Publishing).

/** The sub-path the site is served under ('/baumbilder' for a GitHub project page), or ''. next.config.mjs hands BASE_PATH on as this. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The site's public address, with its sub-path: canonical links, the sitemap, sharing and structured data use it. */
export const SITE_URL = process.env.SITE_URL ?? 'https://hanna-linde.example';

// The site is a plain static export: `next build` writes out/, which any static host serves.
// BASE_PATH lets it live under a sub-path (for example a project page at /<repository>).
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A second build (the base-path test) goes to its own folder instead of out/ and .next/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  // A root layout per language (app/(de), app/(en)): the one 404 page is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    // Router tracing logs every route change to the console: on in development,
    // and in a production build when ROUTER_TRACING=1 is set at build time.
    NEXT_PUBLIC_ROUTER_TRACING:
      process.env.ROUTER_TRACING ?? (process.env.NODE_ENV === 'development' ? '1' : '0'),
  },
};

export default nextConfig;

// How the artist signs in to the editor at /admin/, and the page's policy that follows from it. By
// default with a token she makes once (docs/bearbeiten.md). With EDITOR_AUTH_URL, the address of her own
// sveltia-cms-auth worker, also with one tap on "Mit GitHub anmelden": the editor opens
// `<worker>/auth` in a window of its own, and the worker hands the token back by postMessage.
import type { GitHubBackend } from '@sveltia/cms';

/** What the page may load and connect to: this site, GitHub's API (where it commits) and its status page. */
const GITHUB = ['https://api.github.com', 'https://www.githubstatus.com'];

/**
 * The worker's origin from EDITOR_AUTH_URL, or nothing where it is unset or empty (a repository
 * variable that was never made reaches the workflow as ''). Anything but a bare https address stops the build.
 */
export function authOrigin(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(
      `EDITOR_AUTH_URL is "${text}": set it to the address of the sign-in worker alone, https:// and the host with nothing after it ` +
        '(for example https://sveltia-cms-auth.ihr-name.workers.dev), or leave it empty to sign in with a token only.',
    );
  }
  return url.origin;
}

/** The sign-in part of the editor's `backend`: the token always, GitHub's sign-in through the worker when there is one. */
export function signInBackend(authUrl: string | undefined): Pick<GitHubBackend, 'auth_methods' | 'base_url'> {
  const origin = authOrigin(authUrl);
  // A token she makes once (docs/bearbeiten.md) works with no server at all.
  if (!origin) return { auth_methods: ['token'] };
  return { base_url: origin, auth_methods: ['oauth', 'token'] };
}

/**
 * The editor's Content-Security-Policy: everything from this site, GitHub, and the sign-in worker when
 * there is one. 'wasm-unsafe-eval' lets the WebP encoder served beside the editor (for browsers
 * whose canvas cannot write WebP, such as Safari) compile; it allows no JavaScript eval.
 */
export function editorPolicy(authUrl: string | undefined): string {
  const origin = authOrigin(authUrl);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    "font-src 'self'",
    ['connect-src', "'self'", 'blob:', 'data:', ...GITHUB, ...(origin ? [origin] : [])].join(' '),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** public/admin/index.html, which scripts/editor-bundle.mts writes at every build. */
export function editorPage(authUrl: string | undefined): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <!-- Made by scripts/editor-bundle.mts from lib/server/editor-auth.ts: change it there. -->
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy(authUrl)}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Website bearbeiten</title>
    <link rel="icon" href="../icon.svg" type="image/svg+xml" />
    <link href="config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="start.js"></script>
  </body>
</html>
`;
}

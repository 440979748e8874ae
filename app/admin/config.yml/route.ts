import { editorConfig } from '@/lib/server/editor-config';
import { loadWorks } from '@/lib/server/content';
import { pictureAlt } from '@/lib/domain/gallery';

export const dynamic = 'force-static';

// JSON is YAML too; the editor reads this file from beside its page. On GitHub Actions the
// repository and branch are the ones being built; elsewhere EDITOR_REPOSITORY names it.
// EDITOR_AUTH_URL adds GitHub's sign-in through the artist's worker (lib/editor-auth.ts).
export async function GET() {
  const works = await loadWorks();
  const config = await editorConfig({
    repository: process.env.EDITOR_REPOSITORY ?? process.env.GITHUB_REPOSITORY ?? 'hanna-linde/baumbilder',
    branch: process.env.EDITOR_BRANCH ?? process.env.GITHUB_REF_NAME ?? 'main',
    authUrl: process.env.EDITOR_AUTH_URL,
    // An exhibition's works are chosen from the catalogue as it is built.
    works: works.map(({ slug, picture }) => ({ slug, title: picture.title ?? pictureAlt(picture, works.length) })),
  });
  return new Response(`${JSON.stringify(config, null, 2)}\n`, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}

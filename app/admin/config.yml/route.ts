import { EDITOR_AUTH_URL, EDITOR_BRANCH, EDITOR_REPOSITORY } from '@/config/site';
import { editorConfig } from '@/lib/server/editor-config';
import { loadWorks } from '@/lib/server/content';
import { findUntranslated } from '@/lib/server/translations';
import { pictureAlt } from '@/lib/domain/gallery';

export const dynamic = 'force-static';

// JSON is YAML too; the editor reads this file from beside its page.
export async function GET() {
  const works = await loadWorks();
  const config = await editorConfig({
    repository: EDITOR_REPOSITORY,
    branch: EDITOR_BRANCH,
    authUrl: EDITOR_AUTH_URL,
    // An exhibition's works are chosen from the catalogue as it is built.
    works: works.map(({ slug, picture }) => ({ slug, title: picture.title ?? pictureAlt(picture, works.length) })),
    untranslated: await findUntranslated(),
  });
  return new Response(`${JSON.stringify(config, null, 2)}\n`, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}

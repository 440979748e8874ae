import { EDITOR_AUTH_URL, EDITOR_BRANCH, EDITOR_REPOSITORY } from '@/config/site';
import { editorConfig } from '@/lib/server/editor-config';

export const dynamic = 'force-static';

// JSON is YAML too; the editor reads this file from beside its page.
export async function GET() {
  const config = await editorConfig({
    repository: EDITOR_REPOSITORY,
    branch: EDITOR_BRANCH,
    authUrl: EDITOR_AUTH_URL,
  });
  return new Response(`${JSON.stringify(config, null, 2)}\n`, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}

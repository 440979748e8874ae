import { loadExhibitions } from '@/lib/server/content';
import { translateExhibitions } from '@/lib/server/translations';
import { nameExhibitions } from '@/lib/domain/exhibitions';

// The exhibitions with her words in English, as assets/exhibitions.json is in German: the English
// home page refreshes its list from it. Each keeps its page's name, made from the German title.
export const dynamic = 'force-static';

export async function GET() {
  const exhibitions = await loadExhibitions();
  return Response.json(translateExhibitions(nameExhibitions(exhibitions), exhibitions, 'en'));
}

import { loadPublishedExhibitions } from '@/lib/server/content';
import { translateExhibitions } from '@/lib/server/translations';

// The exhibitions with her words in English, as assets/exhibitions.json is in German: the English
// home page refreshes its list from it. Each keeps the address it was published at.
export const dynamic = 'force-static';

export async function GET() {
  return Response.json(translateExhibitions(await loadPublishedExhibitions(), 'en'));
}

import { loadGallery, loadWorks } from '@/lib/server/content';
import { translateGallery, translateWorks } from '@/lib/server/translations';
import { withWorkSlugs } from '@/lib/domain/works';

// The gallery with her words in English, as assets/gallery.json is in German: the English home page
// refreshes from it, so the works beyond its first view come in English too. Made at build.
export const dynamic = 'force-static';

export async function GET() {
  const [categories, works] = await Promise.all([loadGallery(), loadWorks()]);
  return Response.json(translateGallery(withWorkSlugs(categories, works), translateWorks(works, 'en')));
}

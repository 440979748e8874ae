import { feedResponse } from '@/app/_routes/feed';

// Made at build, a file static hosts serve as it is; every page names it in its head (lib/server/metadata.ts).
export const dynamic = 'force-static';

export const GET = () => feedResponse('de');

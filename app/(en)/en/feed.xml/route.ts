import { feedResponse } from '@/app/_routes/feed';

// The English feed, named in the English pages' heads.
export const dynamic = 'force-static';

export const GET = () => feedResponse('en');

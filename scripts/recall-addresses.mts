// Before a publish: the works' addresses as the live site published them, where the last publish's
// made files are not here (a fresh checkout whose cache GitHub evicted). `npm run pictures` then
// keeps every published address. With them here, or without SITE_URL, it asks no one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_FILE } from '@/lib/domain/assets';
import { writeAtomically } from './files';
import { parseContent, publishedAddressesSchema } from '@/lib/domain/schema';

const file = path.join(import.meta.dirname, '..', 'public', ADDRESSES_FILE);
const siteUrl = process.env.SITE_URL;

// A GitHub annotation, so the publish's summary shows it; elsewhere a plain line.
const warn = (text: string) => console.warn(process.env.GITHUB_ACTIONS ? `::warning title=Addresses::${text}` : `Warning: ${text}`);

async function recall(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    warn(`${url} could not be read (${(error as Error).message}): a work whose folder was renamed since the last publish loses its old address.`);
    return;
  }
  if (response.status === 404) {
    console.log(`addresses: ${url} is not there (the first publish with it): every work keeps the address its name gives.`);
    return;
  }
  if (!response.ok) {
    warn(`${url} answered ${response.status}: a work whose folder was renamed since the last publish loses its old address.`);
    return;
  }
  const published = parseContent(publishedAddressesSchema, await response.json(), url);
  await writeAtomically(file, `${JSON.stringify(published, null, 2)}\n`);
  console.log(`addresses: the ${published.works.length} works' addresses recalled from ${url}`);
}

if (existsSync(file)) console.log(`addresses: the last publish's are here (public/${ADDRESSES_FILE})`);
else if (!siteUrl) console.log('addresses: no SITE_URL, so no published site to ask');
else await recall(`${siteUrl.replace(/\/$/, '')}/${ADDRESSES_FILE}`);

// Her CV, read to be appended to a portfolio: the PDF content/site.json names ("curriculum"). What
// cannot be appended (a web address, a damaged or locked PDF, one without pages) stops the build
// with what to do, naming the portfolio that needs it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { isAbsoluteUrl } from '@/lib/domain/assets';
import { ContentError } from '@/lib/domain/schema';
import { SITE_TEXTS_FILE } from '@/lib/server/artist-texts';

/** The CV as pdf-lib reads it, or a ContentError naming site.json's field, the portfolio and the mend. */
export async function readCurriculum(curriculum: string, publicDir: string, portfolio: string): Promise<PDFDocument> {
  const stop = (problem: string, mend: string) =>
    new ContentError(`content/${SITE_TEXTS_FILE}, field "curriculum": ${problem}, so it cannot be appended to ${portfolio}: ${mend}`);
  if (isAbsoluteUrl(curriculum)) throw stop(`the CV is elsewhere on the web (${curriculum}), and the build fetches nothing`, 'copy the PDF to public/assets/ and name it there, for example "assets/curriculum.pdf"');
  const name = `public/${curriculum.replace(/^\.?\//, '')}`;
  const resave = 'open it and save (or export) it again as PDF, without a password, and put it in its place';
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(publicDir, curriculum.replace(/^\.?\//, '')));
  } catch {
    throw stop(`${name} cannot be read`, 'copy the CV there again');
  }
  let document: PDFDocument;
  let pages: number;
  try {
    // Read even when locked, to say so: pdf-lib's own error for it is no class `instanceof` can tell.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    // pdf-lib reads what it can of a damaged file: one without its page tree fails only here.
    pages = document.getPageCount();
  } catch (error) {
    throw stop(`${name} is damaged (${String((error as Error).message).split('\n')[0]})`, resave);
  }
  if (document.isEncrypted) throw stop(`${name} is locked with a password (encrypted)`, resave);
  if (pages === 0) throw stop(`${name} is damaged (it has no pages)`, resave);
  return document;
}

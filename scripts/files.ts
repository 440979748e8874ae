// Writing the files a build step makes.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written under a temporary name and then renamed, so a half-made file is never served. */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

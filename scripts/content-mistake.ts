// How each build step that reads her content ends at a mistake in it: one plain block, exit code 1,
// the same words from every step. DEBUG=1 adds the stack trace; any other failure is thrown as it is.
import { isContentError } from '@/lib/domain/schema';

export async function stopAtContentMistake(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!isContentError(error)) throw error;
    console.error(`\nThe site was not built, because of a mistake in its content; nothing was published.\n\n${error.message}\n`);
    if (process.env.DEBUG) console.error(error.stack);
    process.exitCode = 1;
  }
}

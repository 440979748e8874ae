// Running the pipeline's work on every core, and stopping it cleanly at the first failure.

export type Halt = { error?: unknown };

/**
 * Runs the tasks `limit` at a time. After a failure no new task starts, here or in the other runs
 * sharing `halt`, and those under way finish before the first error is thrown: the command says
 * what went wrong once nothing is being written any more, instead of going on encoding after it.
 */
export async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number, halt: Halt): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !('error' in halt)) {
      const index = next++;
      try {
        results[index] = await tasks[index]!();
      } catch (error) {
        if (!('error' in halt)) halt.error = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

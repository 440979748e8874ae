// Warnings and notices about a file, in the log, and on GitHub Actions as annotations on the file.

/** Text as a GitHub Actions workflow command carries it: its message, or (`property`) a value such as the file's name. */
const escaped = (text: string, property = false) => {
  const message = text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  return property ? message.replaceAll(':', '%3A').replaceAll(',', '%2C') : message;
};

/** One line of the log about a file; on GitHub Actions an annotation on it, which the run's summary lists. */
export function annotate(level: 'warning' | 'notice', file: string, text: string) {
  if (process.env.GITHUB_ACTIONS !== 'true') console.warn(`${level === 'warning' ? 'Warning' : 'Notice'}: ${text}`);
  else console.warn(`::${level} file=${escaped(file, true)}::${escaped(text)}`);
}

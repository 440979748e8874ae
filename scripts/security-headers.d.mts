export function inlineScriptHashes(html: string): string[];
export function policy(hashes: string[], options: { forHeader: boolean }): string;
export const OTHER_HEADERS: Record<string, string>;
export function withPolicyMeta(html: string, page: string): string;
export function hostHeadersFile(pages: string[]): string;

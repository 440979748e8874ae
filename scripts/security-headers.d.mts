export function withPolicyMeta(html: string, page: string): string;
export function hostHeadersFile(): string;
export const EDITOR_FOLDER: string;

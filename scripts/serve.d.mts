export function startServer(options?: { port?: number; quiet?: boolean; dir?: string; basePath?: string }): Promise<{ url: string; close(): Promise<void> }>;

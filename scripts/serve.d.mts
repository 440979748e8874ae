export function startServer(options?: { port?: number; quiet?: boolean }): Promise<{ url: string; close(): Promise<void> }>;

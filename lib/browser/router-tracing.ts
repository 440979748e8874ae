// Router tracing (SPEC section 2): every route change is logged to the console. On by default in
// development; a production build has it when built with ROUTER_TRACING=1 (see next.config.mjs).
export function routerTracingEnabled(flag: string | undefined = process.env.NEXT_PUBLIC_ROUTER_TRACING): boolean {
  return flag === '1' || flag === 'true';
}

export function traceNavigation(from: string | null, to: string, log: (message: string) => void = console.info): void {
  log(from === null ? `[router] NavigationStart ${to}` : `[router] Navigation ${from} → ${to}`);
}

'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { traceNavigation } from '@/lib/browser/router-tracing';

/** Logs every route change to the console; the layout renders it only when tracing is on. */
export function RouteTracer() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    traceNavigation(previous.current, pathname);
    previous.current = pathname;
  }, [pathname]);
  return null;
}

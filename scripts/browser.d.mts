import type { LaunchOptions } from '@playwright/test';

export const DEBIAN_CHROMIUM: string;
export const DEBIAN_CHROMIUM_ARGS: string[];
export function chromiumLaunchOptions(): LaunchOptions | null;

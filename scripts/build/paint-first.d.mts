// Types for scripts/build/paint-first.mjs (the parts the e2e suites read built pages with).
import type { Site } from './site.mjs';

export const LOADER_ATTRIBUTE: string;
export function paintFirst(html: string, dataUrl?: string): string;
export function loaderOf(html: string): string;
export function bootScripts(html: string): string[];
export function dataUrlOf(html: string): string | undefined;
export function paintFirstStep(site: Site): void;

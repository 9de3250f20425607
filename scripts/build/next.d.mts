// Types for scripts/build/next.mjs (the adaptor), for next.config.mjs and the e2e suites.
import type { NextConfig } from 'next';

export const nextHtml: {
  chunkScripts(html: string): { src: string; id?: string }[];
  withoutChunkScripts(html: string, srcs: Set<string>): string;
  inlineFlight(html: string): string;
  hasInlineFlight(html: string): boolean;
  withoutInlineFlight(html: string): string;
  pushFlight(expr: string): string;
  srcScriptTags(html: string): string[];
  bootChunkPrefixes: string[];
  runtimePrefix: string;
  runtimeId: string;
};

export function withSiteBuild(
  options: NextConfig,
  choices: { shortClassNames: boolean; oneStylesheet: boolean; oneRouteChunk: boolean; chunkLoadTimeout: number; serverIcons: boolean },
): NextConfig;

export const assumptions: { what: string; check(): Promise<void> }[];
export function brokenAssumptions(): Promise<string[]>;

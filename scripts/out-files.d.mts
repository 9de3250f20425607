// Types for scripts/out-files.mjs (imported by the e2e tests that read out/).
export function htmlFiles(dir: string, prefix?: string): Promise<string[]>;
export function decodeEntities(text: string): string;

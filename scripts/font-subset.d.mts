// Types for scripts/font-subset.mjs (imported by e2e/out/build.test.mjs).
export const fontFile: string;
export const FONT_CHARACTERS: string;
export const FALLBACK_CHARACTERS: string;
export function subsetInter(): Promise<Uint8Array>;
export function fontCharacters(woff2: Uint8Array): Promise<string>;

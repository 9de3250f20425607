// Types for icon-sprite-index.mjs, which scripts/build/icon-sprite.mjs writes.
declare const sprite: { version: string; names: string[] };
export default sprite;
export declare const spriteVersion: string;

// Types for scripts/paths.mjs.
export const paths: {
  root: string;
  out: string;
  generated: string;
  nginxConf: string;
  tokens: string;
  font: string;
  tsconfig: string;
};
export function fromRoot(...parts: string[]): string;

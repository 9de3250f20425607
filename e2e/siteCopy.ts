import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..');

/** What a build or the dev server reads: sources, settings and the post-build scripts. */
const siteEntries = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'deploy', 'package.json', 'next.config.mjs', 'tsconfig.json', 'jest.setup.ts'];

/**
 * A throw-away copy of the site inside the repo (git-ignored), so a test can edit it or build it with
 * other settings without touching the working tree. It sits inside the repo because Turbopack only
 * compiles files under the workspace root; its node_modules is a link to the repo's.
 */
export function copySite(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const entry of siteEntries) {
    if (existsSync(join(repoRoot, entry))) cpSync(join(repoRoot, entry), join(dir, entry), { recursive: true, filter: (src) => !src.includes(`${join('deploy', 'generated')}`) });
  }
  symlinkSync('../node_modules', join(dir, 'node_modules'));
}

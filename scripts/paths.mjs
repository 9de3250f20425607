// Where the project keeps things: the one module that knows the layout, for the build stage
// (scripts/build/), the local servers and the tests that read the build. Everything else asks here
// instead of working out the project root from its own location.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const paths = {
  root,
  /** The exported site (`next build` writes it, the build stage finishes it, every host serves it). */
  out: path.join(root, 'out'),
  /** The hosts' header files the build writes outside out/ (git-ignored, like out/). */
  generated: path.join(root, 'deploy', 'generated'),
  /** The nginx recipe shipped to servers. */
  nginxConf: path.join(root, 'deploy', 'nginx.conf'),
  /** The design tokens (the share images take their colours from them). */
  tokens: path.join(root, 'app', 'tokens.css'),
  /** The site's own font, cut by scripts/font-subset.mjs. */
  font: path.join(root, 'app', 'fonts', 'InterVariable-latin.woff2'),
  tsconfig: path.join(root, 'tsconfig.json'),
};

/** A path under the project root, for the few files only one script reads. */
export const fromRoot = (...parts) => path.join(root, ...parts);

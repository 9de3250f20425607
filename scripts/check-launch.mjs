#!/usr/bin/env node
// The launch gate (lib/launch.ts): lists every launch blocker, one line each, and exits non-zero
// while any remain. With --summary it prints how many remain and exits 0, so a preview or staging
// build still builds; the build stage (scripts/build/run.mjs) ends with that summary.
//
//   npm run check:launch             the list; exit 1 while anything blocks the launch
//   node scripts/check-launch.mjs --summary
//   npm run build:launch             runs the list with --before-build, then `npm run build` only
//                                    when nothing blocks (the production build a firm deploys)
//
// The settings are read as `next build` reads them: the environment first, then .env.production.local,
// .env.local, .env.production and .env (through Next's own loader), so a lead endpoint kept in
// .env.production counts here as it does in the build.
//
// The content is TypeScript with the project's path aliases: esbuild bundles the gate in memory.

import { build } from 'esbuild';
import nextEnv from '@next/env';
import { pathToFileURL } from 'node:url';
import { paths } from './paths.mjs';

const entry = `
import { blockerLine, launchBlockers } from './lib/launch';
import { parseLeadEndpoint } from './lib/lead';
import { site } from './content/site';
export const lines = launchBlockers({
  leadEndpoint: parseLeadEndpoint(process.env.NEXT_PUBLIC_LEAD_ENDPOINT),
  siteUrl: site.url,
  today: (process.env.LAUNCH_TODAY ?? new Date().toISOString().slice(0, 10)) as \`\${number}-\${number}-\${number}\`,
}).map(blockerLine);
`;

/** Every launch blocker, one line each. */
async function blockerLines() {
  nextEnv.loadEnvConfig(paths.root, false, { info: () => {}, error: console.error });
  const result = await build({
    stdin: { contents: entry, resolveDir: paths.root, sourcefile: 'launch-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
    tsconfig: paths.tsconfig,
  });
  const { lines } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return lines;
}

/** One line: how many blockers remain. */
export async function launchSummary() {
  const lines = await blockerLines();
  return lines.length ? `launch: ${lines.length} blockers remain before this site can go live (npm run check:launch lists them)` : 'launch: no blockers';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--summary')) {
    console.log(await launchSummary());
  } else {
    const lines = await blockerLines();
    for (const line of lines) console.log(line);
    console.log(lines.length ? `\n${lines.length} launch blockers. See deploy/README.md, "Before you launch".` : 'No launch blockers.');
    if (lines.length && process.argv.includes('--before-build')) {
      console.log('build:launch: not building. Resolve every blocker above, or use `npm run build` for a preview.');
    }
    process.exitCode = lines.length ? 1 : 0;
  }
}

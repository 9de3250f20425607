#!/usr/bin/env node
// The launch gate (lib/launch.ts): lists every launch blocker, one line each, and exits non-zero
// while any remain. With --summary (run by `npm run build`) it prints how many remain and exits 0,
// so a preview or staging build still builds.
//
//   npm run check:launch             the list; exit 1 while anything blocks the launch
//   node scripts/check-launch.mjs --summary
//
// The content is TypeScript with the project's path aliases: esbuild bundles the gate in memory.

import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

const result = await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'launch-entry.ts', loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'error',
  tsconfig: path.join(root, 'tsconfig.json'),
});
const { lines } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);

if (process.argv.includes('--summary')) {
  console.log(lines.length ? `launch: ${lines.length} blockers remain before this site can go live (npm run check:launch lists them)` : 'launch: no blockers');
} else {
  for (const line of lines) console.log(line);
  console.log(lines.length ? `\n${lines.length} launch blockers. See README "Before you launch".` : 'No launch blockers.');
  process.exitCode = lines.length ? 1 : 0;
}

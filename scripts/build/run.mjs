#!/usr/bin/env node
// The build stage: what happens to the exported site between `next build` and a host. `npm run build`
// runs `next build --webpack`, then this. It reads every page in out/ once (./site.mjs), runs each
// step over that model in a fixed order, writes what they changed or added once, and ends with the
// launch summary:
//
//   paint-first     scripts and flight data after the first paint (./paint-first.mjs)
//   share images    the og:image PNGs the pages name (./share-images.mjs)
//   search index    Pagefind over each page's <main> (./search-index.mjs)
//   headers         each page's CSP by the hashes of its final inline scripts, for every host
//                   (./headers.mjs): last, because it hashes what the steps before it wrote
//
// Next's own markup is read and rewritten only through the adaptor (./next.mjs).
//
//   node scripts/build/run.mjs            finishes out/ in place (idempotent)
//
// BUILD_WITHOUT=paint-first leaves that step out: only for the benchmark's side-by-side
// (`npm run bench -- --also DIR`), which asks whether the step still earns its keep.

import { launchSummary } from '../check-launch.mjs';
import { headersStep } from './headers.mjs';
import { paintFirstStep } from './paint-first.mjs';
import { searchIndexStep } from './search-index.mjs';
import { shareImagesStep } from './share-images.mjs';
import { readSite, writeSite } from './site.mjs';

const without = new Set((process.env.BUILD_WITHOUT ?? '').split(','));
const steps = [without.has('paint-first') ? null : paintFirstStep, shareImagesStep, searchIndexStep, headersStep].filter(Boolean);

try {
  const site = readSite();
  for (const step of steps) await step(site);
  writeSite(site);
  console.log(await launchSummary());
} catch (error) {
  console.error(error);
  process.exit(1);
}

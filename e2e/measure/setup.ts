import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, repoRoot } from '../siteCopy';
import { startReceiver } from '../lead/receiver';
import { startAnalyticsReceiver } from './analyticsReceiver';
import {
  analyticsDomain,
  analyticsEndpointUrl,
  analyticsPort,
  bookingUrl,
  leadEndpointUrl,
  leadReceiverPort,
  measureSitePort,
  measureSiteUrl,
} from './ports';

/** A copy of the site built with booking and measurement set (git-ignored, removed afterwards). */
const buildDir = join(repoRoot, '.measure-build');

/**
 * Global setup: the two receivers, then `npm run build` of a site copy with NEXT_PUBLIC_BOOKING_URL,
 * NEXT_PUBLIC_ANALYTICS_ENDPOINT/DOMAIN and a lead endpoint set (with the optional Idempotency-Key
 * header switched on: its receiver allows it), served as `npm start` serves it.
 */
export default async function setup() {
  const leads = await startReceiver(leadReceiverPort);
  const analytics = await startAnalyticsReceiver(analyticsPort);
  copySite(buildDir);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: buildDir,
    env: {
      ...process.env,
      NEXT_PUBLIC_BOOKING_URL: bookingUrl,
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: analyticsEndpointUrl,
      NEXT_PUBLIC_ANALYTICS_DOMAIN: analyticsDomain,
      NEXT_PUBLIC_LEAD_ENDPOINT: leadEndpointUrl,
      NEXT_PUBLIC_LEAD_IDEMPOTENCY_HEADER: '1',
      NEXT_PUBLIC_SITE_URL: measureSiteUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`measurement build failed:\n${log.slice(-4000)}`);
  if (!log.includes(`analytics ${new URL(analyticsEndpointUrl).origin}`)) throw new Error('measurement build did not add the analytics endpoint to the CSP');

  const site = spawn('node', ['scripts/serve.mjs'], { cwd: buildDir, env: { ...process.env, PORT: String(measureSitePort), HOST: '127.0.0.1' }, stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${measureSiteUrl}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (tries > 100) throw new Error('measurement site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return async () => {
    site.kill();
    await Promise.all([new Promise((resolve) => leads.close(resolve)), new Promise((resolve) => analytics.close(resolve))]);
    if (!process.env.KEEP_MEASURE_BUILD) rmSync(buildDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

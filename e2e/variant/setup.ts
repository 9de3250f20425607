import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, repoRoot } from '../siteCopy';
import { startReceiver } from '../lead/receiver';
import { leadEndpointUrl, leadSitePort, leadSiteUrl, receiverPort } from '../lead/ports';
import { startAnalyticsReceiver } from '../measure/analyticsReceiver';
import { analyticsDomain, analyticsEndpointUrl, analyticsPort, bookingUrl } from '../measure/ports';

/** A copy of the site built with the firm's settings (git-ignored, removed afterwards). */
const buildDir = join(repoRoot, '.variant-build');

/**
 * Global setup of the variant suites: the lead receiver and the stand-in for Plausible, then
 * `npm run build` of a site copy with NEXT_PUBLIC_LEAD_ENDPOINT, NEXT_PUBLIC_BOOKING_URL and
 * NEXT_PUBLIC_ANALYTICS_ENDPOINT/DOMAIN pointing at them and its own address as the site's (exactly
 * what a staging deployer runs), then that build served as `npm start` serves it. The optional
 * Idempotency-Key header stays off, as for most receivers (lib/lead.test.ts covers it switched on).
 * Returns the teardown.
 */
export default async function setup() {
  const leads = await startReceiver(receiverPort);
  const analytics = await startAnalyticsReceiver(analyticsPort);
  copySite(buildDir);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: buildDir,
    env: {
      ...process.env,
      NEXT_PUBLIC_LEAD_ENDPOINT: leadEndpointUrl,
      NEXT_PUBLIC_BOOKING_URL: bookingUrl,
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: analyticsEndpointUrl,
      NEXT_PUBLIC_ANALYTICS_DOMAIN: analyticsDomain,
      NEXT_PUBLIC_SITE_URL: leadSiteUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`variant build failed:\n${log.slice(-4000)}`);
  // With an endpoint, the build must not warn that leads are lost.
  if (log.includes('WARNING: NEXT_PUBLIC_LEAD_ENDPOINT')) throw new Error('variant build warned that leads will not be delivered');
  if (!log.includes(`lead endpoint ${new URL(leadEndpointUrl).origin}`)) throw new Error('variant build did not add the lead endpoint to the CSP');
  if (!log.includes(`analytics ${new URL(analyticsEndpointUrl).origin}`)) throw new Error('variant build did not add the analytics endpoint to the CSP');

  const site = spawn('node', ['scripts/serve.mjs'], { cwd: buildDir, env: { ...process.env, PORT: String(leadSitePort), HOST: '127.0.0.1' }, stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${leadSiteUrl}/contact-us`)).ok) break;
    } catch {
      // not up yet
    }
    if (tries > 100) throw new Error('variant site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return async () => {
    site.kill();
    await Promise.all([new Promise((resolve) => leads.close(resolve)), new Promise((resolve) => analytics.close(resolve))]);
    // KEEP_VARIANT_BUILD=1 leaves the build for a look by hand (`PORT=… node scripts/serve.mjs` in it).
    if (!process.env.KEEP_VARIANT_BUILD) rmSync(buildDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

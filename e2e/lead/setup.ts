import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, repoRoot } from '../siteCopy';
import { startReceiver } from './receiver';
import { leadEndpointUrl, leadSitePort, leadSiteUrl, receiverPort } from './ports';

/** A copy of the site built with NEXT_PUBLIC_LEAD_ENDPOINT set (git-ignored, removed afterwards). */
const buildDir = join(repoRoot, '.lead-build');

/**
 * Global setup of the lead suite: the receiver, then `npm run build` of a site copy with the endpoint
 * pointing at it and its own address as the site's (exactly what a staging deployer runs), then that build served as `npm start` serves it.
 * Returns the teardown.
 */
export default async function setup() {
  const receiver = await startReceiver(receiverPort);
  copySite(buildDir);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: buildDir,
    env: { ...process.env, NEXT_PUBLIC_LEAD_ENDPOINT: leadEndpointUrl, NEXT_PUBLIC_SITE_URL: leadSiteUrl, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`lead build failed:\n${log.slice(-4000)}`);
  // With an endpoint, the build must not warn that leads are lost.
  if (log.includes('WARNING: NEXT_PUBLIC_LEAD_ENDPOINT')) throw new Error('lead build warned that leads will not be delivered');
  if (!log.includes(`lead endpoint ${new URL(leadEndpointUrl).origin}`)) throw new Error('lead build did not add the endpoint to the CSP');

  const site = spawn('node', ['scripts/serve.mjs'], { cwd: buildDir, env: { ...process.env, PORT: String(leadSitePort), HOST: '127.0.0.1' }, stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${leadSitePort}/contact-us`)).ok) break;
    } catch {
      // not up yet
    }
    if (tries > 100) throw new Error('lead site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return async () => {
    site.kill();
    await new Promise((resolve) => receiver.close(resolve));
    // KEEP_LEAD_BUILD=1 leaves the build for a look by hand (`PORT=… node scripts/serve.mjs` in it).
    if (!process.env.KEEP_LEAD_BUILD) rmSync(buildDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, repoRoot } from '../siteCopy';

export const devPort = Number(process.env.DEV_E2E_PORT ?? 3300);

/** A preview copy of the site, so the content-edit test never touches the working tree. */
export const previewDir = join(repoRoot, '.dev-preview');

export interface DevServer {
  /** Everything the server printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

export function preparePreview() {
  copySite(previewDir);
}

/**
 * `npm run dev`, exactly as content/README.md tells a marketer to run it (on its own port), in the preview
 * copy. Like that command it names no host, so it listens on every address of the machine and
 * Next hands its scripts only to the hosts next.config.mjs allows: the suite opens it at 127.0.0.1,
 * not localhost, and at the machine's network address.
 */
export function startDevServer(): DevServer {
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', '--port', String(devPort)], {
    cwd: previewDir,
    // Its own process group, so stopping it also stops the Next workers npm started.
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    // Next colours its output whatever the environment says; the tests read plain text.
    log: () => output.replace(/\x1b\[[0-9;]*m/g, ''),
    stop: async () => {
      const group = child.pid;
      if (group && groupAlive(group)) {
        process.kill(-group, 'SIGTERM');
        // npm exits first; Next's workers go on writing their cache into the copy for a while.
        for (let waited = 0; groupAlive(group) && waited < 60_000; waited += 200) await sleep(200);
        if (groupAlive(group)) process.kill(-group, 'SIGKILL');
      }
      rmSync(previewDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Rewrites one content file of the preview copy, as a marketer's edit would. */
export function editPreviewFile(file: string, from: string, to: string) {
  const path = join(previewDir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(path, text.replace(from, to));
}

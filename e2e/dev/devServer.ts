import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const devPort = Number(process.env.DEV_E2E_PORT ?? 3300);

const root = resolve(__dirname, '../..');
/**
 * A preview copy of the site, so the content-edit test never touches the working tree. It sits inside
 * the repo (git-ignored) because Turbopack only compiles files under the workspace root, and the
 * copy's node_modules is a link to the repo's.
 */
export const previewDir = join(root, '.dev-preview');
const copied = ['app', 'components', 'content', 'lib', 'public', 'package.json', 'next.config.mjs', 'tsconfig.json'];

export interface DevServer {
  /** Everything the server printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

export function preparePreview() {
  rmSync(previewDir, { recursive: true, force: true });
  mkdirSync(previewDir);
  for (const entry of copied) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(previewDir, entry), { recursive: true });
  }
  symlinkSync('../node_modules', join(previewDir, 'node_modules'));
}

/** `npm run dev`, exactly as the README tells a marketer to run it, in the preview copy. */
export function startDevServer(): DevServer {
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', '--port', String(devPort), '--hostname', '127.0.0.1'], {
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

/**
 * The bare reference page the benches compare with, and the servers they measure: a one-page Next.js
 * static export (an <h1> and a paragraph) built with the repo's own `next`/`react` into
 * .bench/reference/ (git-ignored), served the way `npm start` serves out/ (serve-handler + gzip).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = process.cwd();
export const benchDir = join(root, '.bench');
export const refDir = join(benchDir, 'reference');

/** The bare page: Next's defaults only, nothing of ours. Rebuilt every run so it follows the installed Next. */
export function buildReference() {
  rmSync(refDir, { recursive: true, force: true });
  mkdirSync(join(refDir, 'app'), { recursive: true });
  writeFileSync(join(refDir, 'next.config.mjs'), "export default { output: 'export' };\n");
  writeFileSync(
    join(refDir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Reference' };\n" +
      'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    join(refDir, 'app', 'page.jsx'),
    'export default function Page() {\n  return (<main><h1>Reference page</h1><p>A bare Next.js static export with nothing else on it.</p></main>);\n}\n',
  );
  // Served like out/ by scripts/serve.mjs: serve-handler with clean URLs behind gzip.
  writeFileSync(
    join(refDir, 'serve.mjs'),
    [
      "import http from 'node:http';",
      `import compression from ${JSON.stringify(join(root, 'node_modules/compression/index.js'))};`,
      `import handler from ${JSON.stringify(join(root, 'node_modules/serve-handler/src/index.js'))};`,
      'const compress = compression();',
      'http.createServer((req, res) => compress(req, res, () => handler(req, res, { cleanUrls: true, public: ' +
        'process.env.SERVE_DIR }))).listen(Number(process.env.PORT));',
    ].join('\n'),
  );
  console.log('bench: building the reference page (.bench/reference) ...');
  execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack', refDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/**
 * The project's build on `port` (scripts/serve.mjs; or, with `dir`, another export directory such as
 * a copy of an earlier build, served without the generated headers) and the reference on `refPort`.
 * Returns a function that stops both.
 */
export async function startServers({ port, refPort, dir }) {
  const servers = [
    dir
      ? spawn(process.execPath, [join(refDir, 'serve.mjs')], { stdio: 'ignore', env: { ...process.env, PORT: String(port), SERVE_DIR: dir } })
      : spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'ignore', env: { ...process.env, PORT: String(port) } }),
    spawn(process.execPath, [join(refDir, 'serve.mjs')], {
      stdio: 'ignore',
      env: { ...process.env, PORT: String(refPort), SERVE_DIR: join(refDir, 'out') },
    }),
  ];
  await new Promise((resolve) => setTimeout(resolve, 2500));
  return () => {
    for (const server of servers) server.kill();
  };
}

const sorted = (values) => [...values].sort((a, b) => a - b);
export const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** "min / median / max", never a best run alone. */
export const spread = (samples, key, digits = 0) => {
  const v = sorted(samples.map((s) => (typeof key === 'function' ? key(s) : s[key])));
  return [v[0], median(v), v[v.length - 1]].map((n) => n.toFixed(digits)).join(' / ');
};

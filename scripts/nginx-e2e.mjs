#!/usr/bin/env node
// Runs Debian's nginx with the shipped deploy/nginx.conf against this checkout's out/, in the
// foreground, on 127.0.0.1 only. Used by Playwright's webServer (playwright.config.ts); usable by hand:
//   node scripts/nginx-e2e.mjs 3600
// Only the install prefix (/srv/aspire -> this checkout) and the listen line are rewritten, so the
// tests exercise the same rules a server gets.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from './paths.mjs';

const { root } = paths;
const port = Number(process.argv[2] ?? process.env.NGINX_PORT ?? 3600);
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const mimeTypes = '/etc/nginx/mime.types';

for (const [file, hint] of [
  [nginx, 'install it: apt-get install -y nginx (or set NGINX_PATH)'],
  [mimeTypes, 'it comes with Debian nginx'],
  [path.join(paths.generated, 'nginx-csp-map.conf'), 'run `npm run build` first'],
]) {
  if (!existsSync(file)) {
    console.error(`nginx-e2e: ${file} is missing: ${hint}`);
    process.exit(1);
  }
}

const prefix = path.join(os.tmpdir(), `aspire-nginx-${port}`);
mkdirSync(path.join(prefix, 'logs'), { recursive: true });

const site = readFileSync(paths.nginxConf, 'utf8')
  .replaceAll('/srv/aspire', root)
  .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
if (!site.includes(`listen 127.0.0.1:${port};`)) throw new Error('nginx-e2e: no "listen 80;" line in deploy/nginx.conf');

const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
const conf = `# Written by scripts/nginx-e2e.mjs for the e2e suite.
daemon off;
master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${site}
}
`;
const confPath = path.join(prefix, 'nginx.conf');
writeFileSync(confPath, conf);

const child = spawn(nginx, ['-p', prefix, '-c', confPath, '-e', 'stderr'], { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

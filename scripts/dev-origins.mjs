import { networkInterfaces } from 'node:os';

/**
 * The hosts `npm run dev` hands its scripts and live updates to. Next allows only `localhost` by
 * default, so a preview opened at http://127.0.0.1:3000, or from a phone on the office network at the
 * computer's address, would paint but never hydrate, and the editor would stay blank. These are the
 * loopback addresses and this machine's own network addresses. Next compares the page's host name alone, an
 * IPv6 address in brackets as a URL writes it; link-local IPv6 addresses (fe80::) are left out, since
 * a browser cannot open them.
 * @param {ReturnType<typeof networkInterfaces>} interfaces
 * @returns {string[]}
 */
export function devOrigins(interfaces = networkInterfaces()) {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const entry of Object.values(interfaces).flat()) {
    if (!entry) continue;
    if (entry.family === 'IPv4') hosts.add(entry.address);
    else if (entry.family === 'IPv6' && !/^fe[89ab]/i.test(entry.address)) hosts.add(`[${entry.address.toLowerCase()}]`);
  }
  return [...hosts];
}

/** This machine's own addresses a phone on the same network can open (IPv4, not loopback). */
export function lanAddresses(interfaces = networkInterfaces()) {
  return Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

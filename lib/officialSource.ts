import type { OfficialHost } from '@/content/officialHosts';

/**
 * Whether an address is on an official host (content/officialHosts.ts): https, and its host is a listed
 * host or a subdomain of one ("www.canada.ca", "immi.homeaffairs.gov.au"). A look-alike such as
 * "gov.uk.example.com" or "notgov.uk" is not.
 */
export function isOfficialUrl(url: string, hosts: readonly OfficialHost[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => host === h.host || host.endsWith(`.${h.host}`));
}

/**
 * The sender behind lib/analytics.ts, loaded only in a build with measurement set up. It speaks
 * Plausible's Events API (POST {name, url, domain, referrer, props}) or, for an endpoint ending in
 * /api/send, Umami's. Cookieless and without personal data: the address is sent as origin, path and
 * its utm_* tags only (never a form's values or other query parameters), the referrer as the browser
 * already limits it to another site's origin.
 */
import { leadDeliveredEvent, utmKeys } from './lead';

export type AnalyticsEvent = 'Lead delivered' | 'WhatsApp tap' | 'Phone tap' | 'Booking tap' | 'Tool used';

const endpoint = process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT ?? '';
/** Plausible's site domain, or Umami's website id. */
const domain = process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN ?? '';

/** The page address as measured: path and campaign tags, nothing else from the query or the hash. */
export function measuredUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const key of utmKeys) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) kept.set(`utm_${key}`, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The request body for the endpoint's kind of receiver. */
export function eventBody(name: string, url: string, referrer: string, props?: Record<string, string>): unknown {
  if (/\/api\/send$/.test(new URL(endpoint, 'http://localhost').pathname)) {
    const page = new URL(url);
    return {
      type: 'event',
      payload: {
        website: domain,
        hostname: page.hostname,
        url: `${page.pathname}${page.search}`,
        referrer,
        language: navigator.language,
        screen: `${screen.width}x${screen.height}`,
        ...(name === 'pageview' ? {} : { name, data: props }),
      },
    };
  }
  return { name, url, domain, referrer, ...(props ? { props } : {}) };
}

function send(name: string, props?: Record<string, string>): void {
  const body = JSON.stringify(eventBody(name, measuredUrl(location.href), document.referrer, props));
  // text/plain keeps it a simple request (no CORS preflight); keepalive lets a tap that leaves the page still count.
  void fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, keepalive: true, credentials: 'omit' }).catch(() => {});
}

export function sendEvent(name: AnalyticsEvent, props?: Record<string, string>): void {
  send(name, props);
}

let started = false;

/** Which tap a click on a link is, if any: the firm's WhatsApp and phone links, and the booking link. */
export function tapEvent(link: HTMLAnchorElement): AnalyticsEvent | null {
  if (link.hasAttribute('data-booking')) return 'Booking tap';
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('https://wa.me/')) return 'WhatsApp tap';
  if (href.startsWith('tel:')) return 'Phone tap';
  return null;
}

/** Page views (the first and each client-side navigation) and taps on contact and booking links. */
export function start(): void {
  if (started) return;
  started = true;
  let last = '';
  const pageview = () => {
    const url = measuredUrl(location.href);
    if (url === last) return;
    last = url;
    send('pageview');
  };
  pageview();
  // Next's client navigation goes through history.pushState; back and forward fire popstate.
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    pageview();
  };
  addEventListener('popstate', pageview);
  addEventListener(leadDeliveredEvent, () => sendEvent('Lead delivered'));
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a');
      const name = link && tapEvent(link);
      if (name) sendEvent(name);
    },
    true,
  );
}

import { leadEndpointUrl, leadSitePort, leadSiteUrl, receiverPort } from '../lead/ports';

/**
 * The measurement suite's servers. One build serves the lead and measurement suites (e2e/variant/),
 * so the site and the lead receiver are the lead suite's; the stand-in for Plausible sits beside them.
 */
export const measureSiteUrl = leadSiteUrl;
/** Leads (the lead suite's receiver, so a delivered lead can be counted). */
export const leadReceiverPort = receiverPort;
export { leadEndpointUrl };
/** Stands in for a self-hosted Plausible: POST /api/event. */
export const analyticsPort = leadSitePort + 2;
export const analyticsUrl = `http://127.0.0.1:${analyticsPort}`;
export const analyticsEndpointUrl = `${analyticsUrl}/api/event`;
export const analyticsDomain = 'aspireoverseas.test';
/** Never fetched: the tests answer it themselves. */
export const bookingUrl = 'https://cal.example.test/aspire/consultation';

/** The measurement suite's servers: the site built with booking and analytics set, and the two receivers. */
// Beside the lead suite's ports (LEAD_E2E_PORT + 100), so one setting of those moves both away from other runs.
export const measureSitePort = Number(process.env.MEASURE_E2E_PORT ?? Number(process.env.LEAD_E2E_PORT ?? 3400) + 100);
export const measureSiteUrl = `http://127.0.0.1:${measureSitePort}`;
/** Leads (the lead suite's receiver, so a delivered lead can be counted). */
export const leadReceiverPort = measureSitePort + 1;
export const leadEndpointUrl = `http://127.0.0.1:${leadReceiverPort}/leads`;
/** Stands in for a self-hosted Plausible: POST /api/event. */
export const analyticsPort = measureSitePort + 2;
export const analyticsUrl = `http://127.0.0.1:${analyticsPort}`;
export const analyticsEndpointUrl = `${analyticsUrl}/api/event`;
export const analyticsDomain = 'aspireoverseas.test';
/** Never fetched: the tests answer it themselves. */
export const bookingUrl = 'https://cal.example.test/aspire/consultation';

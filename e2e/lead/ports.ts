/** The lead suite's two servers: the site built with an endpoint, and the receiver it points at. */
export const leadSitePort = Number(process.env.LEAD_E2E_PORT ?? 3400);
export const receiverPort = leadSitePort + 1;
export const receiverUrl = `http://127.0.0.1:${receiverPort}`;
export const leadEndpointUrl = `${receiverUrl}/leads`;
/** The address the lead build is made for (NEXT_PUBLIC_SITE_URL): where a plain post comes back to. */
export const leadSiteUrl = `http://127.0.0.1:${leadSitePort}`;

import { buildVariantConfig } from '../buildVariant';
import { measureSitePort } from './ports';

/**
 * Booking and measurement switched on (issue 28): a build made with NEXT_PUBLIC_BOOKING_URL and
 * NEXT_PUBLIC_ANALYTICS_* set, against local receivers (setup.ts).
 */
export default buildVariantConfig(measureSitePort);

import { buildVariantConfig } from '../buildVariant';
import { leadSitePort } from './ports';

/**
 * The lead pipeline against real parts: a build made with NEXT_PUBLIC_LEAD_ENDPOINT pointing at a
 * local receiver (both started by setup.ts).
 */
export default buildVariantConfig(leadSitePort);

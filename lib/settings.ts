import type { BuildSettings } from '@/content/legal';
import { analyticsEnabled } from './analytics';
import { bookingUrl } from './booking';
import { leadEndpoint } from './lead';

/** This build's settings (NEXT_PUBLIC_*, inlined by Next), for the texts that must state them. */
export const buildSettings: BuildSettings = { leadsDelivered: leadEndpoint !== null, measured: analyticsEnabled, bookingUrl };

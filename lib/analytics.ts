/**
 * Measurement's one entry point for the rest of the site. The build inlines the two settings, and
 * when either is unset the condition below is a constant the bundler drops together with the import
 * behind it: the default build carries no analytics code and sends nothing (e2e/out/build.test.mjs, e2e/measurement.spec.ts).
 */
// The events are the sender's: this module only loads it, so the two import in one direction.
import type { AnalyticsEvent } from './analyticsSender';

export type { AnalyticsEvent };

/** Whether this build measures (for texts that must say so, such as the privacy policy). */
export const analyticsEnabled = Boolean(process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT && process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN);

/** Counts an event (no personal data: a tool's name at most), when measurement is set up. */
export function trackEvent(name: AnalyticsEvent, props?: Record<string, string>): void {
  if (process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT && process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN) {
    void import('./analyticsSender').then((sender) => sender.sendEvent(name, props)).catch(() => {});
  }
}

/** Starts page views and tap events once the page has hydrated (HydrationSignal), when set up. */
export function startAnalytics(): void {
  if (process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT && process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN) {
    void import('./analyticsSender').then((sender) => sender.start()).catch(() => {});
  }
}

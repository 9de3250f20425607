import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { aboutValues } from '@/content/about';
import { fill } from '@/lib/fill';
import en from '@/content/i18n/en.json';
import { AboutBanner } from '@/components/about/AboutBanner';
import { WhoWeAre } from '@/components/about/WhoWeAre';
import { WhyChooseUs } from '@/components/about/WhyChooseUs';
import { PromiseTimeline } from '@/components/about/PromiseTimeline';
import { ValueAddedServices } from '@/components/about/ValueAddedServices';
import { ApplicationGuide } from '@/components/about/ApplicationGuide';
import { FirmRecord } from '@/components/firm/FirmRecord';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';

export const metadata: Metadata = pageMetadata({
  title: en.about.metaTitle,
  description: fill(en.about.metaDescription, aboutValues()),
  path: '/about-us',
});

/** About: banner with counter, then the spec's numbered blocks 01–05 (§2). */
export default function AboutPage() {
  return (
    <>
      <AboutBanner />
      <WhoWeAre />
      <WhyChooseUs />
      <PromiseTimeline />
      <ValueAddedServices />
      <ApplicationGuide />
      <FirmRecord />
      <FreeCounsellingCta topic="free-counselling" text={en.about.ctaText} />
    </>
  );
}

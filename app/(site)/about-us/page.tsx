import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { AboutBanner } from '@/components/about/AboutBanner';
import { WhoWeAre } from '@/components/about/WhoWeAre';
import { WhyChooseUs } from '@/components/about/WhyChooseUs';
import { PromiseTimeline } from '@/components/about/PromiseTimeline';
import { ValueAddedServices } from '@/components/about/ValueAddedServices';
import { ApplicationGuide } from '@/components/about/ApplicationGuide';
import { FirmRecord } from '@/components/firm/FirmRecord';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description:
    'Who we are: a Bengaluru study-abroad and visa consultancy with 1,000+ visas approved, free counselling and one counsellor from shortlist to departure.',
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
      <FreeCounsellingCta
        topic="free-counselling"
        text="Tell us where and what you want to study. A counsellor will call you back with an honest plan for your course, budget and visa."
      />
    </>
  );
}

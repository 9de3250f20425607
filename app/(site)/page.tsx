import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { counsellingHref, site } from '@/content/site';
import { Hero } from '@/components/home/Hero';
import { AboutCounters } from '@/components/home/AboutCounters';
import { StudentServices } from '@/components/home/StudentServices';
import { HowWeWork } from '@/components/home/HowWeWork';
import { Universities } from '@/components/home/Universities';
import { Reviews } from '@/components/home/Reviews';
import { Events } from '@/components/home/Events';
import { HomeFaq } from '@/components/home/HomeFaq';
import { HomeNews } from '@/components/home/HomeNews';
import { CtaBanner } from '@/components/ui/CtaBanner';

export const metadata: Metadata = pageMetadata({
  title: `${site.name} · Study abroad and visa counselling in Bengaluru`,
  description: site.description,
  path: '/',
});

/** Home: the spec's blocks, in the spec's order (§1). */
export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutCounters />
      <StudentServices />
      <HowWeWork />
      <Universities />
      <Reviews />
      <Events />
      <HomeFaq />
      <HomeNews />
      <CtaBanner
        id="home-cta"
        eyebrow="Free, with no obligation"
        title="Get a Free Counselling"
        text="Tell us what you want to study and where. A counsellor will get back to you soon with an honest plan for your course, budget and visa."
        actionLabel="Apply Now"
        href={counsellingHref('free-counselling')}
      />
    </>
  );
}

import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { site } from '@/content/site';
import { Hero } from '@/components/home/Hero';
import { AboutCounters } from '@/components/home/AboutCounters';
import { StudentServices } from '@/components/home/StudentServices';
import { HowWeWork } from '@/components/home/HowWeWork';
import { Universities } from '@/components/home/Universities';
import { Reviews } from '@/components/home/Reviews';
import { Events } from '@/components/home/Events';
import { HomeFaq } from '@/components/home/HomeFaq';
import { HomeNews } from '@/components/home/HomeNews';
import { PlanYourself } from '@/components/home/PlanYourself';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';

export const metadata: Metadata = pageMetadata({
  title: `${site.name} · Study abroad & visa counselling`,
  description: site.description,
  path: '/',
});

/** Home: the spec's blocks, in the spec's order (§1), then the free tools and trust pages before the closing call to action. */
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
      <PlanYourself />
      <FreeCounsellingCta topic="free-counselling" />
    </>
  );
}

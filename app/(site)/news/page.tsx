import type { Metadata } from 'next';
import { counsellingHref } from '@/content/site';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { NewsTabs } from '@/components/news/NewsTabs';

export const metadata: Metadata = pageMetadata({
  title: 'Study Abroad News',
  description:
    'Student-visa rules, intakes, English test scores and post-study work updates for the USA, UK, Canada, Australia, Germany, New Zealand and the EU.',
  path: '/news',
});

export default function NewsRoute() {
  return (
    <>
      <PageBanner
        title="Study Abroad News"
        lead="Visa rules, intakes and test requirements change often. Each update links the official page it is based on."
        trail={[{ name: 'News', path: '/news' }]}
      />
      <Section labelledBy="news-by-country">
        <NumberedHeading
          id="news-by-country"
          title="Latest updates by country"
          lead="Pick a destination to see its news, newest first."
        />
        {/* A link to /news#uk lands on the country's tab (addresses shared before the archives existed). */}
        <NewsTabs followHash />
      </Section>
      <CtaBanner
        id="news-cta"
        title="Not sure what a change means for you?"
        text="A counsellor can explain how the latest rules affect your course, budget and visa plans, free of charge."
        actionLabel="Get Free Counselling"
        href={counsellingHref('news')}
      />
    </>
  );
}

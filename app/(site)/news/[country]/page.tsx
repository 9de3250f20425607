import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { newsCountries, newsCountryLabel, newsFor } from '@/content/news';
import { coverageOfNews } from '@/content/destinations';
import { newsArchivePath } from '@/content/paths';
import { counsellingHref } from '@/content/site';
import type { NewsCountry } from '@/content/types';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { NewsArchive } from '@/components/news/NewsArchive';

export const dynamicParams = false;

interface Props {
  params: Promise<{ country: string }>;
}

/** One archive per news country (/news/{country}), every tab's "All … news" link. */
export function generateStaticParams() {
  return newsCountries.map(({ id }) => ({ country: id }));
}

const known = (country: string): country is NewsCountry => newsCountries.some(({ id }) => id === country);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country } = await params;
  if (!known(country)) return {};
  const label = newsCountryLabel(country);
  return pageMetadata({
    title: `${label} Study Abroad News`,
    description: `Every ${label} study-abroad update we have published, newest first: visa rules, intakes, English tests and work after study.`,
    path: newsArchivePath(country),
  });
}

export default async function NewsArchiveRoute({ params }: Props) {
  const { country } = await params;
  if (!known(country)) notFound();
  const label = newsCountryLabel(country);
  const covered = coverageOfNews(country);
  if (!covered) throw new Error(`No destination covers the news country "${country}"`);
  return (
    <>
      <PageBanner
        title={`${label} News`}
        lead={`Every update we have published for students heading to ${covered.inSentence}, newest first. Each links the official page it is based on.`}
        trail={[
          { name: 'News', path: '/news' },
          { name: label, path: newsArchivePath(country) },
        ]}
      />
      <Section>
        <NewsArchive items={newsFor(country)} label={label} />
      </Section>
      <CtaBanner
        id="news-archive-cta"
        title="Not sure what a change means for you?"
        text="A counsellor can explain how the latest rules affect your course, budget and visa plans, free of charge."
        actionLabel="Get Free Counselling"
        href={counsellingHref(covered.topic)}
      />
    </>
  );
}

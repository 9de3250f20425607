import type { Metadata } from 'next';
import { siteIndex } from '@/content/navigation';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { SearchPage } from '@/components/search/SearchPage';
import { SiteIndex } from '@/components/search/SiteIndex';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Search the Site',
    description:
      'Search every page of Aspire Overseas Education: study destinations, services, IELTS, PTE and TOEFL preparation, FAQs and news.',
    path: '/search',
  }),
  // A results page is not a page to find in a search engine; its links are still worth following.
  robots: { index: false, follow: true },
};

/** /search?q=: the header's search as a page of its own, with every page listed below the results. */
export default function SearchRoute() {
  return (
    <>
      <PageBanner
        title="Search the Site"
        lead="Destinations, services, test preparation, FAQs and news: type a word or two."
        trail={[{ name: 'Search', path: '/search' }]}
      />
      <Section>
        <SearchPage />
        {/* Shown by the root layout's no-script style only. */}
        <p hidden data-nojs-show="">
          Search results need JavaScript, which is off in this browser. Every page of the site is listed below.
        </p>
      </Section>
      <Section tone="soft" labelledBy="site-index">
        <SiteIndex id="site-index" groups={siteIndex} />
      </Section>
    </>
  );
}

import type { Metadata } from 'next';
import { countryFaqs, defaultFaqCountry, faqCountries } from '@/content/faqs';
import { counsellingHref } from '@/content/site';
import { coverageOfFaq } from '@/content/destinations';
import { pageMetadata } from '@/components/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageJsonLd } from '@/lib/seo';
import { faqStatuses, resolveFaqs } from '@/lib/faqText';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { FaqBrowser, type FaqGroup } from '@/components/faq/FaqBrowser';

export const metadata: Metadata = pageMetadata({
  title: 'Study Abroad FAQs by Country',
  description:
    'Answers on visas, English test scores, intakes, costs and post-study work for the USA, UK, Canada, Australia, Germany, Europe and New Zealand.',
  path: '/faq',
});

/** The answers with the destinations' figures written out, and their sources and dates. */
const faqs = resolveFaqs(countryFaqs);

const groups: FaqGroup[] = faqCountries.map((country) => ({
  country,
  flag: coverageOfFaq(country)?.flag,
  items: faqs.filter((faq) => faq.country === country).map(({ question, answer }) => ({ question, answer })),
}));

export default function FaqRoute() {
  return (
    <>
      <PageBanner
        title="Your Questions, Answered"
        lead="Visa rules, English test scores, intakes and costs for each destination. Pick a country to see its questions."
        trail={[{ name: 'FAQ', path: '/faq' }]}
      />
      <Section>
        <FaqBrowser groups={groups} defaultCountry={defaultFaqCountry} />
        <StatusLegend statuses={faqStatuses(countryFaqs)} where="An answer that states a figure ends with the official site it comes from." />
      </Section>
      <CtaBanner
        id="faq-cta"
        title="Not Sure Where to Begin?"
        text="Want to know more about Abroad Education?"
        actionLabel="Get Free Counseling"
        href={counsellingHref('faq')}
      />
      <JsonLd data={faqPageJsonLd(faqs)} />
    </>
  );
}

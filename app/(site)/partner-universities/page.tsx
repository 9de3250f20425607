import type { Metadata } from 'next';
import { destinations, pageName } from '@/content/destinations';
import { partnerList } from '@/content/partners';
import { site } from '@/content/site';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { Link } from '@/components/ui/Link';
import { DateText } from '@/components/ui/Source';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Partner Universities',
  description: `The universities ${site.name} applies to free of charge, by destination, and why applications elsewhere are charged.`,
  path: '/partner-universities',
});

/**
 * /partner-universities: which applications are free. A parent reading "Free processing for all
 * countries" beside a charged application fee needs the list to tell the two apart.
 */
export default function PartnerUniversitiesPage() {
  const groups = destinations
    .map((d) => ({ d, universities: partnerList.universities.filter((u) => u.destination === d.slug) }))
    .filter((g) => g.universities.length > 0);
  return (
    <>
      <PageBanner
        title="Partner Universities"
        lead="Applications to these universities are free: the university pays us when a student we advised enrols, and that never changes what you pay it. Applications to other universities are charged, as our Fees and Refunds page lists."
        trail={[{ name: 'Partner Universities', path: '/partner-universities' }]}
      />
      <Section labelledBy="partners-title">
        <h2 id="partners-title" className={styles.title}>
          Our partners, by destination
        </h2>
        {partnerList.sample && (
          <p className={styles.sample} role="note">
            <strong>Sample list.</strong> These names show how the page works; the firm replaces them with its own partner
            universities before the site goes live.
          </p>
        )}
        <p className={styles.meta}>
          Updated <DateText iso={partnerList.updatedOn} />. Not on the list? We still advise you free of charge, and tell you
          in writing what an application would cost before you decide. <Link href="/fees-and-refunds">Fees and Refunds</Link>
        </p>
        <div className={styles.groups}>
          {groups.map(({ d, universities }) => (
            <section key={d.slug} aria-labelledby={`partners-${d.slug}`} className={styles.group}>
              <h3 id={`partners-${d.slug}`} className={styles.groupTitle}>
                {pageName(d)}
              </h3>
              <ul className={styles.list}>
                {universities.map((u) => (
                  <li key={u.name}>
                    <a href={u.url} rel="external noopener">
                      {u.name}
                    </a>
                    <span className={styles.city}>{u.city}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <FreeCounsellingCta topic="application" />
    </>
  );
}

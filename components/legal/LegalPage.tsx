import type { DocumentPage } from '@/content/legal';
import { postalAddress, site } from '@/content/site';
import { phoneText } from '@/lib/format';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageBanner } from '@/components/ui/PageBanner';
import { Container } from '@/components/ui/Section';
import styles from './LegalPage.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText } from '@/components/ui/Source';


/**
 * A page of sections (disclaimer, privacy policy, terms of use, fees, the fraud guide): a contents
 * list, one h2 per section, and how to reach us. `inserts` adds a block to the end of a section by id
 * (the fees table).
 */
export function LegalPage({ doc, inserts = {} }: { doc: DocumentPage; inserts?: Record<string, React.ReactNode> }) {
  const contactId = 'contact';
  return (
    <>
      <PageBanner title={doc.title} lead={doc.lead} trail={[{ name: doc.title, path: doc.path }]} />
      <Container className={styles.page}>
        <aside className={styles.aside}>
          <p className={styles.updated}>
            Last updated: <DateText iso={doc.lastUpdated} />
          </p>
          <nav aria-labelledby="legal-contents" className={styles.toc}>
            <p id="legal-contents" className={styles.tocTitle}>
              On this page
            </p>
            <ol className={styles.tocList}>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              <li>
                <a href={`#${contactId}`}>Contact us</a>
              </li>
            </ol>
          </nav>
        </aside>
        {/* A plain block, not an <article>: the banner's h1 heads these sections; they are the page itself. */}
        <div className={styles.article}>
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.heading}>
                {keepHyphens(section.heading)}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{keepHyphens(paragraph)}</p>
              ))}
              {section.list && (
                <ul className={styles.list}>
                  {section.list.map((item) => (
                    <li key={item}>{keepHyphens(item)}</li>
                  ))}
                </ul>
              )}
              {section.links && (
                <ul className={styles.links}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <NewTabLink href={link.href} className={styles.external}>
                        {link.label}
                      </NewTabLink>
                    </li>
                  ))}
                </ul>
              )}
              {inserts[section.id]}
            </section>
          ))}
          <section aria-labelledby={contactId} className={`${styles.section} ${styles.contact}`}>
            <h2 id={contactId} className={styles.heading}>
              Contact us
            </h2>
            <p>Questions about this page? Write to us or call, and we will be happy to help.</p>
            <ul className={styles.contactList}>
              <li>
                E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                Phone: <a href={site.phone.href}>{phoneText(site.phone.display)}</a>
              </li>
              <li>
                Post: {site.name}, {postalAddress}, {site.address.country}
              </li>
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}

import type { DocumentPage } from '@/content/legal';
import { postalAddress, site } from '@/content/site';
import { phoneText } from '@/lib/format';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { PageBanner } from '@/components/ui/PageBanner';
import { Container } from '@/components/ui/Section';
import styles from './LegalPage.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText } from '@/components/ui/Source';
import { LocalLink } from '@/components/languages/LocalLink';
import { isTranslatedPath, type SiteLanguage } from '@/content/languages';
import { dictionary, englishIn, localeOf } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';


/**
 * A page of sections (disclaimer, privacy policy, terms of use, fees, the fraud guide): a contents
 * list, one h2 per section, and how to reach us. `inserts` adds a block to the end of a section by id
 * (the fees table).
 */
export function LegalPage({
  doc,
  inserts = {},
  lang = 'en',
  note,
}: {
  doc: DocumentPage;
  inserts?: Record<string, React.ReactNode>;
  /** The page's language: its frame's words and dates (the document itself comes in that language). */
  lang?: SiteLanguage;
  /** Said under the banner (a translation's note that the English page is authoritative). */
  note?: React.ReactNode;
}) {
  const contactId = 'contact';
  const { common, shell } = dictionary(lang);
  // A translation's own address for the breadcrumb: the English path under the language's prefix.
  const here = isTranslatedPath(doc.path) ? localPath(lang, doc.path) : doc.path;
  return (
    <>
      <PageBanner title={doc.title} lead={doc.lead} trail={[{ name: doc.title, path: here }]} lang={lang} />
      {note}
      <Container className={styles.page}>
        <aside className={styles.aside}>
          <p className={styles.updated}>
            {common.lastUpdated} <DateText iso={doc.lastUpdated} locale={localeOf(lang)} />
          </p>
          <nav aria-labelledby="legal-contents" className={styles.toc}>
            <p id="legal-contents" className={styles.tocTitle}>
              {common.onThisPage}
            </p>
            <ol className={styles.tocList}>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
              <li>
                <a href={`#${contactId}`}>{common.contactUs}</a>
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
                      {link.href.startsWith('/') && lang !== 'en' ? (
                        <LocalLink lang={lang} href={link.href}>
                          {link.label}
                        </LocalLink>
                      ) : (
                        <NewTabLink href={link.href} className={styles.external} newTab={shell.newTab}>
                          {link.label}
                        </NewTabLink>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {inserts[section.id]}
            </section>
          ))}
          <section aria-labelledby={contactId} className={`${styles.section} ${styles.contact}`}>
            <h2 id={contactId} className={styles.heading}>
              {common.contactUs}
            </h2>
            <p>{common.contactQuestion}</p>
            <ul className={styles.contactList}>
              <li>
                {common.emailLabel}: <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                {common.phoneLabel}: <a href={site.phone.href}>{phoneText(site.phone.display)}</a>
              </li>
              <li>
                {common.postLabel}: <span {...englishIn(lang)}>{`${site.name}, ${postalAddress}, ${site.address.country}`}</span>
              </li>
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}

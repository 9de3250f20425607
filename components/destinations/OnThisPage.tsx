import type { Route } from 'next';
import type { Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { studentTool } from '@/content/tools';
import { scholarshipsPath, visaChecklistPath } from '@/content/paths';
import { dictionary, fill, localLink } from '@/lib/i18n';
import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Section';
import { destinationHeadings, destinationNames } from './destinationNames';
import styles from './OnThisPage.module.css';

/** The tools a destination page points to: the money and the months, once the figures are read. */
const planTools: Route[] = ['/tools/education-loan', '/tools/paying-from-india', '/tools/intake-planner', '/study-abroad/compare'];

/**
 * "On this page": a destination page runs to about twenty phone screens, and what a family asks first
 * (what it costs) is near the end; plain anchor links to each section, and to the tools that plan the
 * money and the months. Server-drawn: no script. On a translated page the tools, scholarships and
 * checklists are English pages, and say so.
 */
export function OnThisPage({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const h = destinationHeadings(destination, lang);
  const { onThisPage: words } = dictionary(lang).destination;
  const english = lang === 'en' ? '' : ` ${dictionary(lang).common.english}`;
  const hrefLang = lang === 'en' ? {} : { hrefLang: 'en' };
  const names = destinationNames(destination, lang);
  const sections: [string, string][] = [
    ['destination-costs', h.costs],
    ['destination-why', h.why],
    ['destination-about', fill(words.about, { about: h.about })],
    ['destination-universities', h.universities],
    ['destination-intakes', h.intakes],
    ['destination-tips', h.tips],
    ['destination-changes', h.changes],
    ['destination-links', h.links],
  ];
  return (
    <Container className={styles.wrap}>
      <nav aria-labelledby="on-this-page" className={styles.nav}>
        <h2 id="on-this-page" className={styles.title}>
          {words.title}
        </h2>
        <ul className={styles.list}>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
        <p className={styles.tools}>
          <span className={styles.toolsLabel}>{words.planIt}</span>
          {planTools.map((href) => {
            const link = localLink(lang, { title: studentTool(href).title, href });
            return (
              <Link key={href} href={link.href} {...hrefLang}>
                {link.title}
              </Link>
            );
          })}
        </p>
        {/* This destination's own lists: its scholarships (Europe's are wider than the Germany guide) and its visa's papers. */}
        <p className={styles.tools}>
          <span className={styles.toolsLabel}>{words.fundingAndPapers}</span>
          <Link href={scholarshipsPath(destination.slug)} {...hrefLang}>
            {fill(words.scholarships, { name: names.region })}
            {english}
          </Link>
          <Link href={visaChecklistPath(destination.slug)} {...hrefLang}>
            {fill(words.visaChecklist, names)}
            {english}
          </Link>
        </p>
      </nav>
    </Container>
  );
}

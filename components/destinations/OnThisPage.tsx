import type { Route } from 'next';
import type { Destination } from '@/content/types';
import { studentTool } from '@/content/tools';
import { pageName } from '@/content/destinations';
import { scholarshipsPath, visaChecklistPath } from '@/content/paths';
import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Section';
import { destinationHeadings } from './destinationNames';
import styles from './OnThisPage.module.css';

/** The tools a destination page points to: the money and the months, once the figures are read. */
const planTools: Route[] = ['/tools/education-loan', '/tools/paying-from-india', '/tools/intake-planner', '/study-abroad/compare'];

/**
 * "On this page": a destination page runs to about twenty phone screens, and what a family asks first
 * (what it costs) is near the end; plain anchor links to each section, and to the tools that plan the
 * money and the months. Server-drawn: no script.
 */
export function OnThisPage({ destination }: { destination: Destination }) {
  const h = destinationHeadings(destination);
  const sections: [string, string][] = [
    ['destination-costs', 'Estimate your costs'],
    ['destination-why', h.why],
    ['destination-about', `${h.about}: scores and key facts`],
    ['destination-universities', h.universities],
    ['destination-intakes', h.intakes],
    ['destination-tips', h.tips],
    ['destination-changes', 'What changed'],
    ['destination-links', 'Useful links'],
  ];
  return (
    <Container className={styles.wrap}>
      <nav aria-labelledby="on-this-page" className={styles.nav}>
        <h2 id="on-this-page" className={styles.title}>
          On this page
        </h2>
        <ul className={styles.list}>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
        <p className={styles.tools}>
          <span className={styles.toolsLabel}>Plan it:</span>
          {planTools.map((href) => (
            <Link key={href} href={href}>
              {studentTool(href).title}
            </Link>
          ))}
        </p>
        {/* This destination's own lists: its scholarships (Europe's are wider than the Germany guide) and its visa's papers. */}
        <p className={styles.tools}>
          <span className={styles.toolsLabel}>Funding and papers:</span>
          <Link href={scholarshipsPath(destination.slug)}>Scholarships for {destination.name}</Link>
          <Link href={visaChecklistPath(destination.slug)}>{pageName(destination)} visa document checklist</Link>
        </p>
      </nav>
    </Container>
  );
}

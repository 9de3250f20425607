import type { Route } from 'next';
import { Link } from '@/components/ui/Link';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { ToolList } from '@/components/tools/ToolList';
import styles from './PlanYourself.module.css';

/** The pages a careful family reads before it trusts a consultant. */
const trustLinks: { title: string; href: Route }[] = [
  { title: 'What we charge, and our refunds', href: '/fees-and-refunds' },
  { title: 'How to spot a fake consultant', href: '/protect-yourself' },
  { title: 'Meet our counsellors', href: '/about-us/team' },
];

/**
 * The free tools and the firm's trust pages, from the home page body: a visitor who is not ready to
 * call can work out costs and dates first, and check who we are and what we charge.
 */
export function PlanYourself() {
  return (
    <Section labelledBy="home-tools" tone="soft">
      <NumberedHeading
        id="home-tools"
        title="Plan it yourself, for free"
        lead="Work out costs, loan instalments and dates with the same official figures our counsellors use."
      />
      <ToolList />
      <nav aria-labelledby="home-trust" className={styles.trust}>
        <h3 id="home-trust" className={styles.trustTitle}>
          Before you choose a consultant
        </h3>
        <ul className={styles.trustLinks}>
          {trustLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}

import { Container } from '@/components/ui/Section';
import styles from './LanguageProblem.module.css';

/** A way on from a page that could not be shown, already in the page's language and with its address there. */
export interface ProblemLink {
  href: string;
  text: string;
  /** The target is an English page (its text then says so). */
  english?: true;
}

/**
 * What a translated page shows in place of itself: the 404 page (LanguageNotFound) and the error
 * screen (LanguageError). Plain anchors: the way on must work when the page's scripts did not load.
 */
export function LanguageProblem({ code, heading, message, action, links }: { code: string; heading: string; message: string; action?: React.ReactNode; links: ProblemLink[] }) {
  return (
    <Container className={styles.page}>
      {/* The status or the error's own text, as the server or the browser wrote it. */}
      <p className={styles.code} lang="en">
        {code}
      </p>
      <h1 className={styles.heading}>{heading}</h1>
      <p>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
      <ul className={styles.links}>
        {links.map(({ href, text, english }) => (
          <li key={href}>
            <a href={href} {...(english ? { hrefLang: 'en' } : {})}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </Container>
  );
}

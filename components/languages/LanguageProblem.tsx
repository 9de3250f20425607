import { Container } from '@/components/ui/Section';
import styles from './LanguageProblem.module.css';

/** A way on from a page that could not be shown: a page of the same language, named in it. */
export interface ProblemLink {
  href: string;
  text: string;
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
        {links.map(({ href, text }) => (
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
    </Container>
  );
}

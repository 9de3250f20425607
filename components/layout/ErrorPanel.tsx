// Types only: these name the icons the sprite must hold (SpriteIcon draws them from it, no paths in the script).
import type { BookOpen, Compass, GraduationCap, HelpCircle, MessageCircle, Newspaper } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { buttonClass } from '@/components/ui/Button';
import { HeroArt } from '@/components/home/HeroArt';
import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  /** The error text: "404 Not Found", or the thrown error's message. */
  detail: string;
  message: string;
  /** Offered when the page can be retried (a failed script chunk, say). */
  onRetry?: () => void;
}

/** The icons below, as lucide names them: the sprite is drawn from the icons the code names (scripts/build/icon-sprite.mjs). */
export type ErrorPanelIcons = [typeof Compass, typeof MessageCircle, typeof GraduationCap, typeof BookOpen, typeof HelpCircle, typeof Newspaper];

/** Where most visitors who land on an error were heading. */
const usefulLinks: { href: string; title: string; text: string; icon: string }[] = [
  { href: '/study-abroad', title: 'Study destinations', text: 'USA, UK, Canada, Australia, Europe, New Zealand', icon: 'compass' },
  { href: '/contact-us', title: 'Free counselling', text: 'Talk to a counsellor about your plans', icon: 'message-circle' },
  { href: '/courses', title: 'Courses', text: 'Find the right course and country', icon: 'graduation-cap' },
  { href: '/test-preps', title: 'IELTS, PTE and TOEFL', text: 'Scores, sections and free coaching', icon: 'book-open' },
  { href: '/faq', title: 'Questions answered', text: 'Visas, intakes and costs by country', icon: 'circle-question-mark' },
  { href: '/news', title: 'Latest news', text: 'Visa and admission updates', icon: 'newspaper' },
];

/**
 * The spec's error screen (§8): "Unexpected Application Error!" with the error text, drawn as a page
 * of this site (the hero's flight-path art, the way back, the most useful pages) rather than a dump.
 * Plain anchors throughout: they must work even when the app's scripts failed to load.
 */
export function ErrorPanel({ detail, message, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <div className={styles.copy}>
          <p className={styles.detail}>{detail}</p>
          <h1 className={styles.heading}>Unexpected Application Error!</h1>
          <p className={styles.message}>{message}</p>
          <div className={styles.actions}>
            {onRetry && (
              <button type="button" className={buttonClass('primary')} onClick={onRetry}>
                Try again
              </button>
            )}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is the point */}
            <a href="/" className={buttonClass(onRetry ? 'secondary' : 'primary')}>
              Go to the home page
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as above (the rule takes it for a language's home, app/[lang]) */}
            <a href="/contact-us" className={buttonClass('secondary')}>
              Contact us
            </a>
          </div>
        </div>
        <div className={styles.art}>
          <HeroArt />
        </div>
      </div>
      <nav className={styles.useful} aria-labelledby="error-useful-title">
        <h2 id="error-useful-title" className={styles.usefulTitle}>
          Popular pages
        </h2>
        <ul className={styles.links}>
          {usefulLinks.map(({ href, title, text, icon }) => (
            <li key={href}>
              <a href={href} className={styles.link}>
                <span className={styles.iconWrap}>
                  <SpriteIcon name={icon} size={22} />
                </span>
                <span>
                  <span className={styles.linkTitle}>{title}</span>
                  <span className={styles.linkText}>{text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

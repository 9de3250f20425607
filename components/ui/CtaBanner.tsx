import type { Route } from 'next';
import type { ContactTopic } from '@/content/contactTopics';
import { counsellingHref } from '@/content/site';
import { LinkButton } from './Button';
import styles from './CtaBanner.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  actionLabel: string;
  href: Route;
  /** A small line above the title. */
  eyebrow?: string;
}

/** Closing call to action, e.g. "Get a Free Counselling" → "Apply Now". */
export function CtaBanner({ id, title, text, actionLabel, href, eyebrow }: CtaBannerProps) {
  return (
    <section className={styles.wrap} aria-labelledby={id}>
      <div className={styles.banner}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={id} className={styles.title}>
            {keepHyphens(title)}
          </h2>
          <p className={styles.text}>{keepHyphens(text)}</p>
        </div>
        <LinkButton href={href} variant="accent" size="lg">
          {actionLabel}
        </LinkButton>
      </div>
    </section>
  );
}

/** The site's closing call to action (spec: 'Get a Free Counselling' with an 'Apply Now' button). */
export function FreeCounsellingCta({ topic, text }: { topic: ContactTopic; text?: string }) {
  return (
    <CtaBanner
      id="free-counselling"
      eyebrow="Free, with no obligation"
      title="Get a Free Counselling"
      text={
        text ??
        'Tell us what you want to study and where. A counsellor will get back to you soon with an honest plan for your course, budget and visa.'
      }
      actionLabel="Apply Now"
      href={counsellingHref(topic)}
    />
  );
}

import type { Route } from 'next';
import type { ContactTopic } from '@/content/contactTopics';
import { counsellingHref } from '@/content/site';
import { LinkButton } from './Button';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, linkIn } from '@/lib/i18n';
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
export function FreeCounsellingCta({ topic, text, lang = 'en' }: { topic: ContactTopic; text?: string; lang?: SiteLanguage }) {
  const { common } = dictionary(lang);
  const target = linkIn(lang, counsellingHref(topic));
  return (
    <CtaBanner
      id="free-counselling"
      eyebrow={common.ctaEyebrow}
      title={common.ctaTitle}
      text={text ?? common.ctaText}
      actionLabel={target.english ? `${common.ctaAction} ${common.english}` : common.ctaAction}
      href={target.href}
    />
  );
}

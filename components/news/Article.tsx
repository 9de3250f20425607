import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import type { DestinationSlug, NewsCountry, NewsItem } from '@/content/types';
import { newsCountryLabel, newsFor } from '@/content/news';
import { counsellingHref } from '@/content/site';
import { formatDate } from '@/lib/format';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { newsArticleJsonLd } from '@/lib/seo';
import { NewsCard } from './NewsCard';
import styles from './Article.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { Img } from '@/components/ui/Img';

/** Where each news country's destination guide lives, and the counselling topic it starts. */
const destinations: Record<NewsCountry, { slug: DestinationSlug; name: string; topic: string }> = {
  usa: { slug: 'usa', name: 'the USA', topic: 'study-in-usa' },
  uk: { slug: 'uk', name: 'the UK', topic: 'study-in-uk' },
  canada: { slug: 'canada', name: 'Canada', topic: 'study-in-canada' },
  australia: { slug: 'australia', name: 'Australia', topic: 'study-in-australia' },
  germany: { slug: 'europe', name: 'Germany', topic: 'study-in-germany' },
  newzealand: { slug: 'new-zealand', name: 'New Zealand', topic: 'study-in-new-zealand' },
  eu: { slug: 'europe', name: 'Europe', topic: 'study-in-europe' },
};


/** One news item at /news/{country}/{n}: the story, its official source, more from that country. */
export function Article({ item }: { item: NewsItem }) {
  const label = newsCountryLabel(item.country);
  const destination = destinations[item.country];
  const more = newsFor(item.country).filter((other) => other.link !== item.link);

  return (
    <>
      <PageBanner
        title={item.title}
        lead={item.subtext}
        trail={[
          { name: 'News', path: '/news' },
          { name: label, path: `/news#${item.country}` },
          { name: item.title, path: item.link },
        ]}
      />

      <Section>
        <article className={styles.article}>
          <p className={styles.meta}>
            <span className={styles.badge}>{label}</span>
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          <Img src={item.image} alt="" width={800} height={450} loading="eager" className={styles.image} />
          <div className={styles.body}>
            {item.body.map((paragraph) => (
              <p key={paragraph}>{keepHyphens(paragraph)}</p>
            ))}
          </div>
          <footer className={styles.footer}>
            <p className={styles.source}>
              Source:{' '}
              <a href={item.sourceUrl} rel="noopener">
                {item.sourceName}
              </a>
            </p>
            <p className={styles.guide}>
              <Link href={`/study-abroad/${destination.slug}`} className={styles.guideLink}>
                Read our guide to studying in {destination.name}
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </p>
          </footer>
        </article>
      </Section>

      {more.length > 0 && (
        <Section tone="soft" labelledBy="more-news">
          <NumberedHeading id="more-news" title={`More ${label} news`} />
          <ul className={styles.more}>
            {more.map((other) => (
              <li key={other.link}>
                <NewsCard item={other} />
              </li>
            ))}
          </ul>
          <p className={styles.all}>
            <Link href="/news">All study-abroad news</Link>
          </p>
        </Section>
      )}

      <CtaBanner
        id="article-cta"
        eyebrow="Free, with no obligation"
        title={`Planning to study in ${destination.name}?`}
        text="Book a free counselling session. We will explain what the latest rules mean for your course, budget and visa."
        actionLabel="Book Free Counselling"
        href={counsellingHref(destination.topic)}
      />

      <JsonLd data={newsArticleJsonLd(item)} />
    </>
  );
}

import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import type { NewsItem } from '@/content/types';
import { coverageOfNews } from '@/content/destinations';
import { destinationPath, newsArchivePath } from '@/content/paths';
import { newsCountryLabel, newsFor } from '@/content/news';
import { counsellingHref } from '@/content/site';
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
import { DateText } from '@/components/ui/Source';
import { todayInIndia } from '@/components/home/eventSchedule';
import { isOlderThanAYear } from '@/lib/newsAge';
import { findNews } from '@/content/news';

/** One news item at /news/{country}/{n}: the story, its official source, more from that country. */
export function Article({ item }: { item: NewsItem }) {
  const label = newsCountryLabel(item.country);
  // Which guide covers the story's country, and the counselling topic it starts (content.test checks every tab has one).
  const covered = coverageOfNews(item.country);
  if (!covered) throw new Error(`No destination covers the news country "${item.country}"`);
  // The latest few of the country, a row of three: the country's archive has the rest.
  const more = newsFor(item.country)
    .filter((other) => other.link !== item.link)
    .slice(0, 3);
  // An article more than a year old at build time says so first; a superseded one names its successor.
  const old = isOlderThanAYear(item.date, todayInIndia());
  const successor = item.supersededBy === undefined ? undefined : findNews(item.country, String(item.supersededBy));

  // The story is one <article> from its title on: the banner's h1 heads it, the body follows.
  return (
    <>
      <article aria-labelledby="article-title">
        <PageBanner
          titleId="article-title"
          title={item.title}
          lead={item.subtext}
          trail={[
            { name: 'News', path: '/news' },
            { name: label, path: newsArchivePath(item.country) },
            { name: item.title, path: item.link },
          ]}
        />

        <Section>
          <div className={styles.article}>
            {(old || successor) && (
              <aside className={styles.dated} aria-label="About this article’s date">
                {old && (
                  <p>
                    This article is from <DateText iso={item.date} />, more than a year ago: rules and figures may have changed since.{' '}
                    <Link href={destinationPath(covered.destination.slug)}>
                      See our current guide to studying in {covered.inSentence}
                    </Link>
                    .
                  </p>
                )}
                {successor && (
                  <p>
                    A newer article replaces it: <Link href={successor.link}>{successor.title}</Link> (<DateText iso={successor.date} />).
                  </p>
                )}
              </aside>
            )}
            <p className={styles.meta}>
              <span className={styles.badge}>{label}</span>
              <DateText iso={item.date} />
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
                <Link href={destinationPath(covered.destination.slug)} className={styles.guideLink}>
                  Read our guide to studying in {covered.inSentence}
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </p>
            </footer>
          </div>
        </Section>
      </article>

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
            <Link href={newsArchivePath(item.country)}>All {label} news</Link>
            <Link href="/news">All study-abroad news</Link>
          </p>
        </Section>
      )}

      <CtaBanner
        id="article-cta"
        eyebrow="Free, with no obligation"
        title={`Planning to study in ${covered.inSentence}?`}
        text="Book a free counselling session. We will explain what the latest rules mean for your course, budget and visa."
        actionLabel="Book Free Counselling"
        href={counsellingHref(covered.topic)}
      />

      <JsonLd data={newsArticleJsonLd(item)} />
    </>
  );
}

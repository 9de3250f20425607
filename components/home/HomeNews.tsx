import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { LinkButton } from '@/components/ui/Button';
import { NewsTabs } from '@/components/news/NewsTabs';
import styles from './HomeNews.module.css';

export function HomeNews() {
  return (
    <Section labelledBy="home-news" tone="soft">
      <div className={styles.head}>
        <NumberedHeading flush
          id="home-news"
          title="Study-abroad news"
          lead="Visa rules, intakes and test requirements change often. Pick a country to see what is new."
        />
        <LinkButton href="/news" variant="secondary">
          All news
        </LinkButton>
      </div>
      <NewsTabs />
    </Section>
  );
}

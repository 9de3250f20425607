import { Link } from '@/components/ui/Link';
import { homeFaqs } from '@/content/faqs';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Accordion } from '@/components/behaviour/Accordion';
import styles from './HomeFaq.module.css';

export function HomeFaq() {
  return (
    <Section labelledBy="home-faq">
      <div className={styles.grid}>
        <div>
          <NumberedHeading
            id="home-faq"
            title="Frequently asked questions"
            lead="Quick answers about our counselling, free trial classes and how the process works."
          />
          <p className={styles.more}>
            Questions about a particular country? See <Link href="/faq">all FAQs by destination</Link>.
          </p>
        </div>
        <Accordion items={homeFaqs} headingLevel={3} />
      </div>
    </Section>
  );
}

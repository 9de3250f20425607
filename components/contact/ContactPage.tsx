import { site, whatsappHref } from '@/content/site';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { ContactForm } from './ContactForm';
import { topicOptions } from '@/content/contactTopics';
import { destinationTopics } from '@/content/destinations';
import { phoneCountryList } from '@/lib/phoneCountries';
import { HeadBranch } from './HeadBranch';
import { Offices } from './Offices';
import styles from './ContactPage.module.css';

/** Contact page: the counselling form beside the head branch and its map, then every office. */
export function ContactPage() {
  return (
    <>
      <PageBanner
        title="Get in Touch with Us"
        lead="Ask about a country, a course, test preparation or your visa. Counselling is free, and a counsellor calls you back."
        trail={[{ name: 'Contact Us', path: '/contact-us' }]}
      />
      {/* Two landmarks side by side, neither inside the other: the form (named by its heading) and the head
          branch. The band around them is unnamed, so it is no region of its own. */}
      <Section id="contact-form" className={styles.section}>
        <div className={styles.layout}>
          <div className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.title}>
              Send Us a Message
            </h2>
            <p className={styles.lead}>
              Tell us what you would like to study and where. We will look at your profile and suggest the next step.
              Prefer a quick chat? <a href={whatsappHref()}>Chat on WhatsApp</a>.
            </p>
            <p className={styles.callback}>
              {site.callback.promise} <SampleLabel sample={site.callback.sample} />
            </p>
            <ContactForm labelledBy="contact-form-title" topics={topicOptions(destinationTopics())} phoneCountries={phoneCountryList} />
          </div>
          <HeadBranch headingId="head-branch-title" />
        </div>
      </Section>
      <Offices />
    </>
  );
}

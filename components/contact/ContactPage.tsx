import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { site, whatsappHref } from '@/content/site';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, localeOf } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { RichText } from '@/components/ui/RichText';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { ContactForm } from './ContactForm';
import { topicOptions } from '@/content/contactTopics';
import { destinationTopics } from '@/content/destinations';
import { phoneCountriesIn, phoneCountryList } from '@/lib/phoneCountries';
import { HeadBranch } from './HeadBranch';
import { Offices } from './Offices';
import styles from './ContactPage.module.css';

/** The page's title and description, in its language. */
export function contactMetadata(lang: SiteLanguage): Metadata {
  const t = dictionary(lang).contact;
  return pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/contact-us', lang });
}

/**
 * Contact page: the counselling form beside the head branch and its map, then every office. In a
 * translation every word is the page's language (DPDP Act 2023, s. 5(3) and 6(3): the notice and the
 * request for consent in the reader's language); the lead itself names topics in English for the firm.
 */
export function ContactPage({ lang = 'en' }: { lang?: SiteLanguage }) {
  const t = dictionary(lang).contact;
  return (
    <>
      <PageBanner title={t.title} lead={t.lead} trail={[{ name: t.metaTitle, path: localPath(lang, '/contact-us') }]} lang={lang} />
      {lang !== 'en' && <TranslationNote lang={lang} path="/contact-us" />}
      {/* Two landmarks side by side, neither inside the other: the form (named by its heading) and the head
          branch. The band around them is unnamed, so it is no region of its own. */}
      <Section id="contact-form" className={styles.section}>
        <div className={styles.layout}>
          <div className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.title}>
              {t.formTitle}
            </h2>
            <p className={styles.lead}>
              <RichText text={t.formLead} parts={{ whatsapp: <a href={whatsappHref()}>{t.whatsapp}</a> }} />
            </p>
            <p className={styles.callback}>
              {lang === 'en' ? site.callback.promise : t.callback} <SampleLabel sample={site.callback.sample} lang={lang} />
            </p>
            <ContactForm
              labelledBy="contact-form-title"
              topics={topicOptions(destinationTopics())}
              phoneCountries={lang === 'en' ? phoneCountryList : phoneCountriesIn(localeOf(lang), t.international)}
              lang={lang}
            />
          </div>
          <HeadBranch headingId="head-branch-title" lang={lang} />
        </div>
      </Section>
      <Offices lang={lang} />
    </>
  );
}

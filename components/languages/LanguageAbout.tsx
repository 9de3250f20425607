import type { Metadata } from 'next';
import { ArrowRight } from 'lucide-react';
import type { Translation } from '@/content/languages';
import { aboutBannerStat, aboutValues, applicationGuideIn, counterText, whoWeAreIn, whyChooseUsIn } from '@/content/about';
import { valueAddedServicesIn } from '@/content/valueAddedServices';
import { counsellingHref } from '@/content/site';
import { dictionary, fill, linkIn } from '@/lib/i18n';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { CheckList } from '@/components/ui/CheckList';
import { TextCards } from '@/components/ui/TextCards';
import { LinkButton } from '@/components/ui/Button';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { FirmRecord } from '@/components/firm/FirmRecord';
import { localPath } from '@/lib/languagePaths';
import { TranslationNote } from './TranslationNote';
import { Steps } from './Steps';
import bannerStyles from '@/components/about/AboutBanner.module.css';
import styles from './LanguageHome.module.css';

export function languageAboutMetadata(lang: Translation): Metadata {
  const { about } = dictionary(lang);
  return pageMetadata({ title: about.metaTitle, description: fill(about.metaDescription, aboutValues()), path: '/about-us', lang });
}

/**
 * A translation's About page (`/kn/about-us`): the English page's sections in the same order, with its
 * words from the language's dictionary and every figure from the records. What moves on the English
 * page (the counter, the rotating card, the carousel, the timeline) stands still here, all in view.
 */
export function LanguageAbout({ lang }: { lang: Translation }) {
  const { about } = dictionary(lang);
  const who = whoWeAreIn(about);
  const partners = linkIn(lang, '/partner-universities');
  const english = partners.english ? ` ${dictionary(lang).common.english}` : '';
  const services = valueAddedServicesIn(about).map((s) => ({
    title: s.title,
    text: s.description,
    ...(s.link ? { link: { title: `${s.link.label}${english}`, href: partners.href } } : {}),
  }));
  return (
    <>
      <PageBanner title={about.title} lead={about.lead} trail={[{ name: about.title, path: localPath(lang, '/about-us') }]} lang={lang}>
        <p className={bannerStyles.stat}>
          <span className={bannerStyles.value}>{counterText(aboutBannerStat)}</span>
          <span className={bannerStyles.label}>{about.statLabel}</span>
        </p>
      </PageBanner>
      <TranslationNote lang={lang} path="/about-us" />

      <Section labelledBy="about-who">
        <NumberedHeading id="about-who" number="01" title={about.who.title} lead={who.heading} />
        {who.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <h3 className={styles.subTitle}>{about.who.helpTitle}</h3>
        <CheckList items={who.points} tone="brand" />
      </Section>

      <Section labelledBy="about-why" tone="soft">
        <NumberedHeading id="about-why" number="02" title={about.why.title} lead={about.why.lead} />
        <p className={styles.text}>{about.why.text}</p>
        <TextCards cards={whyChooseUsIn(about)} />
      </Section>

      <Section labelledBy="about-promise">
        <NumberedHeading id="about-promise" number="03" title={about.promise.title} lead={about.promise.lead} />
        <Steps steps={about.promise.steps} />
      </Section>

      <Section labelledBy="about-value" tone="soft">
        <NumberedHeading id="about-value" number="04" title={about.services.title} lead={about.services.lead} />
        <TextCards cards={services} />
      </Section>

      <Section labelledBy="about-guide">
        <NumberedHeading id="about-guide" number="05" title={about.guide.title} lead={about.guide.lead} />
        <p className={styles.text}>{about.guide.text}</p>
        <Steps steps={applicationGuideIn(about)} />
        <p className={styles.action}>
          <LinkButton href={linkIn(lang, counsellingHref('application')).href} variant="primary">
            {about.guide.action}
            <ArrowRight aria-hidden="true" size={18} />
          </LinkButton>
        </p>
      </Section>

      <FirmRecord lang={lang} />
      <FreeCounsellingCta topic="free-counselling" text={about.ctaText} lang={lang} />
    </>
  );
}

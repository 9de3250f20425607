import type { Metadata } from 'next';
import { Phone } from 'lucide-react';
import { counsellors } from '@/content/counsellors';
import { offices } from '@/content/offices';
import { englishNames, languages, type Translation } from '@/content/languages';
import { site } from '@/content/site';
import { cityName, dictionary, fill, localeOf, localLink } from '@/lib/i18n';
import { destinations, menuLabel } from '@/content/destinations';
import { destinationPath } from '@/content/paths';
import { localDestination } from '@/components/destinations/localDestination';
import { localPath } from '@/lib/languagePaths';
import { officeHoursIn } from '@/lib/hours';
import { phoneText } from '@/lib/format';
import { pageMetadata } from '@/components/seo/metadata';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { TextCards } from '@/components/ui/TextCards';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { LinkButton } from '@/components/ui/Button';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { LocalLink } from './LocalLink';
import { TranslationNote } from './TranslationNote';
import { Steps } from './Steps';
import styles from './LanguageHome.module.css';

export function languageHomeMetadata(lang: Translation): Metadata {
  const { home } = dictionary(lang);
  return pageMetadata({ title: fill(home.metaTitle, { name: site.name }), description: home.metaDescription, path: '/', lang });
}

/**
 * A translation's home page (`/kn`): written for the parents who read it. What the firm is, the pages
 * in their language, how the firm works with a family, who speaks their language, and where to find
 * the firm; every name, number and address from the records.
 */
export function LanguageHome({ lang }: { lang: Translation }) {
  const { home, nav, team } = dictionary(lang);
  const language = languages[lang];
  const speakers = counsellors.filter((c) => c.languages.includes(englishNames[lang]));
  // Every page this language has, the family's own first (content/languages.ts translatedPaths).
  const pages = [
    { title: nav['For Parents'], text: home.parentsCard, link: { title: home.forParents, href: localPath(lang, '/parents') } },
    { title: nav['Fees and Refunds'], text: home.feesCard, link: { title: nav['Fees and Refunds'], href: localPath(lang, '/fees-and-refunds') } },
    { title: nav['Protect Yourself'], text: home.protectCard, link: { title: nav['Protect Yourself'], href: localPath(lang, '/protect-yourself') } },
    { title: nav['About Us'], text: home.aboutCard, link: { title: nav['About Us'], href: localPath(lang, '/about-us') } },
    { title: team.title, text: home.teamCard, link: { title: team.title, href: localPath(lang, '/about-us/team') } },
    { title: nav['Contact Us'], text: home.contactCard, link: { title: nav['Contact Us'], href: localPath(lang, '/contact-us') } },
    { title: nav['Privacy Policy'], text: home.privacyCard, link: { title: nav['Privacy Policy'], href: localPath(lang, '/privacy-policy') } },
    // The six destination pages, each with its own summary in the language.
    ...destinations.map((d) => {
      const link = localLink(lang, { title: menuLabel(d), href: destinationPath(d.slug) });
      return { title: link.title, text: localDestination(d, lang).summary, link };
    }),
  ];
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{home.eyebrow}</p>
          <h1 className={styles.title}>{home.title}</h1>
          <p className={styles.lead}>{home.lead}</p>
          <div className={styles.actions}>
            <LinkButton href={localPath(lang, '/parents')} variant="accent" size="lg">
              {home.forParents}
            </LinkButton>
            <a href={site.phone.href} className={styles.call}>
              <Phone aria-hidden="true" size={20} />
              {phoneText(fill(home.callUs, { phone: site.phone.display }))}
            </a>
          </div>
        </div>
      </div>
      <TranslationNote lang={lang} path="/" />

      <Section labelledBy="home-pages">
        <NumberedHeading id="home-pages" title={home.pagesTitle} lead={home.pagesLead} />
        <TextCards cards={pages} />
      </Section>

      <Section labelledBy="home-steps" tone="soft">
        <NumberedHeading id="home-steps" title={home.stepsTitle} />
        <Steps steps={home.steps} />
      </Section>

      <Section labelledBy="home-speak">
        <NumberedHeading id="home-speak" title={fill(home.speakTitle, { language: language.name })} lead={home.speakLead} />
        <ul className={styles.people}>
          {speakers.map((person) => (
            <li key={person.slug} className={styles.person}>
              <strong lang="en-IN">{person.name}</strong> <SampleLabel sample={person.sample} lang={lang} />
            </li>
          ))}
        </ul>
        <p>
          <LocalLink lang={lang} href="/about-us/team">
            {home.teamLink}
          </LocalLink>
        </p>
      </Section>

      <Section labelledBy="home-offices" tone="soft">
        <NumberedHeading id="home-offices" title={home.officesTitle} />
        <ul className={styles.offices}>
          {offices
            .filter((o) => o.countryCode === 'IN')
            .map((o) => (
              <li key={o.city} className={styles.office}>
                <h3 className={styles.stepTitle}>
                  {fill(home.office, { city: cityName(lang, o.city) })} <SampleLabel sample={o.sample} lang={lang} />
                </h3>
                <p lang="en-IN">
                  {o.address} {o.postalCode}
                </p>
                <p>{officeHoursIn(o, localeOf(lang))}</p>
              </li>
            ))}
        </ul>
      </Section>

      <FreeCounsellingCta topic="free-counselling" text={fill(home.ctaText, { language: language.name })} lang={lang} />
    </>
  );
}

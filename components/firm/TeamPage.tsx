import type { Metadata } from 'next';
import { counsellors } from '@/content/counsellors';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Container } from '@/components/ui/Section';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { Counsellors } from './Counsellors';
import styles from './Counsellors.module.css';

export function teamMetadata(lang: SiteLanguage): Metadata {
  const { team } = dictionary(lang);
  return pageMetadata({ title: team.metaTitle, description: team.metaDescription, path: '/about-us/team', lang });
}

/** The counsellors a family can ask for by name, in English or a translation (names and credentials stay as issued). */
export function TeamPage({ lang = 'en' }: { lang?: SiteLanguage }) {
  const { team, about } = dictionary(lang);
  return (
    <>
      <PageBanner
        title={team.title}
        lead={team.lead}
        trail={[
          { name: about.title, path: localPath(lang, '/about-us') },
          { name: team.title, path: localPath(lang, '/about-us/team') },
        ]}
        lang={lang}
      />
      {lang !== 'en' && <TranslationNote lang={lang} path="/about-us/team" />}
      <Container className={styles.page}>
        <Counsellors people={counsellors} lang={lang} />
      </Container>
      <FreeCounsellingCta topic="free-counselling" text={team.ctaText} lang={lang} />
    </>
  );
}

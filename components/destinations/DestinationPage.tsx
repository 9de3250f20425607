import type { Metadata, Route } from 'next';
import type { Destination } from '@/content/types';
import { isTranslatedPath, type SiteLanguage } from '@/content/languages';
import { destinationTopic, menuLabel } from '@/content/destinations';
import { destinationPath } from '@/content/paths';
import { compareLink } from '@/content/navigation';
import { dictionary, fill, localLink } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { localDestination } from './localDestination';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { Flag } from '@/components/ui/Flag';
import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { destinationNames } from './destinationNames';
import { LastReviewed } from './LastReviewed';
import { WhyStudy } from './WhyStudy';
import { AboutStats } from './AboutStats';
import { BestUniversities } from './BestUniversities';
import { Intakes } from './Intakes';
import { AdmissionTips } from './AdmissionTips';
import { UsefulLinks } from './UsefulLinks';
import { WhatChanged } from './WhatChanged';
import { CostEstimator } from './CostEstimator';
import { OnThisPage } from './OnThisPage';
import styles from './DestinationPage.module.css';

/** A destination's address, which every language translates (content/languages.ts translatedPaths). */
function pagePath(d: Destination) {
  const path: string = destinationPath(d.slug);
  if (!isTranslatedPath(path)) throw new Error(`content/languages.ts: translatedPaths lacks ${path}`);
  return path;
}

export function destinationMetadata(d: Destination, lang: SiteLanguage): Metadata {
  const local = localDestination(d, lang);
  // The share image is drawn once per destination, with the English title on it: its alt says what it shows.
  return pageMetadata({ title: local.bannerTitle, shareTitle: d.bannerTitle, description: local.metaDescription, path: pagePath(d), lang });
}

/**
 * The study-abroad page template: the USA page of the spec (§2), filled from content for all six
 * destinations, in English and each translation. Sections 01–05, then what changed, the official
 * sources, the cost estimator and the closing call to action.
 */
export function DestinationPage({ destination: record, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const destination = localDestination(record, lang);
  const words = dictionary(lang);
  const names = destinationNames(record, lang);
  const label = localLink(lang, { title: menuLabel(record), href: destinationPath(record.slug) }).title;
  const compare = localLink(lang, compareLink);
  return (
    <>
      <PageBanner
        title={destination.bannerTitle}
        lead={destination.summary}
        lang={lang}
        trail={[
          // The index of destinations is English only: a translation's trail goes from its home to the page.
          ...(lang === 'en' ? [{ name: 'Study Abroad', path: '/study-abroad' as Route }] : []),
          { name: label, path: localPath(lang, pagePath(record)) },
        ]}
      >
        <div className={styles.meta}>
          <span className={styles.country}>
            <Flag code={destination.flag} size={27} />
            {lang === 'en' ? destination.fullName.replace(/^the /, 'The ') : names.fullName}
          </span>
          <LastReviewed date={destination.lastReviewed} inverse lang={lang} />
          <Link href={compare.href} className={styles.compare} {...(lang === 'en' ? {} : { hrefLang: 'en' })}>
            {compare.title}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
      </PageBanner>
      {lang !== 'en' && <TranslationNote lang={lang} path={pagePath(record)} />}
      <OnThisPage destination={destination} lang={lang} />
      <WhyStudy destination={destination} lang={lang} />
      <AboutStats destination={destination} lang={lang} />
      <BestUniversities destination={destination} lang={lang} />
      <Intakes destination={destination} lang={lang} />
      <AdmissionTips destination={destination} lang={lang} />
      <WhatChanged destination={destination} lang={lang} />
      <UsefulLinks destination={destination} lang={lang} />
      <CostEstimator destination={destination} lang={lang} />
      <FreeCounsellingCta topic={destinationTopic(record)} text={fill(words.destination.cta, names)} lang={lang} />
    </>
  );
}

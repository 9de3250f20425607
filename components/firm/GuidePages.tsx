import type { Metadata } from 'next';
import type { SiteLanguage } from '@/content/languages';
import { fees, feesDocumentIn, protectYourselfDocumentIn } from '@/content/guides';
import { privacyDocumentIn } from '@/content/legal';
import { buildSettings } from '@/lib/settings';
import type { TranslatedPath } from '@/content/languages';
import { dictionary, officerRole } from '@/lib/i18n';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { GrievanceOfficer } from '@/components/legal/GrievanceOfficer';
import { FeeTable } from './FeeTable';

/**
 * The pages a family checks the firm by, in English or a translation: same sections, links and figures.
 */
const guides = {
  fees: (lang: SiteLanguage) => feesDocumentIn(dictionary(lang).fees),
  protect: (lang: SiteLanguage) => protectYourselfDocumentIn(dictionary(lang).protect),
  privacy: (lang: SiteLanguage) =>
    privacyDocumentIn(dictionary(lang).privacy, buildSettings, officerRole(lang)),
};
export type Guide = keyof typeof guides;

export function guideMetadata(guide: Guide, lang: SiteLanguage): Metadata {
  const doc = guides[guide](lang);
  return pageMetadata({ title: doc.title, description: doc.metaDescription, path: doc.path, lang });
}

/** What each page draws within a section of its own: the fee table, the Grievance Officer at a glance. */
const inserts: Record<Guide, (lang: SiteLanguage) => Record<string, React.ReactNode>> = {
  fees: (lang) => ({ charges: <FeeTable fees={fees} lang={lang} /> }),
  protect: () => ({}),
  privacy: (lang) => ({ complaints: <GrievanceOfficer lang={lang} /> }),
};

export function GuidePage({ guide, lang }: { guide: Guide; lang: SiteLanguage }) {
  const doc = guides[guide](lang);
  return (
    <LegalPage
      doc={doc}
      lang={lang}
      inserts={inserts[guide](lang)}
      note={lang !== 'en' && <TranslationNote lang={lang} path={doc.path as TranslatedPath} />}
    />
  );
}

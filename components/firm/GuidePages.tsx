import type { Metadata } from 'next';
import type { SiteLanguage } from '@/content/languages';
import { fees, feesDocumentIn, protectYourselfDocumentIn } from '@/content/guides';
import { dictionary } from '@/lib/i18n';
import { pageMetadata } from '@/components/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { FeeTable } from './FeeTable';

/** The two guides a family checks the firm by, in English or a translation: same sections, links and figures. */
const guides = {
  fees: (lang: SiteLanguage) => feesDocumentIn(dictionary(lang).fees),
  protect: (lang: SiteLanguage) => protectYourselfDocumentIn(dictionary(lang).protect),
};
export type Guide = keyof typeof guides;

export function guideMetadata(guide: Guide, lang: SiteLanguage): Metadata {
  const doc = guides[guide](lang);
  return pageMetadata({ title: doc.title, description: doc.metaDescription, path: doc.path, lang });
}

export function GuidePage({ guide, lang }: { guide: Guide; lang: SiteLanguage }) {
  const doc = guides[guide](lang);
  return (
    <LegalPage
      doc={doc}
      lang={lang}
      inserts={guide === 'fees' ? { charges: <FeeTable fees={fees} lang={lang} /> } : {}}
      note={lang !== 'en' && <TranslationNote lang={lang} path={guide === 'fees' ? '/fees-and-refunds' : '/protect-yourself'} />}
    />
  );
}

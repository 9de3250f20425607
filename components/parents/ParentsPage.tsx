import type { Metadata } from 'next';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import { pageMetadata } from '@/components/seo/metadata';
import { PageBanner } from '@/components/ui/PageBanner';
import { FreeCounsellingCta } from '@/components/ui/CtaBanner';
import { TranslationNote } from '@/components/languages/TranslationNote';
import { ForParents } from './ForParents';

export const parentsMetadata = (lang: SiteLanguage): Metadata => {
  const { parents } = dictionary(lang);
  return pageMetadata({ title: parents.metaTitle, description: parents.metaDescription, path: '/parents', lang });
};

/** /parents and each translation's: the first call's questions, for the parents who decide and pay. */
export function ParentsPage({ lang }: { lang: SiteLanguage }) {
  const { parents } = dictionary(lang);
  return (
    <>
      <PageBanner title={parents.title} lead={parents.intro} trail={[{ name: parents.title, path: localPath(lang, '/parents') }]} lang={lang} />
      {lang !== 'en' && <TranslationNote lang={lang} path="/parents" />}
      <ForParents lang={lang} />
      <FreeCounsellingCta topic="free-counselling" text={parents.ctaText} lang={lang} />
    </>
  );
}

import Link from 'next/link';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, linkIn } from '@/lib/i18n';

/**
 * A link to a site page from a page in `lang`: to its translation when it has one, else to the
 * English page, saying so ("(English)" in the reader's language) and marked `hreflang="en"`.
 */
export function LocalLink({ lang, href, className, children }: { lang: SiteLanguage; href: string; className?: string; children: React.ReactNode }) {
  const target = linkIn(lang, href);
  return (
    <Link href={target.href} className={className} {...(target.english ? { hrefLang: 'en' } : {})}>
      {children}
      {target.english && ` ${dictionary(lang).common.english}`}
    </Link>
  );
}

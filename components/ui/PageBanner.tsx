import type { Route } from 'next';
import { Link } from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';
import styles from './PageBanner.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

interface Crumb {
  name: string;
  path: Route;
}

interface PageBannerProps {
  /** The page's one <h1>. */
  title: string;
  /** An id for the <h1>, for what it names (a news story's <article>). */
  titleId?: string;
  lead?: string;
  /** Trail after Home, ending with this page. */
  trail: Crumb[];
  /** Extra content under the lead (a counter, a badge, actions). */
  children?: React.ReactNode;
  /** The page's language: its home and the breadcrumb's name in it. */
  lang?: SiteLanguage;
}

/** Inner-page banner: breadcrumb (visible and as BreadcrumbList JSON-LD), heading and lead. */
export function PageBanner({ title, titleId, lead, trail, children, lang = 'en' }: PageBannerProps) {
  const { common } = dictionary(lang);
  const crumbs: Crumb[] = [{ name: common.home, path: localPath(lang, '/') }, ...trail];
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <nav aria-label={common.breadcrumb}>
          <ol className={styles.crumbs}>
            {crumbs.map((crumb, i) => (
              <li key={crumb.path}>
                {i === crumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link href={crumb.path}>{crumb.name}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 id={titleId} className={styles.title}>{keepHyphens(title)}</h1>
        {lead && <p className={styles.lead}>{keepHyphens(lead)}</p>}
        {children}
      </div>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </div>
  );
}

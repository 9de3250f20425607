import { Link } from '@/components/ui/Link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { footerGroups, legalLinks } from '@/content/navigation';
import { postalAddress, site, type SocialNetwork } from '@/content/site';
import { Logo } from '@/components/ui/Logo';
import { SocialIcon } from '@/components/ui/SocialIcon';
import { BackToTop } from './BackToTop';
import styles from './Footer.module.css';
import { phoneText, slugify } from '@/lib/format';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { LinkList } from '@/components/ui/LinkList';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, englishIn, fill, localGroups, localLink } from '@/lib/i18n';
import { localPath } from '@/lib/languagePaths';

const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** Rendered at build time: the year is the build's, so each yearly rebuild keeps it current. */
const currentYear = new Date().getFullYear();

export function Footer({ lang }: { lang: SiteLanguage }) {
  const { shell } = dictionary(lang);
  const groups = localGroups(lang, footerGroups);
  const legal = legalLinks.map((link) => localLink(lang, link));
  const years = currentYear > site.copyrightStartYear ? `${site.copyrightStartYear}–${currentYear}` : `${site.copyrightStartYear}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link href={localPath(lang, '/')} className={styles.brand} aria-label={fill(shell.brandHome, { name: site.name })}>
            <Logo inverse />
          </Link>
          <p className={styles.blurb}>{lang === 'en' ? site.description : shell.blurb}</p>
          <ul className={styles.contact}>
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <a href={site.phone.href}>{phoneText(site.phone.display)}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" size={18} />
              <address {...englishIn(lang)}>{postalAddress}</address>
            </li>
          </ul>
          <ul className={styles.social} aria-label={shell.followUs}>
            {(Object.keys(site.social) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a href={site.social[network]} className={styles.socialLink} rel="noopener" target="_blank">
                  <SocialIcon network={network} />
                  <span className="visually-hidden">
                    {`${socialLabels[network]} ${shell.newTab}`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {groups.map((group, i) => (
          <nav key={group.title} aria-labelledby={`footer-${slugify(footerGroups[i]!.title)}`} className={styles.group}>
            <h2 id={`footer-${slugify(footerGroups[i]!.title)}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <LinkList links={group.links} className={styles.links} />
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <div className={styles.company}>
            <p>
              © {years} <span {...englishIn(lang)}>{site.name}</span>{`. ${shell.rights}`}
            </p>
            <p>
              <SampleLabel sample={site.company.sample} className={styles.sample} lang={lang} />{' '}
              <span {...englishIn(lang)}>{site.company.legalName}</span> · CIN {site.company.cin} · GSTIN {site.company.gstin} ·{' '}
              {`${shell.registeredOffice}: `}
              <span {...englishIn(lang)}>{postalAddress}</span>
            </p>
          </div>
          <nav aria-label={shell.legal}>
            <LinkList links={legal} className={styles.legal} />
          </nav>
        </div>
      </div>
      <BackToTop {...(lang === 'en' ? {} : { label: shell.backToTop })} />
    </footer>
  );
}

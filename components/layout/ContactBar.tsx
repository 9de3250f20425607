import { MessageCircle, Phone } from 'lucide-react';
import { site, whatsappHref } from '@/content/site';
import { phoneText } from '@/lib/format';
import type { SiteLanguage } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import styles from './ContactBar.module.css';

/**
 * On phones, WhatsApp and Call stay one tap away: a slim bar fixed to the bottom, with the
 * same links as the contact page. It never covers what it sits over for good: a spacer of its height
 * ends the page, the back-to-top button docks at its right end, focus scrolls clear of it (globals.css), and
 * it steps aside while a form field has focus (the keyboard is open). Server-rendered, no script.
 */
export function ContactBar({ lang }: { lang: SiteLanguage }) {
  const { shell } = dictionary(lang);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={shell.quickContact}>
        <a href={whatsappHref()} className={styles.link}>
          <MessageCircle aria-hidden="true" size={20} />
          {shell.whatsapp}
        </a>
        <a href={site.phone.href} className={styles.link}>
          <Phone aria-hidden="true" size={20} />
          {/* A telephone link's words do not wrap apart (in any language). */}
          {phoneText(shell.call)}
          <span className="visually-hidden"> {phoneText(site.phone.display)}</span>
        </a>
      </nav>
    </>
  );
}

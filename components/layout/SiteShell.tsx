import type { SiteLanguage } from '@/content/languages';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { ContactBar } from './ContactBar';

/** The shared frame of every page, the 404 page included (spec §2), in the page's language. */
export function SiteShell({ lang, children }: { lang: SiteLanguage; children: React.ReactNode }) {
  return (
    <>
      <TopBar lang={lang} />
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
      <ContactBar lang={lang} />
    </>
  );
}

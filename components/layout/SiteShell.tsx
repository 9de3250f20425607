import { TopBar } from './TopBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { ContactBar } from './ContactBar';

/** The shared frame of every page, the 404 page included (spec §2). Rendered by the root layout. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactBar />
    </>
  );
}

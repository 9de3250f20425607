import localFont from 'next/font/local';
import { checkSiteDetails } from '@/content/siteCheck';
import { languages, type SiteLanguage } from '@/content/languages';
import { SkipLink } from '@/components/layout/SkipLink';
import { SiteShell } from '@/components/layout/SiteShell';
import { HydrationSignal } from '@/components/layout/HydrationSignal';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/lib/seo';
import { holdEarlySubmitScript, rememberLandingUtmScript } from '@/lib/lead';
import { earlyControlsScript } from '@/components/behaviour/earlyControls';
import { bookingCampaignScript, bookingUrl } from '@/lib/booking';
import '@/app/tokens.css';
import '@/app/globals.css';

// Self-hosted variable Inter (latin): preloaded, swapped in, with a metric-matched Arial fallback
// so the swap does not shift the layout. The file is cut by scripts/font-subset.mjs (`npm run font`)
// to what the site uses (weights 400–800, the characters its texts write, kerning and tabular
// figures), so that it arrives within a new connection's first round trip on a slow phone (the
// budget is held by e2e/out/build.test.mjs). Indic scripts are drawn by the system's own fonts
// (globals.css, [lang] font stacks): no page downloads an Indic font.
const inter = localFont({
  src: '../../app/fonts/InterVariable-latin.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  preload: true,
});

const noScriptCss = [
  '[data-nojs-show][hidden]{display:block!important}',
  '[data-nojs-hide]{display:none!important}',
  '[data-nojs-stack]{gap:1rem}',
  // A block that shares a grid row with a script-only form takes the whole row when the form is hidden.
  '[data-nojs-wide]{grid-column:1/-1!important}',
  '[data-nojs-card]{grid-area:auto!important;clip-path:none!important;visibility:visible!important}',
  '[data-nav-item]:hover>[data-nav-menu][hidden],[data-nav-item]:focus-within>[data-nav-menu][hidden]{display:grid!important}',
].join('');

/**
 * The whole document of a page in one language: `<html lang>`, the early scripts, the site frame.
 * Drawn by each root layout (English at app/(site), each translation at app/[lang]) and by the 404
 * page, so the language of a page is in its first byte and a link between languages loads a new
 * document.
 */
export function Document({ lang, children }: { lang: SiteLanguage; children: React.ReactNode }) {
  checkSiteDetails();
  return (
    <html lang={languages[lang].locale} className={inter.variable}>
      {/* eslint-disable-next-line @next/next/no-head-element -- this is the root layouts' document (app/(site), app/[lang]), where <head> belongs */}
      <head>
        {/* The campaign of the page a visit lands on, kept for the lead (lib/lead.ts): inline, so it is
            stored while the page is parsed, even if the visitor moves on before the scripts run. */}
        <script dangerouslySetInnerHTML={{ __html: rememberLandingUtmScript }} />
        {/* A Send tapped while the page's scripts are still on their way is held, never a reload that
            loses the visitor's words; the form's script sends it when it runs (lib/lead.ts). */}
        <script dangerouslySetInnerHTML={{ __html: holdEarlySubmitScript }} />
        {/* Menus, the drawer, accordions and tabs answer taps from the first paint, before the scripts
            run (components/behaviour/earlyControls.ts); the islands take their state over as they hydrate. */}
        <script dangerouslySetInnerHTML={{ __html: earlyControlsScript }} />
        {/* With a booking page set, its links carry the visit's campaign from the first tap (lib/booking.ts). */}
        {bookingUrl && <script dangerouslySetInnerHTML={{ __html: bookingCampaignScript }} />}
        {/* Without scripts: tab panels and accordion answers stay readable, the rotating card shows every
            card, the header's dropdowns open on hover and keyboard focus, and controls that need a script
            step aside (the mobile Menu button gives way to a <details> menu). In the head: a <style> is
            allowed in a <noscript> there, not in the body. */}
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body>
        <SkipLink lang={lang} />
        <SiteShell lang={lang}>{children}</SiteShell>
        <JsonLd data={organizationJsonLd()} />
        <HydrationSignal />
      </body>
    </html>
  );
}

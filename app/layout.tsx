import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { site } from '@/content/site';
import { checkSiteDetails } from '@/content/siteCheck';
import { SkipLink } from '@/components/layout/SkipLink';
import { SiteShell } from '@/components/layout/SiteShell';
import { HydrationSignal } from '@/components/layout/HydrationSignal';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/lib/seo';
import { holdEarlySubmitScript, rememberLandingUtmScript } from '@/lib/lead';
import { earlyControlsScript } from '@/components/behaviour/earlyControls';
import { bookingCampaignScript, bookingUrl } from '@/lib/booking';
import './tokens.css';
import './globals.css';

// Self-hosted variable Inter (latin): preloaded, swapped in, with a metric-matched Arial fallback
// so the swap does not shift the layout. The file is cut by scripts/font-subset.mjs (`npm run font`)
// to what the site uses (weights 400–800, the characters its texts write, kerning and tabular
// figures), so that it arrives within a new connection's first round trip on a slow phone (the
// budget is held by e2e/out/build.test.mjs).
const inter = localFont({
  src: './fonts/InterVariable-latin.woff2',
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

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  // Real files, so search engines, home screens and feed readers can fetch them: favicon.ico (also what
  // anything asks for unprompted), the logo mark as SVG, and iOS's 180 px home-screen icon (the two
  // bitmaps drawn from the SVG by `npm run icons`). Chromium fetches the one icon it shows (the SVG)
  // only after the page's load event, so it does not compete with the first paint.
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
  },
};

export const viewport: Viewport = {
  themeColor: '#0b3a75',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  checkSiteDetails();
  return (
    <html lang="en" className={inter.variable}>
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
        <SkipLink />
        {/* The frame lives here, not in a route-group layout, because Next serializes the root
            not-found UI into every page's flight data: a not-found page that brought its own frame
            put the top bar, header and footer into each page's payload twice (about 20 KB). */}
        <SiteShell>{children}</SiteShell>
        <JsonLd data={organizationJsonLd()} />
        <HydrationSignal />
      </body>
    </html>
  );
}

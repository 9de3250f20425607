'use client';

import type { Route } from 'next';
import { useCallback, useId, useState } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import { fromHtml } from '@/components/behaviour/earlyControls';
import type { Menu } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { isNavMenu, type NavItem } from '@/content/types';
import { Dialog, DialogHead } from '@/components/ui/Dialog';
import { buttonClass } from '@/components/ui/Button';
import { BookingLink } from '@/components/ui/BookingLink';
import { NavMenu } from './NavMenu';
import styles from './MobileDrawer.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type MobileDrawerIcons = typeof Menu;

/** Its English words, the defaults (content/i18n/en.json `shell` holds the same for translators: components/layout/islandWords.test.ts). */
export const englishWords = { menu: 'Menu', closeMenu: 'Close menu', mainMenu: 'Main menu', bookAppointment: 'Book Appointment' };

interface MobileDrawerProps {
  items: NavItem[];
  appointmentHref: Route;
  /** The language switcher, under the menu (without scripts, the header's own works at every width). */
  languages: React.ReactNode;
  /** Its words on a translated page (English by default). */
  words?: typeof englishWords;
}

/** Below 1024 px: a Menu button opens the same navigation in a slide-in modal drawer. */
export function MobileDrawer({ items, appointmentHref, languages, words = englishWords }: MobileDrawerProps) {
  const id = useId();
  const hydrated = useHydrated();
  // A drawer the visitor opened before the scripts ran (the page's early script) stays open.
  const [open, setOpen] = useState(() =>
    fromHtml(hydrated, () => document.querySelector<HTMLDialogElement>(`dialog[id="${id}-drawer"]`)?.open, false),
  );
  // Each opening shows the menus closed: the navigation inside stays in the HTML (so the early
  // script can open the drawer), and starts afresh each time the drawer opens.
  const [opening, setOpening] = useState(0);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.menuButton}
        data-nojs-hide=""
        aria-expanded={open}
        aria-controls={`${id}-drawer`}
        data-early="dialog"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        <SpriteIcon name="menu" size={22} />
        {words.menu}
      </button>
      {/* Without JavaScript the dialog cannot open: a native disclosure lists every link instead. */}
      <noscript>
        <details className={styles.noScriptMenu}>
          <summary className={styles.menuButton}>
            <SpriteIcon name="menu" size={22} />
            {words.menu}
          </summary>
          {/* Each of the three forms of the main navigation (the bar, this list, the drawer) has a name of
              its own, though only one is ever shown: the bar on wide screens, the drawer with scripts,
              this list without. */}
          <nav aria-label={words.mainMenu} className={styles.noScriptPanel}>
            <NoScriptLinks items={items} />
          </nav>
        </details>
      </noscript>
      <Dialog id={`${id}-drawer`} open={open} onClose={close} labelledBy={`${id}-title`} variant="drawer" keepMounted>
        <DialogHead id={`${id}-title`} title={words.menu} closeLabel={words.closeMenu} onClose={close} />
        <NavMenu key={opening} items={items} variant="drawer" label={words.menu} onNavigate={close} />
        <BookingLink fallback={appointmentHref} className={buttonClass('primary', 'lg', styles.cta)} onClick={close}>
          {words.bookAppointment}
        </BookingLink>
        {languages}
      </Dialog>
    </div>
  );
}

/** Every header link as nested plain lists, menus' overview pages included. */
function NoScriptLinks({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item) =>
        isNavMenu(item) ? (
          <li key={item.title}>
            <span className={styles.noScriptGroup}>{item.title}</span>
            <ul>
              {item.overview && (
                <li>
                  <a href={item.overview.href}>{item.overview.title}</a>
                </li>
              )}
              {item.subLinks.map((sub) =>
                isNavMenu(sub) ? (
                  <li key={sub.title}>
                    <span className={styles.noScriptGroup}>{sub.title}</span>
                    <NoScriptLinks items={sub.subLinks} />
                  </li>
                ) : (
                  <li key={sub.href}>
                    <a href={sub.href}>{sub.title}</a>
                  </li>
                ),
              )}
            </ul>
          </li>
        ) : (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
          </li>
        ),
      )}
    </ul>
  );
}

'use client';

import type { Route } from 'next';
import { useCallback, useId, useState } from 'react';
import { Link } from '@/components/ui/Link';
import { Menu } from 'lucide-react';
import { isNavMenu, type NavItem } from '@/content/types';
import { Dialog, DialogHead } from '@/components/ui/Dialog';
import { buttonClass } from '@/components/ui/Button';
import { NavMenu } from './NavMenu';
import styles from './MobileDrawer.module.css';

/** Below 1024 px: a Menu button opens the same navigation in a slide-in modal drawer. */
export function MobileDrawer({ items, appointmentHref }: { items: NavItem[]; appointmentHref: Route }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.menuButton}
        data-nojs-hide=""
        aria-expanded={open}
        aria-controls={`${id}-drawer`}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={22} />
        Menu
      </button>
      {/* Without JavaScript the dialog cannot open: a native disclosure lists every link instead. */}
      <noscript>
        <details className={styles.noScriptMenu}>
          <summary className={styles.menuButton}>
            <Menu aria-hidden="true" size={22} />
            Menu
          </summary>
          <nav aria-label="Main" className={styles.noScriptPanel}>
            <NoScriptLinks items={items} />
          </nav>
        </details>
      </noscript>
      <Dialog id={`${id}-drawer`} open={open} onClose={close} labelledBy={`${id}-title`} variant="drawer">
        <DialogHead id={`${id}-title`} title="Menu" closeLabel="Close menu" onClose={close} />
        <NavMenu items={items} variant="drawer" label="Main" onNavigate={close} />
        <Link href={appointmentHref} className={buttonClass('primary', 'lg', styles.cta)} onClick={close}>
          Book Appointment
        </Link>
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

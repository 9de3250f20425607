'use client';

import { useCallback, useId, useState } from 'react';
import { Link } from '@/components/ui/Link';
import { Menu, X } from 'lucide-react';
import type { NavItem } from '@/content/types';
import { Dialog } from '@/components/ui/Dialog';
import { buttonClass } from '@/components/ui/Button';
import { NavMenu } from './NavMenu';
import styles from './MobileDrawer.module.css';

/** Below 1024 px: a Menu button opens the same navigation in a slide-in modal drawer. */
export function MobileDrawer({ items, appointmentHref }: { items: NavItem[]; appointmentHref: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={`${id}-drawer`}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={22} />
        Menu
      </button>
      <Dialog id={`${id}-drawer`} open={open} onClose={close} labelledBy={`${id}-title`} variant="drawer">
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            Menu
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            <X aria-hidden="true" size={22} />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <NavMenu items={items} variant="drawer" label="Main" onNavigate={close} />
        <Link href={appointmentHref} className={buttonClass('primary', 'lg', styles.cta)} onClick={close}>
          Book Appointment
        </Link>
      </Dialog>
    </div>
  );
}

'use client';

import { useEffect, useId, useReducer, useRef } from 'react';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { isNavMenu, type NavItem, type NavLink } from '@/content/types';
import { closedNav, navReducer } from './navState';
import styles from './NavMenu.module.css';

interface NavMenuProps {
  items: NavItem[];
  /** "bar": desktop flyouts; "drawer": stacked disclosures inside the mobile drawer. */
  variant: 'bar' | 'drawer';
  label: string;
  /** Called when a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** Disclosure navigation (WAI-ARIA APG): buttons with aria-expanded control plain lists of links. */
export function NavMenu({ items, variant, label, onNavigate }: NavMenuProps) {
  const [state, dispatch] = useReducer(navReducer, closedNav);
  const rootRef = useRef<HTMLElement>(null);
  const idBase = useId();
  const pathname = usePathname();

  // Outside click closes all (the bar only: the drawer has its own overlay).
  useEffect(() => {
    if (variant !== 'bar' || state.open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'closeAll' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [variant, state.open]);

  // A route change closes any open menu.
  useEffect(() => dispatch({ type: 'closeAll' }), [pathname]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || state.open === null) return;
    // Escape closes the innermost open menu and returns focus to its trigger.
    const menu = items[state.open];
    const triggerId = state.sub ? `${idBase}-${state.open}-sub-trigger` : `${idBase}-${state.open}-trigger`;
    if (menu && isNavMenu(menu)) {
      // Handled here: keep the drawer's dialog (which also closes on Escape) open.
      event.preventDefault();
      event.stopPropagation();
      dispatch(state.sub ? { type: 'closeSub' } : { type: 'closeAll' });
      document.getElementById(triggerId)?.focus();
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    // Focus leaving the bar entirely closes its menus, so no flyout hangs over the page.
    if (variant === 'bar' && !rootRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'closeAll' });
  };

  const isCurrent = (href: string) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`));

  const renderLink = (link: NavLink, className: string | undefined) => (
    <Link
      href={link.href}
      className={className}
      aria-current={pathname === link.href ? 'page' : undefined}
      onClick={() => {
        dispatch({ type: 'closeAll' });
        onNavigate?.();
      }}
    >
      {link.title}
    </Link>
  );

  return (
    <nav
      ref={rootRef}
      aria-label={label}
      className={clsx(styles.nav, styles[variant])}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className={styles.topList}>
        {items.map((item, index) => {
          if (!isNavMenu(item)) {
            return (
              <li key={item.href} className={styles.topItem}>
                {renderLink(item, clsx(styles.topLink, isCurrent(item.href) && styles.current))}
              </li>
            );
          }
          const open = state.open === index;
          const menuId = `${idBase}-${index}-menu`;
          const active = item.subLinks.some((sub) => !isNavMenu(sub) && isCurrent(sub.href));
          return (
            <li key={item.title} className={styles.topItem} data-nav-item="">
              <button
                type="button"
                id={`${idBase}-${index}-trigger`}
                className={clsx(styles.trigger, active && styles.current)}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => dispatch({ type: 'toggle', index })}
              >
                {item.title}
                <ChevronDown aria-hidden="true" className={styles.chevron} size={18} />
              </button>
              <ul id={menuId} className={styles.menu} hidden={!open} data-nav-menu="">
                {item.overview && <li>{renderLink(item.overview, clsx(styles.menuLink, styles.overview))}</li>}
                {item.subLinks.map((sub) => {
                  if (!isNavMenu(sub)) return <li key={sub.href}>{renderLink(sub, styles.menuLink)}</li>;
                  const subOpen = open && state.sub === sub.title;
                  const subId = `${idBase}-${index}-sub`;
                  return (
                    <li key={sub.title} className={styles.subItem} data-nav-item="">
                      <button
                        type="button"
                        id={`${subId}-trigger`}
                        className={clsx(styles.menuLink, styles.subTrigger)}
                        aria-expanded={subOpen}
                        aria-controls={subId}
                        onClick={() => dispatch({ type: 'toggleSub', title: sub.title })}
                      >
                        {sub.title}
                        <ChevronDown aria-hidden="true" className={styles.chevron} size={16} />
                      </button>
                      <ul id={subId} className={styles.subMenu} hidden={!subOpen} data-nav-menu="">
                        {sub.subLinks.map(
                          (leaf) => !isNavMenu(leaf) && <li key={leaf.href}>{renderLink(leaf, styles.menuLink)}</li>,
                        )}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

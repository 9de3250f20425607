'use client';

import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
// Named for the sprite (SpriteIcon): lucide's own component would put its drawing code in every page's script.
import type { ChevronDown } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import clsx from 'clsx';
import { isNavMenu, type NavItem, type NavLink } from '@/content/types';
import { useHydrated } from '@/components/hooks/useHydrated';
import { fromHtml } from '@/components/behaviour/earlyControls';
import { closedNav, navReducer, type NavState } from './navState';
import styles from './NavMenu.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type NavMenuIcons = typeof ChevronDown;

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
  const idBase = useId();
  const hydrated = useHydrated();
  // A menu the visitor opened before the scripts ran (the page's early script) stays open.
  const [state, dispatch] = useReducer(navReducer, closedNav, (closed) =>
    fromHtml(hydrated, () => openInHtml(items, idBase), closed),
  );
  const rootRef = useRef<HTMLElement>(null);
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

  // A route change closes any open menu (a change, not the first render: that would close a menu
  // opened before hydration).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    dispatch({ type: 'closeAll' });
  }

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

  // A home page (the site's, or a language's: /kn) is current only itself; a section also under it.
  const isCurrent = (href: string) => pathname === href || (!/^\/([a-z]{2})?$/.test(href) && pathname.startsWith(`${href}/`));

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
      // Before hydration the early script runs the same menus; the bar's close on an outside click.
      data-early-group={variant === 'bar' ? 'dismiss' : ''}
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
                data-early="disclosure"
                onClick={() => dispatch({ type: 'toggle', index })}
              >
                {item.title}
                <SpriteIcon name="chevron-down" className={styles.chevron} size={18} />
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
                        data-early="disclosure"
                        onClick={() => dispatch({ type: 'toggleSub', title: sub.title })}
                      >
                        {sub.title}
                        <SpriteIcon name="chevron-down" className={styles.chevron} size={16} />
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

/** Which menu (and submenu) the HTML shows open: opened by the early script before hydration. */
function openInHtml(items: NavItem[], idBase: string): NavState | undefined {
  const expanded = (id: string) => document.getElementById(id)?.getAttribute('aria-expanded') === 'true';
  const open = items.findIndex((item, index) => isNavMenu(item) && expanded(`${idBase}-${index}-trigger`));
  if (open < 0) return undefined;
  const menu = items[open];
  const sub = menu && isNavMenu(menu) ? menu.subLinks.find((link) => isNavMenu(link) && expanded(`${idBase}-${open}-sub-trigger`)) : undefined;
  return { open, sub: sub && isNavMenu(sub) ? sub.title : null };
}

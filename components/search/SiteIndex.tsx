import { Link } from '@/components/ui/Link';
import type { NavGroup } from '@/content/types';
import styles from './SiteIndex.module.css';

/** Every page of the site by section, under one heading (the /search page's fallback and overview). */
export function SiteIndex({ id, groups }: { id: string; groups: NavGroup[] }) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        Every Page
      </h2>
      <div className={styles.groups}>
        {groups.map((group, i) => (
          <section key={group.title} aria-labelledby={`${id}-${i}`}>
            <h3 id={`${id}-${i}`} className={styles.title}>
              {group.title}
            </h3>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

import type { NavGroup } from '@/content/types';
import { slugify } from '@/lib/format';
import { LinkList } from '@/components/ui/LinkList';
import styles from './SiteIndex.module.css';

/** More links than this and a group gets the whole row. */
const longGroup = 12;

/** Every page of the site by section, under one heading (the /search page's fallback and overview). */
export function SiteIndex({ id, groups }: { id: string; groups: NavGroup[] }) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        Every Page
      </h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          // A long group (the news) takes the whole row and runs in columns, not one tall column.
          <section
            key={group.title}
            aria-labelledby={`${id}-${slugify(group.title)}`}
            className={group.links.length > longGroup ? styles.wide : undefined}
          >
            <h3 id={`${id}-${slugify(group.title)}`} className={styles.title}>
              {group.title}
            </h3>
            <LinkList links={group.links} className={styles.links} />
          </section>
        ))}
      </div>
    </>
  );
}

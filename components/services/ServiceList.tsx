import { ArrowRight } from 'lucide-react';
import type { Service } from '@/content/types';
import { servicePath, type ServiceKind } from '@/content/services';
import { Link } from '@/components/ui/Link';
import { Icon } from '@/components/ui/Icon';
import cards from '@/components/ui/LinkCards.module.css';
import styles from './ServiceList.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

/** Services as cards linking to their pages; the heading link covers the whole card. */
export function ServiceList({ items, kind }: { items: Service[]; kind: ServiceKind }) {
  return (
    <ul className={cards.cards}>
      {items.map((service) => (
        <li key={service.slug} className={cards.card}>
          <span className={styles.iconWrap}>
            <Icon name={service.icon} size={26} />
          </span>
          <h3 className={cards.title}>
            <Link href={servicePath(service, kind)} className={cards.link}>
              {keepHyphens(service.title)}
            </Link>
          </h3>
          <p className={cards.summary}>{keepHyphens(service.summary)}</p>
          <span className={cards.more} aria-hidden="true">
            Read more
            <ArrowRight size={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}

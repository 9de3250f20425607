import { ArrowRight } from 'lucide-react';
import { studentTools } from '@/content/tools';
import { Link } from '@/components/ui/Link';
import cards from '@/components/ui/LinkCards.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './ToolList.module.css';

/** Every student tool as a card; the heading link covers the whole card. */
export function ToolList() {
  return (
    <ul className={cards.cards}>
      {studentTools.map((tool) => (
        <li key={tool.href} className={cards.card}>
          <span className={styles.kind}>{tool.kind}</span>
          <h3 className={cards.title}>
            <Link href={tool.href} className={cards.link}>
              {tool.title}
            </Link>
          </h3>
          <p className={cards.summary}>{keepHyphens(tool.summary)}</p>
          <span className={cards.more} aria-hidden="true">
            Open
            <ArrowRight size={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}

import Link from 'next/link';
import type { TextCard } from '@/content/types';
import { keepHyphens } from './keepHyphens';
import styles from './TextCards.module.css';

/** Cards of a heading and a paragraph, two abreast on wider screens (ways to pay, a parent's checks). */
export function TextCards({ cards }: { cards: readonly TextCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p>{keepHyphens(card.text)}</p>
          {card.link && <Link href={card.link.href}>{card.link.title}</Link>}
        </li>
      ))}
    </ul>
  );
}

import { ExternalLink } from 'lucide-react';
import styles from './NewTabLink.module.css';

/**
 * A link to another site that opens in a new tab: the icon says so to the eye, a hidden "(opens in a
 * new tab)" to a screen reader, and the icon stays on the line of the label's last word (a wrapped
 * label never leaves it alone on a line).
 */
export function NewTabLink({
  href,
  children,
  className,
  iconSize = 16,
  newTab = '(opens in a new tab)',
}: {
  href: string;
  children: string;
  className?: string;
  iconSize?: number;
  /** "(opens in a new tab)" in the page's language. */
  newTab?: string;
}) {
  const at = children.lastIndexOf(' ');
  return (
    <a href={href} rel="noopener" target="_blank" className={className}>
      {/* One box for the words and the icon, so a link laid out as a flex box keeps the space between them. */}
      <span>
        {at > 0 && `${children.slice(0, at)} `}
        <span className={styles.keep}>
          {children.slice(at + 1)}
          <ExternalLink aria-hidden="true" focusable="false" size={iconSize} />
        </span>
      </span>
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

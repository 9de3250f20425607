import { Link } from './Link';
import type { NavLink } from '@/content/types';

/** A list of internal links (a footer menu group, the legal line, a group of the site index). */
export function LinkList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}

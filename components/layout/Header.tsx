import { Link } from '@/components/ui/Link';
import { headerNav } from '@/content/navigation';
import { counsellingHref } from '@/content/site';
import { Logo } from '@/components/ui/Logo';
import { LinkButton } from '@/components/ui/Button';
import { NavMenu } from './NavMenu';
import { MobileDrawer } from './MobileDrawer';
import { SiteSearch } from './SiteSearch';
import styles from './Header.module.css';

const appointmentHref = counsellingHref('appointment');

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label="Aspire Overseas Education, home">
          <Logo />
        </Link>
        <div className={styles.desktopNav}>
          <NavMenu items={headerNav} variant="bar" label="Main" />
        </div>
        <SiteSearch />
        <LinkButton href={appointmentHref} size="sm" className={styles.appointment}>
          Book Appointment
        </LinkButton>
        <MobileDrawer items={headerNav} appointmentHref={appointmentHref} />
      </div>
    </header>
  );
}

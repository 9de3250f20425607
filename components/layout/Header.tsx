import { Link } from '@/components/ui/Link';
import { headerNav } from '@/content/navigation';
import { counsellingHref } from '@/content/site';
import { Logo } from '@/components/ui/Logo';
import { buttonClass } from '@/components/ui/Button';
import { BookingLink } from '@/components/ui/BookingLink';
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
        <BookingLink fallback={appointmentHref} className={buttonClass('primary', 'sm', styles.appointment)}>
          Book Appointment
        </BookingLink>
        <MobileDrawer items={headerNav} appointmentHref={appointmentHref} />
      </div>
    </header>
  );
}

import type { Route } from 'next';
import { bookingAttribute, bookingUrl } from '@/lib/booking';
import { Link } from './Link';

/**
 * A "book a meeting" call to action: with NEXT_PUBLIC_BOOKING_URL set, a plain link to the booking
 * page (the head script adds the visit's campaign as the visitor taps it, lib/booking.ts); without
 * it, the link to the counselling form it always was.
 */
export function BookingLink({
  fallback,
  className,
  onClick,
  children,
}: {
  fallback: Route;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  if (!bookingUrl) {
    return (
      <Link href={fallback} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={bookingUrl} {...{ [bookingAttribute]: bookingUrl }} rel="external" className={className} onClick={onClick}>
      {children}
    </a>
  );
}

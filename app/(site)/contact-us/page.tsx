import type { Metadata } from 'next';
import { pageMetadata } from '@/components/seo/metadata';
import { ContactPage } from '@/components/contact/ContactPage';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Book free study-abroad counselling: send us a message, call or visit our head branch in Marathahalli, Bengaluru, or our offices in Hyderabad and London.',
  path: '/contact-us',
});

export default function ContactRoute() {
  return <ContactPage />;
}

import type { NavGroup, NavItem, NavLink } from './types';
import { destinations } from './destinations';
import { services, freeTrainings } from './services';

export const studyAbroadLinks: NavLink[] = destinations.map((d) => ({
  title: d.name === 'Europe' ? 'Study in Europe' : `Study in ${d.name}`,
  href: `/study-abroad/${d.slug}`,
}));

export const freeTrainingLinks: NavLink[] = freeTrainings.map((t) => ({
  title: t.title,
  href: `/services/free-trainings/${t.slug}`,
}));

export const serviceLinks: NavLink[] = services.map((s) => ({ title: s.title, href: `/services/${s.slug}` }));

/** Header navigation in the spec's order, with the two dropdowns (spec §2). */
export const headerNav: NavItem[] = [
  { title: 'Home', href: '/' },
  { title: 'About Us', href: '/about-us' },
  { title: 'Study Abroad', overview: { title: 'All destinations', href: '/study-abroad' }, subLinks: studyAbroadLinks },
  {
    title: 'Our Services',
    overview: { title: 'All services', href: '/services' },
    subLinks: [...serviceLinks, { title: 'Free Trainings', subLinks: freeTrainingLinks }],
  },
  { title: 'FAQ', href: '/faq' },
  { title: 'News', href: '/news' },
  { title: 'Contact Us', href: '/contact-us' },
];

/** Footer groups (spec §2). Test preparation has its own group, so Our Services lists the other six. */
export const footerGroups: NavGroup[] = [
  { title: 'Study Abroad', links: studyAbroadLinks },
  { title: 'Our Services', links: serviceLinks.filter((l) => l.href !== '/services/test-preparation') },
  {
    title: 'Practice Area',
    links: [
      { title: 'Home', href: '/' },
      { title: 'Study Abroad', href: '/study-abroad' },
      { title: 'Test Preps', href: '/test-preps' },
      { title: 'About Us', href: '/about-us' },
      { title: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Test Preps',
    links: [
      { title: 'IELTS', href: '/ielts' },
      { title: 'PTE', href: '/pte' },
      { title: 'TOEFL', href: '/tofel' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { title: 'Disclaimer', href: '/disclaimer' },
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'Terms of Use', href: '/terms-of-use' },
];

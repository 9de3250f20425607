import type { Destination, NavGroup, NavItem, NavLink } from './types';
import { destinationPath, newsArchivePath, servicePagePath, trainingPath } from './paths';
import { destinations, menuLabel } from './destinations';
import { services, freeTrainings } from './services';
import { newsCountries } from './news';
import { toolLinks, toolsLink } from './tools';

/** The Study Abroad menu: one link per destination record. */
export const destinationLinks = (list: readonly Destination[]): NavLink[] =>
  list.map((d) => ({ title: menuLabel(d), href: destinationPath(d.slug) }));

export const studyAbroadLinks = destinationLinks(destinations);

/** The scholarships open to Indian students: in the Study Abroad menu (the footer's group is the spec's six destinations). */
export const scholarshipsLink: NavLink = { title: 'Scholarships', href: '/scholarships' };

/** The destinations side by side: after the six in the menu, and in the footer's Student Tools. */
export const compareLink: NavLink = { title: 'Compare destinations', href: '/study-abroad/compare' };

export const freeTrainingLinks: NavLink[] = freeTrainings.map((t) => ({ title: t.title, href: trainingPath(t.slug) }));

export const serviceLinks: NavLink[] = services.map((s) => ({ title: s.title, href: servicePagePath(s.slug) }));

const testPrepLinks: NavLink[] = [
  { title: 'IELTS', href: '/ielts' },
  { title: 'PTE', href: '/pte' },
  { title: 'TOEFL', href: '/tofel' },
];

/** Header navigation in the spec's order, with the two dropdowns (spec §2). */
export const headerNav: NavItem[] = [
  { title: 'Home', href: '/' },
  { title: 'About Us', href: '/about-us' },
  { title: 'Study Abroad', overview: { title: 'All destinations', href: '/study-abroad' }, subLinks: [...studyAbroadLinks, compareLink, scholarshipsLink, toolsLink] },
  {
    title: 'Our Services',
    overview: { title: 'All services', href: '/services' },
    subLinks: [...serviceLinks, { title: 'Free Trainings', subLinks: freeTrainingLinks }],
  },
  { title: 'FAQ', href: '/faq' },
  { title: 'News', href: '/news' },
  { title: 'Contact Us', href: '/contact-us' },
];

/** The family page: in the site index, and in a translation's header right after Home. */
export const forParentsLink: NavLink = { title: 'For Parents', href: '/parents' };

/** A translation's header: its family page after Home, since it is the page those readers came for. */
export const translatedHeaderNav: NavItem[] = [headerNav[0]!, forParentsLink, ...headerNav.slice(1)];

/** Footer groups (spec §2). Test preparation has its own group, so Our Services lists the other six. */
export const footerGroups: NavGroup[] = [
  { title: 'Study Abroad', links: studyAbroadLinks },
  { title: 'Our Services', links: serviceLinks.filter((l) => l.href !== servicePagePath('test-preparation')) },
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
  { title: 'Test Preps', links: testPrepLinks },
  // Beyond the spec's four groups: the free tools built on the site's own figures.
  { title: 'Student Tools', links: toolLinks },
];

export const legalLinks: NavLink[] = [
  { title: 'Fees and Refunds', href: '/fees-and-refunds' },
  { title: 'Protect Yourself', href: '/protect-yourself' },
  { title: 'Disclaimer', href: '/disclaimer' },
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'Terms of Use', href: '/terms-of-use' },
];

/**
 * Every page, by section: the /search page lists it under the results, and it is the whole of search
 * without JavaScript (Pagefind runs in the browser).
 */
export const siteIndex: NavGroup[] = [
  { title: 'Study Abroad', links: [{ title: 'All destinations', href: '/study-abroad' }, ...studyAbroadLinks, compareLink, scholarshipsLink] },
  { title: 'Our Services', links: [{ title: 'All services', href: '/services' }, ...serviceLinks, ...freeTrainingLinks] },
  {
    title: 'Test Preps',
    links: [{ title: 'All test preparation', href: '/test-preps' }, ...testPrepLinks],
  },
  {
    title: 'About the Firm',
    links: [
      { title: 'Home', href: '/' },
      { title: 'About Us', href: '/about-us' },
      { title: 'Our Counsellors', href: '/about-us/team' },
      forParentsLink,
      { title: 'Courses', href: '/courses' },
      { title: 'FAQ', href: '/faq' },
      { title: 'Contact Us', href: '/contact-us' },
      { title: 'Partner Universities', href: '/partner-universities' },
      ...legalLinks,
    ],
  },
  { title: 'Student Tools', links: toolLinks },
  // The countries' archives rather than every article, so this list keeps its length as news grows.
  {
    title: 'News',
    links: [{ title: 'All news', href: '/news' }, ...newsCountries.map(({ id, label }) => ({ title: `${label} news`, href: newsArchivePath(id) }))],
  },
];

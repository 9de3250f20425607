import { footerGroups, headerNav, legalLinks } from './navigation';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes, fixedRoutes, unlistedRoutes } from './routes';
import { isNavMenu, type NavItem } from './types';
import { howWeWorkSteps } from './process';
import { newsCountries, newsItems } from './news';
import { newsArchivePath } from './paths';

function hrefs(items: NavItem[]): string[] {
  return items.flatMap((item) => (isNavMenu(item) ? [...(item.overview ? [item.overview.href] : []), ...hrefs(item.subLinks)] : [item.href]));
}

describe('routes', () => {
  const routes = new Set(allRoutes());

  it('are unique', () => {
    expect(allRoutes().length).toBe(routes.size);
  });

  it('include every link of the header, the footer and the legal line', () => {
    const links = [...hrefs(headerNav), ...footerGroups.flatMap((g) => g.links.map((l) => l.href)), ...legalLinks.map((l) => l.href)];
    // A link to a part of a page (/ielts#ielts-calculator) needs the page.
    expect(links.filter((href) => !routes.has(new URL(href, 'https://x').pathname))).toEqual([]);
  });

  it('include every news link and the targets of the process buttons', () => {
    expect(newsItems.map((n) => n.link).filter((href) => !routes.has(href))).toEqual([]);
    expect(newsCountries.map(({ id }) => newsArchivePath(id)).filter((href) => !routes.has(href))).toEqual([]);
    const targets = howWeWorkSteps.map((s) => new URL(s.actionButton!.href, 'https://x').pathname);
    expect(targets.filter((path) => !routes.has(path))).toEqual([]);
  });

  it('keep the spec header and footer structure', () => {
    expect(headerNav.map((i) => i.title)).toEqual(['Home', 'About Us', 'Study Abroad', 'Our Services', 'FAQ', 'News', 'Contact Us']);
    const services = headerNav.find((i) => i.title === 'Our Services');
    expect(services && isNavMenu(services) ? hrefs(services.subLinks) : []).toEqual([
      '/services/career-counselling',
      '/services/test-preparation',
      '/services/application-process',
      '/services/loan-assistance',
      '/services/mock-interviews',
      '/services/visa-guidance',
      '/services/pre-departure-orientation',
      '/services/free-trainings/ielts',
      '/services/free-trainings/pte',
      '/services/free-trainings/toefl',
    ]);
    expect(footerGroups.map((g) => [g.title, g.links.length])).toEqual([
      ['Study Abroad', 6],
      ['Our Services', 6],
      ['Practice Area', 5],
      ['Test Preps', 3],
      ['Student Tools', 8],
    ]);
    const studyAbroad = headerNav.find((i) => i.title === 'Study Abroad');
    expect(studyAbroad && isNavMenu(studyAbroad) ? hrefs(studyAbroad.subLinks) : []).toEqual([
      '/study-abroad/usa',
      '/study-abroad/uk',
      '/study-abroad/canada',
      '/study-abroad/australia',
      '/study-abroad/europe',
      '/study-abroad/new-zealand',
      '/study-abroad/compare',
      '/scholarships',
      '/tools',
    ]);
  });
});

describe('the route list and the app/ folders', () => {
  /** Every page folder under app/ as a route pattern: "/news/[country]/[n]"; route groups like (site) drop out. */
  function pagePatterns(dir = join(process.cwd(), 'app'), route = ''): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name === 'page.tsx' ? [route || '/'] : [];
      if (!entry.isDirectory()) return [];
      const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
      return pagePatterns(join(dir, entry.name), route + segment);
    });
  }
  const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/]+')}$`);

  it('are the same pages: every folder has routes, every route has its folder', () => {
    const patterns = pagePatterns();
    const fixed = patterns.filter((p) => !p.includes('['));
    // A content page may have a folder of its own (the IELTS training, for its calculator).
    const own = fixed.filter((p) => allRoutes().includes(p) && !(fixedRoutes as readonly string[]).includes(p));
    expect([...fixed].sort()).toEqual([...fixedRoutes, ...unlistedRoutes, ...own].sort());
    expect(own).toEqual(['/services/free-trainings/ielts']);
    // Each translation's 404 page (/kn/404) is built but is not a page of the route list: the server
    // sends it for an address under the language that is not one (e2e/hosts.spec.ts).
    const dynamic = patterns.filter((p) => p.includes('[') && p !== '/[lang]/404');
    expect(patterns).toContain('/[lang]/404');
    for (const pattern of dynamic) expect(allRoutes().filter((r) => matcher(pattern).test(r)).length).toBeGreaterThan(0);
    const generated = allRoutes().filter((r) => !fixed.includes(r));
    expect(generated.filter((r) => !dynamic.some((p) => matcher(p).test(r)))).toEqual([]);
  });
});

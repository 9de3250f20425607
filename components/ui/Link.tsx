import NextLink from 'next/link';

/**
 * The site's internal link: client-side navigation without automatic prefetching. Next prefetches
 * every link that scrolls into view: dozens of requests on the home page for a visitor who only
 * scrolls (e2e/budgets.spec.ts checks that scrolling fetches no route) — costly on the mobile data most of our visitors use, and work on the
 * main thread while the page is still settling. Pages here are small static files, so fetching one
 * on click is quick enough. Generic like next/link, so `typedRoutes` checks every href.
 */
export function Link<RouteType>(props: React.ComponentProps<typeof NextLink<RouteType>>) {
  return <NextLink prefetch={false} {...props} />;
}

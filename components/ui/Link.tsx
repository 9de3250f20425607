import NextLink from 'next/link';

/**
 * The site's internal link: client-side navigation without automatic prefetching. Next prefetches
 * every link that scrolls into view; on the home page that was 76 requests (about 330 KB) for a
 * visitor who only scrolls — costly on the mobile data most of our visitors use, and work on the
 * main thread while the page is still settling. Pages here are small static files, so fetching one
 * on click is quick enough. Generic like next/link, so `typedRoutes` checks every href.
 */
export function Link<RouteType>(props: React.ComponentProps<typeof NextLink<RouteType>>) {
  return <NextLink prefetch={false} {...props} />;
}

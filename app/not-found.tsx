/**
 * Nothing: an address no route matches is answered by app/global-not-found.tsx (English) or, under a
 * translation's prefix, by that language's app/[lang]/404 page. A segment's not-found UI is put into
 * every page's flight data; without this file, that would be Next's default 404 screen, which no
 * visitor of a static export is ever shown.
 */
export default function RootNotFound() {
  return null;
}

/**
 * The carousel library and its autoplay plugin, in one module so Carousel can fetch both in a single
 * request when its row nears the viewport (a page whose visitor never scrolls there never loads them).
 */
export { default as EmblaCarousel } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';

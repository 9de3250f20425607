// lucide-react's Icon for server components: the adaptor (scripts/build/next.mjs) puts it in place of
// lucide's own Icon in the server-component layer, and its canary checks both draw the same markup.
// Lucide's Icon is a client component ("use client", for its optional context), so every icon a
// server component drew was a client reference: besides the needless reference, Next mapped it to
// the home page's chunks on pages without a client icon of their own, and /faq, /news and /search
// loaded the home page's scripts. Same markup: the attributes come from
// lucide's own builder, with the context's defaults (the site sets no LucideProvider).
import { createElement, forwardRef } from 'react';
import buildLucideIconForReact from '../../node_modules/lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs';
import { hasA11yProp } from '../../node_modules/lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs';
import sprite from './icon-sprite-index.mjs';

const inSprite = new Set(sprite.names);

const ServerIcon = forwardRef(function ServerIcon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = '',
    children,
    iconNode = [],
    icon = { node: iconNode, aliases: [], size: 24 },
    // React's Flight renderer hands a forwardRef component its ref as a prop as well: never an attribute.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out of `rest`, never drawn
    ref: _ref,
    ...rest
  },
  ref,
) {
  // An icon of the sprite (icon-sprite.mjs), drawn plainly: a use of its symbol, sized and stroked here.
  if (icon.name && inSprite.has(icon.name) && children === undefined && !absoluteStrokeWidth && !nonScalingStroke) {
    const attributes = {
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      strokeWidth: strokeWidth ?? 2,
      ...(color ? { color } : {}),
      // globals.css keeps an icon's size by this class, as on lucide's own drawing.
      className: className ? `lucide ${className}` : 'lucide',
      ...(hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    return createElement('svg', ref ? { ref, ...attributes } : attributes, createElement('use', { href: `/icons.svg?v=${sprite.version}#${icon.name}` }));
  }
  const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, {
    color: color ?? 'currentColor',
    width: width ?? size ?? 24,
    height: height ?? size ?? 24,
    strokeWidth: strokeWidth ?? 2,
    absoluteStrokeWidth: absoluteStrokeWidth ?? false,
    nonScalingStroke: nonScalingStroke ?? false,
    className,
    hasA11yProp: Boolean(children) || hasA11yProp(rest),
    attributes: rest,
  });
  // Left out, as each would be repeated in every page's flight data for every icon: an unset ref or
  // child, and the xmlns (an <svg> in HTML is in the SVG namespace without it).
  const attributes = { ...svgAttributes };
  delete attributes.xmlns;
  return createElement(name, ref ? { ref, ...attributes } : attributes, [
    ...builtIconNode.map(([tag, attrs]) => createElement(tag, attrs)),
    ...(children === undefined ? [] : Array.isArray(children) ? children : [children]),
  ]);
});

export default ServerIcon;

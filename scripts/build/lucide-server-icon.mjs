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
    ...rest
  },
  ref,
) {
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

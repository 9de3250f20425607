import clsx from 'clsx';
import { spriteVersion } from '@/scripts/build/icon-sprite-index.mjs';

/**
 * A lucide icon drawn from the site's sprite (public/icons.svg) in a client component, where
 * importing the icon would put its paths into the script of every page that loads the component (the
 * error screen's six icons were 1.3 KB of every page's script). The icon must be in the sprite: the
 * component that draws it names it in an `import type` from lucide-react, which is what
 * scripts/build/icon-sprite.mjs reads. Markup as lucide's server icon draws it.
 */
export function SpriteIcon({ name, size = 24, strokeWidth = 2, className }: { name: string; size?: number; strokeWidth?: number; className?: string }) {
  return (
    <svg width={size} height={size} strokeWidth={strokeWidth} className={clsx('lucide', className)} aria-hidden="true">
      <use href={`/icons.svg?v=${spriteVersion}#${name}`} />
    </svg>
  );
}

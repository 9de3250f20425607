import styles from './Flag.module.css';
import { Img } from '@/components/ui/Img';
import type { FlagCode } from '@/content/types';

/**
 * A small decorative flag; the country's name is always in the text beside it. An <img> of a cached
 * file, not inline SVG: a page with many flags stays light, and client islands carry no flag code.
 */
export function Flag({ code, size = 20, lazy = false }: { code: FlagCode; size?: number; lazy?: boolean }) {
  return (
    <Img
      src={`/images/flags/${code}.svg`}
      alt=""
      width={size}
      height={Math.round((size * 2) / 3)}
      className={styles.flag}
      // Below the fold, lazy: otherwise React preloads every flag in <head>, ahead of the page's own text.
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}

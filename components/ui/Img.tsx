/* eslint-disable @next/next/no-img-element -- a static export has no image optimiser: every picture
   goes through this one component instead of an exemption at each <img>. */
import type { ComponentPropsWithRef } from 'react';

type ImgProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  /** Required: "" for a decorative picture, words for one that carries meaning. */
  alt: string;
  /** Intrinsic size, so the page keeps its layout while the picture loads (no layout shift). */
  width: number;
  height: number;
};

/** A picture from public/: sized, lazy and decoded off the main thread unless told otherwise. */
export function Img({ src, alt, width, height, loading = 'lazy', decoding = 'async', ...rest }: ImgProps) {
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding={decoding} {...rest} />;
}

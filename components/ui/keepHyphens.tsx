import type { ReactNode } from 'react';

/** A word with inner hyphens: "F-1", "I-20", "top-rated", "post-study", "Ludwig-Maximilians-Universität". */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * Keeps hyphenated words whole: a line may break before or after "post-study", never at its hyphen
 * ("F-" at the end of one line and "1" on the next reads as a typo). A nowrap span rather than a
 * non-breaking hyphen (U+2011): the site font has no glyph for it, and find-in-page, copy and screen
 * readers keep the ordinary hyphen.
 */
export function keepHyphens(text: string): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  // One wrapping span, so that in a flex or grid container (a title beside its icon) the text stays
  // one item that wraps, as the plain string was, instead of becoming a row of unbreakable pieces.
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="keep-whole">
            {part}
          </span>
        ) : (
          // A bare string: a keyed fragment around it would be sent to the browser as an element of its own.
          part
        ),
      )}
    </span>
  );
}

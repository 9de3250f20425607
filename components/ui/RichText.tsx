import { Fragment } from 'react';

/**
 * A dictionary's sentence with elements where it names them: "{paying} explains …" with the link in
 * the place the language puts it (word order differs between languages, so a sentence is never cut
 * around its links). Every name in the sentence must be given, and every part given must be used.
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, React.ReactNode> }) {
  const pieces = text.split(/\{([a-zA-Z]+)\}/);
  const used = pieces.filter((_, i) => i % 2 === 1);
  for (const name of Object.keys(parts)) if (!used.includes(name)) throw new Error(`RichText: "${text}" does not use {${name}}`);
  return pieces.map((piece, i) => {
    if (i % 2 === 0) return piece;
    if (!(piece in parts)) throw new Error(`RichText: no part for {${piece}} in "${text}"`);
    return <Fragment key={i}>{parts[piece]}</Fragment>;
  });
}

/**
 * "{count} results": a text with its named values filled in, for the dictionaries (content/i18n) and
 * the texts built from them. A value the text names but is not given is an error, so a translation
 * can never show a bare "{years}".
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`fill: no value for {${key}} in "${text}"`);
    return String(values[key]);
  });
}

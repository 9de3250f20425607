/**
 * The little schema language of the content files (content/schemas.ts describes each collection
 * with it). One description gives three things: the TypeScript type of an entry (`Infer`), the
 * build's validation of the files (`parse`, whose messages name the file and the field) and the
 * editor's form (lib/keystatic.ts translates each field to the editor's own). So a field is
 * added, renamed or restricted in one place.
 *
 * Plain TypeScript with no imports: site.ts, which client components read, stays free of Node and
 * of the editor.
 */

export interface FieldOptions {
  label: string;
  /** Help text under the field in the editor. */
  description?: string;
}

/** What every field can do: check a value read from a file and return it typed. */
export interface Field<T> {
  readonly kind: string;
  readonly options: FieldOptions;
  /** Returns the value, typed, or records a problem at `at` (and returns it unchecked). */
  parse(value: unknown, at: string, problems: string[]): T;
}

export type Infer<F> = F extends Field<infer T> ? T : never;

type Fields = Record<string, Field<unknown>>;
type OptionalKeys<S extends Fields> = { [K in keyof S]: S[K] extends { kind: 'optional' } ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
type InferFields<S extends Fields> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined> }
>;

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

export interface TextField extends Field<string> {
  kind: 'text';
  options: TextOptions;
}
export interface TextOptions extends FieldOptions {
  min?: number;
  max?: number;
  multiline?: boolean;
  /** A format the text must match, with the words that explain it to an editor. */
  pattern?: { regex: RegExp; message: string };
}
export function text(options: TextOptions): TextField {
  return {
    kind: 'text',
    options,
    parse(value, at, problems) {
      if (typeof value !== 'string') {
        problems.push(`${at}: missing (${options.label} is required)`);
        return '';
      }
      if (value.trim() === '') problems.push(`${at}: empty (${options.label} is required)`);
      else {
        if (options.min !== undefined && value.length < options.min) {
          problems.push(`${at}: ${value.length} characters, at least ${options.min}`);
        }
        if (options.max !== undefined && value.length > options.max) {
          problems.push(`${at}: ${value.length} characters, at most ${options.max}`);
        }
        if (options.pattern && !options.pattern.regex.test(value)) {
          problems.push(`${at}: ${describe(value)} ${options.pattern.message}`);
        }
      }
      return value;
    },
  };
}

/** An https address. */
export function url(options: FieldOptions): TextField {
  return text({ ...options, pattern: { regex: /^https:\/\/[^\s/]+\.[^\s]+$/, message: 'is not an https:// address' } });
}

/** A time of day, 24-hour "HH:MM". */
export function time(options: FieldOptions): TextField {
  return text({ ...options, pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'is not a 24-hour time HH:MM' } });
}

/** ISO calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface DateField extends Field<IsoDate> {
  kind: 'date';
  options: DateOptions;
}
export interface DateOptions extends FieldOptions {
  /** The earliest date allowed, YYYY-MM-DD. */
  min?: IsoDate;
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isValidIsoDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function date(options: DateOptions): DateField {
  return {
    kind: 'date',
    options,
    parse(value, at, problems) {
      const written = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      if (typeof written !== 'string' || !isValidIsoDate(written)) {
        problems.push(`${at}: ${describe(value)} is not a date YYYY-MM-DD`);
      } else if (options.min && written < options.min) {
        problems.push(`${at}: ${written} is before ${options.min}`);
      }
      return written as IsoDate;
    },
  };
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}
export interface SelectField<V extends string> extends Field<V> {
  kind: 'select';
  choices: readonly Choice<V>[];
}
export function select<V extends string>(options: FieldOptions, choices: readonly Choice<V>[]): SelectField<V> {
  return {
    kind: 'select',
    options,
    choices,
    parse(value, at, problems) {
      if (!choices.some((c) => c.value === value)) {
        problems.push(`${at}: ${describe(value)} is not one of ${choices.map((c) => c.value).join(', ')}`);
      }
      return value as V;
    },
  };
}

/** Choices whose label is the value itself. */
export const plainChoices = <V extends string>(values: readonly V[]): Choice<V>[] => values.map((value) => ({ value, label: value }));

export interface MultiselectField<V extends string> extends Field<V[]> {
  kind: 'multiselect';
  choices: readonly Choice<V>[];
}
export function multiselect<V extends string>(options: FieldOptions, choices: readonly Choice<V>[]): MultiselectField<V> {
  const one = select(options, choices);
  return {
    kind: 'multiselect',
    options,
    choices,
    parse(value, at, problems) {
      if (!Array.isArray(value) || value.length === 0) {
        problems.push(`${at}: choose at least one`);
        return [];
      }
      return value.map((v, i) => one.parse(v, `${at}[${i}]`, problems));
    },
  };
}

export interface NumberField extends Field<number> {
  kind: 'number';
  options: NumberOptions;
}
export interface NumberOptions extends FieldOptions {
  min: number;
  max: number;
  /** Values are whole multiples of this (1 for whole numbers, 0.5 for half stars). */
  step?: number;
}
export function number(options: NumberOptions): NumberField {
  return {
    kind: 'number',
    options,
    parse(value, at, problems) {
      if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${at}: ${describe(value)} is not a number`);
      else if (value < options.min || value > options.max) {
        problems.push(`${at}: ${value} outside ${options.min}..${options.max}`);
      } else if (options.step && !Number.isInteger(value / options.step)) {
        problems.push(`${at}: ${value} is not a multiple of ${options.step}`);
      }
      return value as number;
    },
  };
}

export interface CheckboxField extends Field<boolean> {
  kind: 'checkbox';
}
export function checkbox(options: FieldOptions): CheckboxField {
  return {
    kind: 'checkbox',
    options,
    parse(value, at, problems) {
      if (typeof value !== 'boolean') problems.push(`${at}: ${describe(value)} is not true or false`);
      return value as boolean;
    },
  };
}

export interface ImageField extends Field<string> {
  kind: 'image';
  options: ImageOptions;
}
export interface ImageOptions extends FieldOptions {
  /** Where uploads go, under public/: "images/news". */
  directory: string;
}
/** A picture under public/, written as its site path ("/images/news/usa-1.svg"). */
export function image(options: ImageOptions): ImageField {
  return {
    kind: 'image',
    options,
    parse(value, at, problems) {
      if (typeof value !== 'string' || !/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i.test(value) || value.includes('..')) {
        problems.push(`${at}: ${describe(value)} is not a picture under /images/`);
      }
      return value as string;
    },
  };
}

export interface MarkdownField extends Field<string[]> {
  kind: 'markdown';
}
/**
 * An article body in Markdown: paragraphs separated by blank lines. The site prints paragraphs of
 * text, so formatting it cannot print (headings, lists, tables, pictures, code) is refused rather
 * than shown as stray symbols; an editor's backslash escapes (`\*`) read as the character.
 */
export function markdown(options: FieldOptions): MarkdownField {
  return {
    kind: 'markdown',
    options,
    parse(value, at, problems) {
      if (typeof value !== 'string') {
        problems.push(`${at}: missing`);
        return [];
      }
      const paragraphs = value
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
        .filter(Boolean);
      paragraphs.forEach((p, i) => {
        if (/^(#{1,6}\s|[-*+]\s|\d+\.\s|>|```|\|)|!\[|(?<!\\)[*_`]/.test(p)) {
          problems.push(`${at} paragraph ${i + 1}: formatting the site does not print (headings, lists, bold, pictures, code); write plain paragraphs`);
        }
      });
      return paragraphs.map((p) => p.replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1'));
    },
  };
}

export interface OptionalField<F extends Field<unknown>> extends Field<Infer<F> | undefined> {
  kind: 'optional';
  field: F;
}
/**
 * A field an entry may leave out (a sample flag, a consent date not yet recorded). Left out, or
 * empty as the editor writes an unset date, it reads as absent; given, it is checked as `field`.
 */
export function optional<F extends Field<unknown>>(field: F): OptionalField<F> {
  return {
    kind: 'optional',
    options: field.options,
    field,
    parse(value, at, problems) {
      if (value === undefined || value === null || value === '') return undefined;
      return field.parse(value, at, problems) as Infer<F>;
    },
  };
}

export interface ObjectField<S extends Fields> extends Field<InferFields<S>> {
  kind: 'object';
  fields: S;
}
export function object<S extends Fields>(fields: S, options: FieldOptions = { label: '' }): ObjectField<S> {
  return {
    kind: 'object',
    options,
    fields,
    parse(value, at, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(`${at}: missing`);
        return {} as InferFields<S>;
      }
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const parsed = field.parse(record[key], at ? `${at}.${key}` : key, problems);
        if (parsed !== undefined) out[key] = parsed;
      }
      for (const key of Object.keys(record)) {
        if (!(key in fields)) problems.push(`${at ? `${at}.` : ''}${key}: not a field of this entry`);
      }
      return out as InferFields<S>;
    },
  };
}

export interface ListField<F extends Field<unknown>> extends Field<Infer<F>[]> {
  kind: 'list';
  item: F;
  options: ListOptions;
}
export interface ListOptions extends FieldOptions {
  /** The entry field whose text names an item in the editor's list. */
  itemLabel?: string;
  min?: number;
}
export function list<F extends Field<unknown>>(item: F, options: ListOptions): ListField<F> {
  return {
    kind: 'list',
    item,
    options,
    parse(value, at, problems) {
      if (!Array.isArray(value)) {
        problems.push(`${at}: not a list`);
        return [];
      }
      if (options.min !== undefined && value.length < options.min) {
        problems.push(`${at}: ${value.length} entries, at least ${options.min}`);
      }
      return value.map((v, i) => item.parse(v, `${at}[${i}]`, problems) as Infer<F>);
    },
  };
}

/**
 * One of a few kinds of value, chosen by a select ("venue" or "online"). Stored the editor's way,
 * `{ discriminant, value }`; read as the value with the choice in `kind`.
 */
export interface ChoiceField<K extends string, B extends Record<K, ObjectField<Fields>>>
  extends Field<{ [C in K]: { kind: C } & Infer<B[C]> }[K]> {
  kind: 'choice';
  choose: SelectField<K>;
  branches: B;
}
export function choice<K extends string, B extends Record<K, ObjectField<Fields>>>(
  choose: SelectField<K>,
  branches: B,
): ChoiceField<K, B> {
  return {
    kind: 'choice',
    options: choose.options,
    choose,
    branches,
    parse(value, at, problems) {
      const record = (value ?? {}) as { discriminant?: unknown; value?: unknown };
      const kind = choose.parse(record.discriminant, `${at}.discriminant`, problems);
      const branch = branches[kind];
      const inner = branch ? branch.parse(record.value, `${at}.value`, problems) : {};
      return { kind, ...inner } as { [C in K]: { kind: C } & Infer<B[C]> }[K];
    },
  };
}

/**
 * Checks a whole file against its schema: the typed entry, or an error listing every problem, each
 * beginning with the file's name ("content/data/events.json: events[3].date: …").
 */
export function parseFile<F extends Field<unknown>>(file: string, schema: F, value: unknown): Infer<F> {
  const problems: string[] = [];
  const parsed = schema.parse(value, '', problems) as Infer<F>;
  if (problems.length) throw new ContentError(problems.map((p) => `${file}: ${p}`));
  return parsed;
}

/** Bad content: the message lists each file and field at fault, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files have ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

import { z } from 'zod';

/**
 * The content files' fields, as zod schemas (content/schemas.ts describes each collection with
 * them). One description gives three things: the TypeScript type of an entry (zod's inference,
 * `Infer`), the build's validation of the files (`parseFile`, whose messages name the file, the
 * entry and the field) and the editor's form (each field carries what the editor needs in `editorFields`, which
 * lib/keystatic.ts turns into Keystatic's fields). So a field is added, renamed or restricted in one
 * place.
 *
 * The helpers below exist for the two things zod does not say by itself: an editor's label and
 * help text, and messages written for an editor ("title: 12 characters, at least 20") rather than
 * zod's own ("Too small: expected string to have >=20 characters").
 *
 * Only the loaders (server code) and the editor (development only) import this file; site.ts, which
 * client components read, takes types alone from it, so zod never reaches a page's scripts
 * (e2e/out/build.test.mjs fails if a chunk carries it).
 */

export interface FieldOptions {
  label: string;
  /** Help text under the field in the editor. */
  description?: string;
}
export interface TextOptions extends FieldOptions {
  min?: number;
  max?: number;
  multiline?: boolean;
  /** A format the text must match, with the words that explain it to an editor. */
  pattern?: { regex: RegExp; message: string };
}
export interface DateOptions extends FieldOptions {
  /** The earliest date allowed, YYYY-MM-DD. */
  min?: IsoDate;
}
export interface NumberOptions extends FieldOptions {
  min: number;
  max: number;
  /** Values are whole multiples of this (1 for whole numbers, 0.5 for half stars). */
  step?: number;
}
export interface ImageOptions extends FieldOptions {
  /** Where uploads go, under public/: "images/news". */
  directory: string;
}
export interface ListOptions extends FieldOptions {
  /** The entry field whose text names an item in the editor's list. */
  itemLabel?: string;
  min?: number;
}
export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** What the editor draws for a field (lib/keystatic.ts): its kind, its options and its parts. */
export type EditorField =
  | { kind: 'text'; options: TextOptions }
  | { kind: 'date'; options: DateOptions }
  | { kind: 'number'; options: NumberOptions }
  | { kind: 'checkbox' | 'markdown'; options: FieldOptions }
  | { kind: 'image'; options: ImageOptions }
  | { kind: 'select' | 'multiselect'; options: FieldOptions; choices: readonly Choice<string>[] }
  | { kind: 'optional'; options: FieldOptions; field: z.ZodType }
  | { kind: 'object'; options: FieldOptions; fields: Record<string, z.ZodType> }
  | { kind: 'list'; options: ListOptions; item: z.ZodType }
  | { kind: 'choice'; options: FieldOptions; choose: z.ZodType; branches: Record<string, z.ZodType> };

// A WeakMap, not zod's registry: the registry rewrites its metadata's type, and the regular
// expressions and schemas held here no longer type-check through it.
const editorFields = new WeakMap<z.ZodType, EditorField>();
const forEditor = <S extends z.ZodType>(schema: S, field: EditorField): S => {
  editorFields.set(schema, field);
  return schema;
};

/** The editor's description of a field made by the helpers below. */
export function editorField(schema: z.ZodType): EditorField {
  const field = editorFields.get(schema);
  if (!field) throw new Error('content/schema.ts: a field made without this file’s helpers has no editor form');
  return field;
}

export type Infer<S extends z.ZodType> = z.output<S>;

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

export function text(options: TextOptions) {
  const { label, min, max, pattern } = options;
  let schema = z
    .string({ error: `missing (${label} is required)` })
    // Empty says all there is to say: no length or format message after it.
    .refine((v) => v.trim() !== '', { error: `empty (${label} is required)`, abort: true });
  if (min !== undefined) schema = schema.refine((v) => v.length >= min, { error: (iss) => `${(iss.input as string).length} characters, at least ${min}` });
  if (max !== undefined) schema = schema.refine((v) => v.length <= max, { error: (iss) => `${(iss.input as string).length} characters, at most ${max}` });
  if (pattern) schema = schema.refine((v) => pattern.regex.test(v), { error: (iss) => `${describe(iss.input)} ${pattern.message}` });
  return forEditor(schema, { kind: 'text', options });
}

/** An https address. */
export function url(options: FieldOptions) {
  return text({ ...options, pattern: { regex: /^https:\/\/[^\s/]+\.[^\s]+$/, message: 'is not an https:// address' } });
}

/** A time of day, 24-hour "HH:MM". */
export function time(options: FieldOptions) {
  return text({ ...options, pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'is not a 24-hour time HH:MM' } });
}

/** ISO calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isValidIsoDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function date(options: DateOptions) {
  const { min } = options;
  const schema = z.preprocess(
    // A Markdown file's frontmatter reads an unquoted date as a Date.
    (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
    z
      .custom<IsoDate>((v) => typeof v === 'string' && isValidIsoDate(v), { error: (iss) => `${describe(iss.input)} is not a date YYYY-MM-DD` })
      .refine((v) => !min || v >= min, { error: (iss) => `${iss.input} is before ${min}` }),
  );
  return forEditor(schema, { kind: 'date', options });
}

const oneOf = <V extends string>(choices: readonly Choice<V>[]) => {
  const values = choices.map((c) => c.value);
  return z.enum(values as [V, ...V[]], { error: (iss) => `${describe(iss.input)} is not one of ${values.join(', ')}` });
};

export function select<V extends string>(options: FieldOptions, choices: readonly Choice<V>[]) {
  return forEditor(oneOf(choices), { kind: 'select', options, choices });
}

/** Choices whose label is the value itself. */
export const plainChoices = <V extends string>(values: readonly V[]): Choice<V>[] => values.map((value) => ({ value, label: value }));

export function multiselect<V extends string>(options: FieldOptions, choices: readonly Choice<V>[]) {
  const schema = z.array(oneOf(choices), { error: 'choose at least one' }).min(1, { error: 'choose at least one' });
  return forEditor(schema, { kind: 'multiselect', options, choices });
}

export function number(options: NumberOptions) {
  const { min, max, step } = options;
  let schema = z
    .number({ error: (iss) => `${describe(iss.input)} is not a number` })
    .refine((v) => v >= min && v <= max, { error: (iss) => `${iss.input} outside ${min}..${max}`, abort: true });
  if (step) schema = schema.refine((v) => Number.isInteger(v / step), { error: (iss) => `${iss.input} is not a multiple of ${step}` });
  return forEditor(schema, { kind: 'number', options });
}

export function checkbox(options: FieldOptions) {
  return forEditor(z.boolean({ error: (iss) => `${describe(iss.input)} is not true or false` }), { kind: 'checkbox', options });
}

/** A picture under public/, written as its site path ("/images/news/usa-1.svg"). */
export function image(options: ImageOptions) {
  const schema = z.custom<string>((v) => typeof v === 'string' && /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i.test(v) && !v.includes('..'), {
    error: (iss) => `${describe(iss.input)} is not a picture under /images/`,
  });
  return forEditor(schema, { kind: 'image', options });
}

/**
 * An article body in Markdown: paragraphs separated by blank lines. The site prints paragraphs of
 * text, so formatting it cannot print (headings, lists, tables, pictures, code) is refused rather
 * than shown as stray symbols; an editor's backslash escapes (`\*`) read as the character.
 */
export function markdown(options: FieldOptions) {
  const schema = z.string({ error: 'missing' }).transform((value, ctx) => {
    const paragraphs = value
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean);
    paragraphs.forEach((p, i) => {
      if (/^(#{1,6}\s|[-*+]\s|\d+\.\s|>|```|\|)|!\[|(?<!\\)[*_`]/.test(p)) {
        ctx.addIssue({
          code: 'custom',
          input: value,
          message: `paragraph ${i + 1}: formatting the site does not print (headings, lists, bold, pictures, code); write plain paragraphs`,
        });
      }
    });
    return paragraphs.map((p) => p.replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1'));
  });
  return forEditor(schema, { kind: 'markdown', options });
}

/**
 * A field an entry may leave out (a sample flag, a consent date not yet recorded). Left out, or
 * empty as the editor writes an unset date, it reads as absent; given, it is checked as `field`.
 */
export function optional<S extends z.ZodType>(field: S) {
  const schema = z.preprocess((v) => (v === null || v === '' ? undefined : v), field.optional());
  return forEditor(schema, { kind: 'optional', options: editorField(field).options, field });
}

export function object<S extends Record<string, z.ZodType>>(fields: S, options: FieldOptions = { label: '' }) {
  // A field the schema does not know is refused (a typo would otherwise be dropped without a word).
  const schema = z.strictObject(fields, { error: (iss) => (iss.code === 'invalid_type' ? 'missing' : undefined) });
  return forEditor(schema, { kind: 'object', options, fields });
}

export function list<S extends z.ZodType>(item: S, options: ListOptions) {
  const { min } = options;
  let schema = z.array(item, { error: 'not a list' });
  if (min !== undefined) schema = schema.min(min, { error: (iss) => `${(iss.input as unknown[]).length} entries, at least ${min}` });
  return forEditor(schema, { kind: 'list', options, item });
}

type Branches<K extends string> = Record<K, ReturnType<typeof object>>;
/**
 * One of a few kinds of value, chosen by a select ("venue" or "online"). Stored the editor's way,
 * `{ discriminant, value }`; read as the value with the choice in `kind`.
 */
export function choice<K extends string, B extends Branches<K>>(choose: z.ZodType<K>, branches: B) {
  type Read = { [C in K]: { kind: C } & z.output<B[C]> }[K];
  const schema = z.object({ discriminant: choose, value: z.unknown() }).transform((stored, ctx): Read => {
    const read = (branches[stored.discriminant] as z.ZodType).safeParse(stored.value);
    if (read.success) return { kind: stored.discriminant, ...(read.data as object) } as Read;
    for (const issue of read.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: ['value', ...issue.path] });
    return z.NEVER;
  });
  return forEditor(schema, { kind: 'choice', options: editorField(choose).options, choose, branches });
}

/**
 * Where a problem is, as an editor finds it: "faqs[1].question", and an item of a list that names its
 * items (`itemLabel`) by that name too, as the editor's list shows it: "events[3] (IELTS Masterclass).date".
 */
function fieldPath(schema: z.ZodType, value: unknown, path: PropertyKey[]): string {
  let field = editorFields.get(schema);
  let here = value;
  let at = '';
  for (const key of path) {
    while (field?.kind === 'optional') field = editorFields.get(field.field);
    const inner = here !== null && typeof here === 'object' ? (here as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const named = field?.kind === 'list' && field.options.itemLabel ? (inner as Record<string, unknown> | undefined)?.[field.options.itemLabel] : undefined;
      at += `[${key}]${typeof named === 'string' && named.trim() ? ` (${named.trim()})` : ''}`;
      field = field?.kind === 'list' ? editorFields.get(field.item) : undefined;
    } else {
      at += `${at ? '.' : ''}${String(key)}`;
      if (field?.kind === 'object') field = field.fields[key as string] && editorFields.get(field.fields[key as string]!);
      else if (field?.kind === 'choice' && key === 'value') {
        const chosen = (here as { discriminant?: unknown } | undefined)?.discriminant;
        field = typeof chosen === 'string' && field.branches[chosen] ? editorFields.get(field.branches[chosen]) : undefined;
      } else field = undefined;
    }
    here = inner;
  }
  return at;
}

/**
 * Checks a whole file against its schema: the typed entry, or an error listing every problem, each
 * beginning with the file's name ("content/data/events.json: events[3] (IELTS Masterclass).date: …").
 */
export function parseFile<S extends z.ZodType>(file: string, schema: S, value: unknown): Infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const where = (path: PropertyKey[]) => fieldPath(schema, value, path);
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${where([...issue.path, key])}: not a field of this entry`)
      : [issue.path.length ? `${where(issue.path)}: ${issue.message}` : issue.message],
  );
  throw new ContentError(problems.map((p) => `${file}: ${p}`));
}

/** Bad content: the message lists each file and field at fault, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files have ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

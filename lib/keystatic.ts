import { collection, config, fields, singleton } from '@keystatic/core';
import type { z } from 'zod';
import { editorField, type TextOptions } from '@/content/schema';
import { collections, listFiles } from '@/content/schemas';
import { englishNames, languages, translationPartFile, translations } from '@/content/languages';
import english from '@/content/i18n/en.json';
import { counsellors } from '@/content/counsellors';
import { destinations } from '@/content/destinations';
import { destinationTemplates } from '@/lib/destinationTexts';

/**
 * The content editor (Keystatic, local mode) at /keystatic, with /admin leading there: only under
 * `npm run dev` (its routes are `*.dev.tsx` files, which next.config.mjs enables in development
 * alone), saving straight into the repository's files. Every form is translated from the
 * collections' schemas (content/schemas.ts), so the editor asks for exactly what the build checks.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Keystatic's field types are generic over
   each field's own value; the translation below builds them from our schema at run time. */
type KeystaticField = any;

function toKeystatic(schema: z.ZodType, label?: string, isRequired = true): KeystaticField {
  const field = editorField(schema);
  const { description } = field.options;
  label ??= field.options.label;
  switch (field.kind) {
    case 'optional':
      // Left empty, the editor writes null (or leaves the key out), which the schema reads as absent.
      return toKeystatic(field.field, label, false);
    case 'text': {
      const { min, max, multiline, pattern } = field.options;
      return fields.text({
        label,
        description,
        multiline,
        validation: { isRequired, length: { min: isRequired ? Math.max(min ?? 1, 1) : min, max }, pattern },
      });
    }
    case 'date':
      return fields.date({ label, description, validation: { isRequired, min: field.options.min } });
    case 'number': {
      const { min, max, step } = field.options;
      return step === 1
        ? fields.integer({ label, description, validation: { isRequired, min, max } })
        : fields.number({ label, description, step, validation: { isRequired, min, max, step: step !== undefined } });
    }
    case 'checkbox':
      return fields.checkbox({ label, description });
    case 'select':
      return fields.select({ label, description, options: field.choices, defaultValue: field.choices[0]!.value });
    case 'multiselect':
      return fields.multiselect({ label, description, options: field.choices });
    case 'image': {
      const { directory } = field.options;
      return fields.image({ label, description, directory: `public/${directory}`, publicPath: `/${directory}/`, validation: { isRequired } });
    }
    case 'markdown':
      // Paragraphs only: the site prints an article as paragraphs of text (content/schema.ts `markdown`).
      return fields.markdoc({
        label,
        description,
        extension: 'md',
        options: {
          bold: false,
          italic: false,
          strikethrough: false,
          code: false,
          heading: false,
          blockquote: false,
          orderedList: false,
          unorderedList: false,
          table: false,
          link: false,
          image: false,
          divider: false,
          codeBlock: false,
        },
      });
    case 'object':
      return fields.object(formFields(field.fields), { label, description });
    case 'list': {
      const { item, options } = field;
      const named = options.itemLabel;
      return fields.array(toKeystatic(item, options.label), {
        label,
        description,
        itemLabel: named ? (props: any) => String(props.fields[named]?.value ?? '') || options.label : undefined,
      });
    }
    case 'choice': {
      const branchForms = Object.fromEntries(Object.entries(field.branches).map(([key, branch]) => [key, toKeystatic(branch, label)]));
      return fields.conditional(toKeystatic(field.choose), branchForms);
    }
    default: {
      // A kind added to content/schema.ts without a form here is a type error, not a blank form.
      const unknown: never = field;
      throw new Error(`lib/keystatic.ts: no editor field for ${JSON.stringify(unknown)}`);
    }
  }
}

function formFields(schema: Record<string, z.ZodType>): Record<string, KeystaticField> {
  return Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, toKeystatic(field)]));
}

const news = collections.news;
const newsForm = formFields(news.schema.shape);
// The title names the file too: a slug field keeps the title in the frontmatter and makes the file
// name from it (a plain text field as the slug would store only the file name).
const { label: titleLabel, description: titleHelp, min: titleMin } = editorField(news.schema.shape.title).options as TextOptions;
newsForm.title = fields.slug({
  name: { label: titleLabel, description: titleHelp, validation: { isRequired: true, length: { min: titleMin } } },
  slug: { label: 'File name', description: 'Made from the title; it does not change the article’s address.' },
});

/** A translated text's field, with the English text it translates shown beside it. */
const translated = (label: string, english: string) =>
  fields.text({ label, description: `English: ${english}`, multiline: english.length > 70, validation: { isRequired: true, length: { min: 1 } } });

/**
 * A translation's form, drawn from the English dictionary (content/i18n/en.json): one field per
 * text, so the reviewer edits each line against its original. The `review` part records who at the
 * firm reviewed each part, and when.
 */
function translationForm(value: unknown, key: string): KeystaticField {
  // "metaDescription" → "Meta description"; the menus' and fees' keys are already English words.
  const label = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ [A-Z](?=[a-z])/g, (c) => c.toLowerCase());
  if (typeof value === 'string') return translated(label, value);
  // The counsellors' roles and bios: English keeps them in their records, so the form has one per counsellor.
  if (key === 'people') {
    const person = (c: (typeof counsellors)[number]) => fields.object({ role: translated('Role', c.role), bio: translated('Bio', c.bio) }, { label: c.name });
    return fields.object(Object.fromEntries(counsellors.map((c) => [c.slug, person(c)])), { label: 'Counsellors (role and bio)' });
  }
  if (Array.isArray(value)) return fields.array(translationForm(value[0], key), { label, itemLabel: (props: any) => String(props.fields?.title?.value ?? props.value ?? key) });
  return fields.object(Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, translationForm(v, k)])), { label });
}
const reviewNote = 'Until both are set, `npm run check:launch` lists it as a launch blocker. Visitors never see this.';
const reviewOf = (label: string, description?: string) =>
  fields.object(
    {
      by: fields.text({ label: 'Reviewed by', description: 'The native speaker at the firm who read this part against the English' }),
      on: fields.text({ label: 'Reviewed on', description: 'YYYY-MM-DD', validation: { pattern: { regex: /^(\d{4}-\d{2}-\d{2})?$/, message: 'A date as YYYY-MM-DD' } } }),
    },
    { label, ...(description ? { description } : {}) },
  );
// The destination pages' own texts have their own file and form (lib/i18n.ts `translationFile`).
const words = Object.fromEntries(Object.entries(english).filter(([part]) => part !== 'destinations'));
const reviewForm = fields.object(Object.fromEntries(Object.keys(words).map((part) => [part, reviewOf(part)])), { label: 'Review', description: `For each part: ${reviewNote}` });

/**
 * The destination pages' own texts in a language: English keeps them in the destination records, so
 * the form has one field per text, keyed as lib/destinationTexts.ts keys it, its figures shown as {1}, {2}.
 */
function destinationPagesForm(): Record<string, KeystaticField> {
  const texts = (d: (typeof destinations)[number]) =>
    fields.object(
      Object.fromEntries([...destinationTemplates(d)].map(([k, t], i) => [k, translated(`${i + 1}. ${t.template.slice(0, 60)}${t.template.length > 60 ? '…' : ''}`, t.template)])),
      { label: d.name, description: 'Keep every {1}, {2}…: the page puts the English record’s figures there, written for the language.' },
    );
  return { ...Object.fromEntries(destinations.map((d) => [d.slug, texts(d)])), review: reviewOf('Review', `Who read these pages against the English, and when. ${reviewNote}`) };
}
const translationSingletons = Object.fromEntries(
  translations.flatMap((lang) => {
    const name = `${englishNames[lang]} (${languages[lang].name})`;
    return [
      [
        `translation-${lang}`,
        singleton({
          label: `Translation: ${name}`,
          path: translationPartFile(lang, 'common').file.replace(/\.json$/, ''),
          format: { data: 'json' },
          schema: { ...Object.fromEntries(Object.entries(words).map(([part, v]) => [part, translationForm(v, part)])), review: reviewForm },
        }),
      ],
      [
        `translation-${lang}-destinations`,
        singleton({ label: `Translation: ${name}, destination pages`, path: translationPartFile(lang, 'destinations').file.replace(/\.json$/, ''), format: { data: 'json' }, schema: destinationPagesForm() }),
      ],
    ];
  }),
);

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Aspire Overseas' } },
  collections: {
    news: collection({
      label: news.label,
      path: `${news.directory}/*`,
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['country', 'n', 'date'],
      schema: newsForm,
    }),
  },
  singletons: {
    ...Object.fromEntries(
      Object.entries(listFiles).map(([key, { label, file, schema }]) => [
        key,
        singleton({ label, path: file.replace(/\.json$/, ''), format: { data: 'json' }, schema: formFields(schema.shape) }),
      ]),
    ),
    ...translationSingletons,
  },
});

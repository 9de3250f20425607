import fs from 'node:fs';
import path from 'node:path';
import { ContentError, checkbox, choice, date, image, list, markdown, number, object, optional, parseFile, select, text, time, url } from './schema';
import { collections, listFiles } from './schemas';

/** The problems parseFile reports for a value, or [] when it passes. */
function problemsOf(schema: Parameters<typeof parseFile>[1], value: unknown): string[] {
  try {
    parseFile('content/data/example.json', schema, value);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('content schema', () => {
  const entry = object({
    title: text({ label: 'Title', min: 5, max: 20 }),
    date: date({ label: 'Date', min: '2024-01-01' }),
    country: select({ label: 'Country' }, [{ value: 'usa', label: 'USA' }] as const),
    rating: number({ label: 'Rating', min: 0, max: 5, step: 0.5 }),
    link: url({ label: 'Link' }),
    starts: time({ label: 'Starts' }),
    picture: image({ label: 'Picture', directory: 'images/news' }),
  });
  const good = { title: 'A fine title', date: '2026-02-28', country: 'usa', rating: 4.5, link: 'https://example.org/', starts: '09:30', picture: '/images/news/usa-1.svg' };

  it('returns a valid entry typed and unchanged', () => {
    expect(parseFile('content/data/example.json', entry, good)).toEqual(good);
  });

  it('names the file and the field of every problem, all at once', () => {
    expect(
      problemsOf(entry, { ...good, title: '', date: '2026-02-30', country: 'india', rating: 4.2, link: 'http://example.org', starts: '9:30', picture: 'x.gif' }),
    ).toEqual([
      'content/data/example.json: title: empty (Title is required)',
      'content/data/example.json: date: "2026-02-30" is not a date YYYY-MM-DD',
      'content/data/example.json: country: "india" is not one of usa',
      'content/data/example.json: rating: 4.2 is not a multiple of 0.5',
      'content/data/example.json: link: "http://example.org" is not an https:// address',
      'content/data/example.json: starts: "9:30" is not a 24-hour time HH:MM',
      'content/data/example.json: picture: "x.gif" is not a picture under /images/',
    ]);
  });

  it('refuses a missing field, a date before the earliest, lengths out of range and unknown fields', () => {
    expect(problemsOf(entry, { ...good, title: undefined, date: '2023-12-31', extra: 1 })).toEqual([
      'content/data/example.json: title: missing (Title is required)',
      'content/data/example.json: date: 2023-12-31 is before 2024-01-01',
      'content/data/example.json: extra: not a field of this entry',
    ]);
    expect(problemsOf(entry, { ...good, title: 'x'.repeat(21) })).toEqual(['content/data/example.json: title: 21 characters, at most 20']);
  });

  it('numbers list items in the field path', () => {
    const faqs = object({ faqs: list(object({ question: text({ label: 'Question' }) }), { label: 'Questions' }) });
    expect(problemsOf(faqs, { faqs: [{ question: 'Why?' }, { question: ' ' }] })).toEqual([
      'content/data/example.json: faqs[1].question: empty (Question is required)',
    ]);
  });

  it('names a list item by the field its editor list shows, down to a choice’s branch', () => {
    const place = choice(select({ label: 'Where' }, [{ value: 'online', label: 'Online' }] as const), {
      online: object({ platform: text({ label: 'Platform' }) }),
    });
    const events = object({ events: list(object({ name: text({ label: 'Name' }), date: date({ label: 'Date' }), place }), { label: 'Events', itemLabel: 'name' }) });
    const online = { discriminant: 'online', value: { platform: 'Zoom' } };
    expect(
      problemsOf(events, {
        events: [
          { name: 'IELTS Masterclass', date: '2026-02-30', place: { discriminant: 'online', value: { platform: '' } } },
          { name: '', date: '2026-03-01', place: online },
        ],
      }),
    ).toEqual([
      'content/data/example.json: events[0] (IELTS Masterclass).date: "2026-02-30" is not a date YYYY-MM-DD',
      'content/data/example.json: events[0] (IELTS Masterclass).place.value.platform: empty (Platform is required)',
      // An item without its name is still found by its number.
      'content/data/example.json: events[1].name: empty (Name is required)',
    ]);
  });

  it('reads a choice the editor stores as { discriminant, value } as the value with its kind', () => {
    const place = choice(select({ label: 'Where' }, [{ value: 'online', label: 'Online' }, { value: 'venue', label: 'Venue' }] as const), {
      online: object({ platform: text({ label: 'Platform' }) }),
      venue: object({ city: text({ label: 'City' }) }),
    });
    expect(parseFile('f', object({ place }), { place: { discriminant: 'online', value: { platform: 'Zoom' } } })).toEqual({
      place: { kind: 'online', platform: 'Zoom' },
    });
    expect(problemsOf(object({ place }), { place: { discriminant: 'venue', value: {} } })).toEqual([
      'content/data/example.json: place.value.city: missing (City is required)',
    ]);
  });

  it('leaves an optional field out when it is absent or left empty, and checks it when given', () => {
    const entry = object({ name: text({ label: 'Name' }), sample: optional(checkbox({ label: 'Sample' })), consentDate: optional(date({ label: 'Consent' })) });
    expect(parseFile('f', entry, { name: 'Priya S.' })).toEqual({ name: 'Priya S.' });
    // The editor writes an unset date as null.
    const unset = parseFile('f', entry, { name: 'Priya S.', sample: true, consentDate: null });
    expect(unset).toEqual({ name: 'Priya S.', sample: true });
    expect(unset.consentDate).toBeUndefined();
    expect(parseFile('f', entry, { name: 'Priya S.', consentDate: '2026-10-01' })).toEqual({ name: 'Priya S.', consentDate: '2026-10-01' });
    expect(problemsOf(object({ reviews: list(entry, { label: 'Reviews' }) }), { reviews: [{ name: 'A' }, { name: 'B', sample: 'yes', consentDate: '1 Oct' }] })).toEqual([
      'content/data/example.json: reviews[1].sample: "yes" is not true or false',
      'content/data/example.json: reviews[1].consentDate: "1 Oct" is not a date YYYY-MM-DD',
    ]);
  });

  it('reads a Markdown body as paragraphs, unescaping characters, and refuses formatting the site does not print', () => {
    const body = object({ body: markdown({ label: 'Article' }) });
    expect(parseFile('f', body, { body: 'One line\nwrapped.\n\nTwo: 5\\*3 \\_x\\_.\n' })).toEqual({ body: ['One line wrapped.', 'Two: 5*3 _x_.'] });
    expect(problemsOf(body, { body: '## Heading\n\nSome **bold** text.' })).toEqual([
      'content/data/example.json: body: paragraph 1: formatting the site does not print (headings, lists, bold, pictures, code); write plain paragraphs',
      'content/data/example.json: body: paragraph 2: formatting the site does not print (headings, lists, bold, pictures, code); write plain paragraphs',
    ]);
  });

  it('accepts every content file as it is in the repository', () => {
    for (const { file, schema } of Object.values(listFiles)) {
      const value: unknown = JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'));
      expect([file, problemsOf(schema, value)]).toEqual([file, []]);
    }
    expect(fs.readdirSync(path.join(process.cwd(), collections.news.directory)).filter((f) => f.endsWith('.md')).length).toBeGreaterThan(0);
  });
});

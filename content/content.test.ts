import fs from 'node:fs';
import path from 'node:path';
import { universities } from './universities';
import { reviews } from './reviews';
import { events } from './events';
import { countryFaqs, defaultFaqCountry, faqCountries, homeFaqs } from './faqs';
import { headBranch, mapEmbedUrl, offices } from './offices';
import { howWeWorkSteps, promiseSteps } from './process';
import { aboutBannerStat, applicationGuideSteps, homeCounters, whoWeAre, whyChooseUsCards } from './about';
import { valueAddedServices } from './valueAddedServices';
import { freeTrainings, serviceCards, services } from './services';
import { counsellingHref, site } from './site';
import { specCounts } from './specCounts';

/** Problems are collected as "entry.field: what is wrong", so a failure names what to fix. */
type Problems = string[];

function checkCount(problems: Problems, name: string, actual: number, expected: number) {
  if (actual !== expected) problems.push(`${name}: expected ${expected} entries, found ${actual}`);
}

/**
 * A text left empty or holding placeholder words. The lists the schema reads (content/schemas.ts) fail
 * at load on an empty text, a date, a time or a rating that cannot be; the typed modules (services,
 * about, process) have only this check.
 */
function checkText(problems: Problems, where: string, value: string) {
  if (value.trim() === '') problems.push(`${where}: is empty`);
  if (/lorem|ipsum|coming soon|todo/i.test(value)) problems.push(`${where}: contains placeholder text`);
}

function checkUnique(problems: Problems, name: string, values: string[]) {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) problems.push(`${name}[${i}]: duplicate value "${v}"`);
    seen.add(v);
  });
}

describe('universities', () => {
  it('has the spec’s universities, covering all six of its countries', () => {
    const problems: Problems = [];
    checkCount(problems, 'universities', universities.length, specCounts.universities);
    const countries = ['United States', 'United Kingdom', 'Japan', 'Australia', 'Switzerland', 'Singapore'] as const;
    for (const c of countries) {
      if (!universities.some((u) => u.country === c)) problems.push(`universities: no entry with country "${c}"`);
    }
    universities.forEach((u, i) => {
      checkText(problems, `universities[${i}].name`, u.name);
      if (!/^\/images\/universities\/[a-z0-9-]+\.svg$/.test(u.logo))
        problems.push(`universities[${i}].logo: "${u.logo}" is not /images/universities/{slug}.svg`);
    });
    checkUnique(problems, 'universities.name', universities.map((u) => u.name));
    expect(problems).toEqual([]);
  });
});

describe('reviews', () => {
  it('has the spec’s reviews, each named "First I." with its own photo', () => {
    const problems: Problems = [];
    checkCount(problems, 'reviews', reviews.length, specCounts.reviews);
    reviews.forEach((r, i) => {
      checkText(problems, `reviews[${i}].name`, r.name);
      checkText(problems, `reviews[${i}].university`, r.university);
      checkText(problems, `reviews[${i}].message`, r.message);
      if (!/^[A-Z][a-z]+ [A-Z]\.$/.test(r.name)) problems.push(`reviews[${i}].name: "${r.name}" is not "First I."`);
    });
    checkUnique(problems, 'reviews.photo', reviews.map((r) => r.photo));
    expect(problems).toEqual([]);
  });
});

describe('events', () => {
  // Spec §3 lists eight events, all in 2024: they stay as the record of past events. Events added
  // since are upcoming ones (from late 2026 on); the home block orders both by the build date.
  it('keeps the spec\'s 2024 events and adds only later ones, each ending after it starts, with its place', () => {
    const problems: Problems = [];
    checkCount(problems, 'events in 2024', events.filter((e) => e.date.startsWith('2024-')).length, specCounts.events2024);
    events.forEach((e, i) => {
      if (e.endDate < e.date) problems.push(`events[${i}].endDate: "${e.endDate}" is before its date "${e.date}"`);
      if (!e.date.startsWith('2024-') && e.date < '2026-11-01') problems.push(`events[${i}].date: "${e.date}" is neither a spec 2024 event nor a new one`);
      if (e.date === e.endDate && e.endTime <= e.startTime) problems.push(`events[${i}].endTime: not after startTime`);
      checkText(problems, `events[${i}].name`, e.name);
      checkText(problems, `events[${i}].summary`, e.summary);
      if (e.place.kind === 'online') {
        if (!/^https:\/\//.test(e.place.url)) problems.push(`events[${i}].place.url: "${e.place.url}" is not an https link to join or register`);
      } else {
        for (const field of ['name', 'street', 'city', 'postalCode'] as const) checkText(problems, `events[${i}].place.${field}`, e.place[field]);
      }
    });
    checkUnique(problems, 'events.name', events.map((e) => e.name));
    expect(problems).toEqual([]);
  });
});

describe('FAQs', () => {
  it('has the spec’s home FAQs, including the free 30-day trial and the free 30-minute call', () => {
    const problems: Problems = [];
    checkCount(problems, 'homeFaqs', homeFaqs.length, specCounts.homeFaqs);
    homeFaqs.forEach((f, i) => {
      checkText(problems, `homeFaqs[${i}].question`, f.question);
      checkText(problems, `homeFaqs[${i}].answer`, f.answer);
    });
    const all = homeFaqs.map((f) => `${f.question} ${f.answer}`).join(' ');
    if (!/30[- ]day/i.test(all)) problems.push('homeFaqs: no entry mentions the free 30-day trial');
    if (!/30[- ]minute/i.test(all)) problems.push('homeFaqs: no entry mentions the free 30-minute call');
    expect(problems).toEqual([]);
  });

  it('lists the spec countries in order, defaults to Australia, and answers every question', () => {
    const problems: Problems = [];
    expect(faqCountries).toEqual([
      'United States',
      'United Kingdom',
      'European Countries',
      'Germany',
      'Canada',
      'Australia',
      'New Zealand',
    ]);
    expect(defaultFaqCountry).toBe('Australia');
    for (const c of faqCountries) {
      const count = countryFaqs.filter((f) => f.country === c).length;
      if (count < 4 || count > 5) problems.push(`countryFaqs: "${c}" has ${count} questions, expected 4–5`);
    }
    countryFaqs.forEach((f, i) => {
      checkText(problems, `countryFaqs[${i}] (${f.country}).question`, f.question);
      checkText(problems, `countryFaqs[${i}] (${f.country}).answer`, f.answer);
    });
    checkUnique(problems, 'countryFaqs.question', countryFaqs.map((f) => `${f.country}: ${f.question}`));
    expect(problems).toEqual([]);
  });
});

describe('offices', () => {
  it('has Hyderabad, Bangalore and London, with Bangalore as the one head branch', () => {
    const problems: Problems = [];
    expect(offices.map((o) => o.city)).toEqual(['Hyderabad', 'Bangalore', 'London']);
    const heads = offices.filter((o) => o.isHeadBranch);
    if (heads.length !== 1) problems.push(`offices: expected 1 head branch, found ${heads.length}`);
    if (headBranch.city !== 'Bangalore') problems.push(`headBranch.city: "${headBranch.city}" is not Bangalore`);
    if (!offices.includes(headBranch)) problems.push('headBranch: is not one of the offices entries');
    if (!headBranch.address.includes(site.address.street))
      problems.push(`headBranch.address: "${headBranch.address}" does not match site.address.street`);
    if (headBranch.postalCode !== site.address.postalCode)
      problems.push(`headBranch.postalCode: "${headBranch.postalCode}" does not match site.address`);
    if (headBranch.phone !== site.phone.display) problems.push(`headBranch.phone: "${headBranch.phone}" is not site.phone.display`);
    offices.forEach((o, i) => {
      for (const field of ['city', 'state', 'country', 'address', 'postalCode'] as const) {
        checkText(problems, `offices[${i}].${field}`, o[field]);
      }
      if (!o.mapLink.startsWith('https://www.google.com/maps/search/?api=1&query='))
        problems.push(`offices[${i}].mapLink: "${o.mapLink}" is not a Google Maps search URL`);
      if (!/^\+\d{2} [\d ]+$/.test(o.phone)) problems.push(`offices[${i}].phone: "${o.phone}" is not in international format`);
      if (!/^[a-z]+@aspireoverseas\.in$/.test(o.email)) problems.push(`offices[${i}].email: "${o.email}" is not at aspireoverseas.in`);
      // The schema holds the range and the country code's form; the precision a map pin needs is this check's.
      for (const [axis, value] of Object.entries(o.geo)) {
        if ((String(value).split('.')[1] ?? '').length < 5) problems.push(`offices[${i}].geo.${axis}: ${value} has fewer than 5 decimals`);
      }
      if (o.openingHours.length === 0) problems.push(`offices[${i}].openingHours: is empty`);
      if (o.iaaRegistration && o.countryCode !== 'GB')
        problems.push(`content/data/offices.json: offices[${i}].iaaRegistration (${o.city}): an Immigration Advice Authority registration is for an office in the UK (countryCode GB), not ${o.countryCode}`);
      o.openingHours.forEach((h, j) => {
        if (h.closes <= h.opens) problems.push(`offices[${i}].openingHours[${j}]: closes at ${h.closes}, not after it opens at ${h.opens}`);
      });
    });
    expect(problems).toEqual([]);
    expect(mapEmbedUrl(headBranch)).toBe(
      `https://www.google.com/maps?q=${headBranch.geo.latitude},${headBranch.geo.longitude}&z=15&output=embed`,
    );
  });
});

describe('process steps', () => {
  it('has the four How We Work steps with the spec titles and buttons', () => {
    expect(howWeWorkSteps.map((s) => [s.step, s.title, s.actionButton?.label])).toEqual([
      ['Step 01', 'Free Consultation', 'Book a Consultation'],
      ['Step 02', 'Document Collection & Review', 'Submit Your Documents'],
      ['Step 03', 'Application Submission', 'Start Your Application'],
      ['Step 04', 'Visa Approval & Post-Visa Support', 'Get Support'],
    ]);
    expect(howWeWorkSteps.map((s) => s.actionButton?.href)).toEqual(
      (['consultation', 'documents', 'application', 'visa-support'] as const).map((t) => counsellingHref(t)),
    );
  });

  it('has the four promise steps with the spec titles and no buttons', () => {
    expect(promiseSteps.map((s) => s.title)).toEqual([
      'Transparency at Every Step',
      'Personalized Solutions',
      'Professional Expertise',
      'Dedicated Support',
    ]);
    const problems: Problems = [];
    [...howWeWorkSteps, ...promiseSteps].forEach((s, i) => checkText(problems, `steps[${i}] (${s.title}).description`, s.description));
    promiseSteps.forEach((s, i) => {
      if (s.actionButton) problems.push(`promiseSteps[${i}].actionButton: the promise timeline has no buttons`);
    });
    expect(problems).toEqual([]);
  });
});

describe('about', () => {
  it('has the three Why Choose Us cards in the spec order', () => {
    expect(whyChooseUsCards.map((c) => c.title)).toEqual(['Proven Track Record', 'Why Choose Us?', 'Client Focus']);
  });

  it('has the home counters 5+, 400+, 40+ and 1000+, and the banner matches the visa counter', () => {
    expect(homeCounters.map((c) => [c.value, c.suffix, c.label])).toEqual([
      [5, '+', 'Years of Experience'],
      [400, '+', 'Universities'],
      [40, '+', 'Countries'],
      [1000, '+', 'Visa Approved'],
    ]);
    const visa = homeCounters.find((c) => c.label === 'Visa Approved');
    expect([aboutBannerStat.value, aboutBannerStat.suffix]).toEqual([visa?.value, visa?.suffix]);
  });

  it('has the Who We Are text and an application guide of 5–6 steps', () => {
    const problems: Problems = [];
    checkText(problems, 'whoWeAre.heading', whoWeAre.heading);
    whoWeAre.paragraphs.forEach((p, i) => checkText(problems, `whoWeAre.paragraphs[${i}]`, p));
    whoWeAre.points.forEach((p, i) => checkText(problems, `whoWeAre.points[${i}]`, p));
    if (applicationGuideSteps.length < 5 || applicationGuideSteps.length > 6)
      problems.push(`applicationGuideSteps: expected 5–6 steps, found ${applicationGuideSteps.length}`);
    expect(problems).toEqual([]);
  });
});

describe('services', () => {
  it('has the spec’s value-added services with varied colours', () => {
    const problems: Problems = [];
    checkCount(problems, 'valueAddedServices', valueAddedServices.length, specCounts.valueAddedServices);
    valueAddedServices.forEach((s, i) => {
      checkText(problems, `valueAddedServices[${i}].title`, s.title);
      checkText(problems, `valueAddedServices[${i}].description`, s.description);
    });
    if (new Set(valueAddedServices.map((s) => s.colour)).size < 4) problems.push('valueAddedServices.colour: too few distinct colours');
    expect(problems).toEqual([]);
  });

  it('has the 7 services and 3 free trainings with unique slugs and complete content', () => {
    expect(services.map((s) => s.slug)).toEqual([
      'career-counselling',
      'test-preparation',
      'application-process',
      'loan-assistance',
      'mock-interviews',
      'visa-guidance',
      'pre-departure-orientation',
    ]);
    expect(freeTrainings.map((s) => [s.slug, s.title])).toEqual([
      ['ielts', 'IELTS'],
      ['pte', 'PTE'],
      ['toefl', 'TOEFL'],
    ]);
    const problems: Problems = [];
    const all = [...services.map((s, i) => ({ s, where: `services[${i}]` })), ...freeTrainings.map((s, i) => ({ s, where: `freeTrainings[${i}]` }))];
    checkUnique(problems, 'services+freeTrainings.slug', all.map(({ s }) => s.slug));
    for (const { s, where } of all) {
      const at = `${where} (${s.slug})`;
      if (s.summary.length < 50 || s.summary.length > 150) problems.push(`${at}.summary: ${s.summary.length} characters, expected 50–150`);
      if (s.intro.length !== 2) problems.push(`${at}.intro: ${s.intro.length} paragraphs, expected 2`);
      if (s.includes.length < 4 || s.includes.length > 6) problems.push(`${at}.includes: ${s.includes.length} items, expected 4–6`);
      if (s.steps.length < 3 || s.steps.length > 4) problems.push(`${at}.steps: ${s.steps.length} steps, expected 3–4`);
      if (s.topic !== s.slug) problems.push(`${at}.topic: "${s.topic}" does not equal the slug`);
      checkText(problems, `${at}.title`, s.title);
      s.intro.forEach((p, i) => checkText(problems, `${at}.intro[${i}]`, p));
      s.includes.forEach((p, i) => checkText(problems, `${at}.includes[${i}]`, p));
      s.steps.forEach((p, i) => {
        checkText(problems, `${at}.steps[${i}].title`, p.title);
        checkText(problems, `${at}.steps[${i}].text`, p.text);
      });
    }
    for (const { s, where } of freeTrainings.map((s, i) => ({ s, where: `freeTrainings[${i}]` }))) {
      if (!s.intro.concat(s.includes).some((t) => /30 days/.test(t)))
        problems.push(`${where} (${s.slug}).intro: does not mention the 30 days of free access`);
    }
    expect(problems).toEqual([]);
  });

  it('has the three home service cards with their spec targets', () => {
    expect(serviceCards.map((c) => [c.title, c.target])).toEqual([
      ['Student Counselling', '/student-counselling'],
      ['Visa Counselling', '/visa-counselling'],
      ['Choose a Suitable University', '/choose-university'],
    ]);
  });
});

describe('images', () => {
  const images: [string, string][] = [
    ...universities.map((u, i): [string, string] => [`universities[${i}].logo`, u.logo]),
    ...reviews.map((r, i): [string, string] => [`reviews[${i}].photo`, r.photo]),
    ...events.map((e, i): [string, string] => [`events[${i}].pic`, e.pic]),
    ...offices.map((o, i): [string, string] => [`offices[${i}].image`, o.image]),
  ];

  it('every local image path exists under public/', () => {
    const problems: Problems = images
      .filter(([, p]) => !fs.existsSync(path.join(process.cwd(), 'public', p)))
      .map(([where, p]) => `${where}: "${p}" does not exist under public/`);
    expect(problems).toEqual([]);
  });

  it('every SVG is self-contained, sized and under 3 KB', () => {
    const problems: Problems = [];
    for (const [where, p] of images) {
      const file = path.join(process.cwd(), 'public', p);
      if (!fs.existsSync(file)) continue;
      const svg = fs.readFileSync(file, 'utf8');
      if (Buffer.byteLength(svg) > 3072) problems.push(`${where}: "${p}" is ${Buffer.byteLength(svg)} bytes, over 3 KB`);
      if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push(`${where}: "${p}" has no xmlns`);
      if (!/<svg[^>]*viewBox="[^"]+"[^>]*width="\d+"[^>]*height="\d+"/.test(svg))
        problems.push(`${where}: "${p}" needs a viewBox, width and height`);
      if (/(href=|<image|url\((?!#))/.test(svg)) problems.push(`${where}: "${p}" has an external reference or raster`);
    }
    expect(problems).toEqual([]);
  });
});

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cannotRing, launchBlockers, type LaunchSettings } from './launch';

const ready: LaunchSettings = { leadEndpoint: 'https://formspree.io/f/abc', siteUrl: 'https://www.example-firm.in', today: '2026-11-26' };

describe('cannotRing', () => {
  it.each(['+44 20 7946 0321', '+44 7700 900123', '+1 415 555 0142', '+61 491 570 006', '+91 80'])('%s never rings', (phone) => {
    expect(cannotRing(phone)).toBe(true);
  });
  it.each(['+91 80 4718 2200', '+44 20 7946 1234', '+1 415 555 2671', '+91 98765 43210'])('%s may ring', (phone) => {
    expect(cannotRing(phone)).toBe(false);
  });
});

describe('launchBlockers', () => {
  it('lists every category of the shipped template: settings, the company, numbers, samples, the counters', () => {
    const lines = launchBlockers({ ...ready, leadEndpoint: null, siteUrl: 'https://www.aspireoverseas.in' });
    const reasons = lines.map((line) => `${line.file}: ${line.entry}: ${line.reason}`).join('\n');
    expect(reasons).toMatch(/NEXT_PUBLIC_LEAD_ENDPOINT: not set/);
    expect(reasons).toMatch(/defaultSiteUrl: still the template's/);
    expect(reasons).toMatch(/content\/data\/site.json: company: sample entry/);
    expect(reasons).toMatch(/content\/data\/offices.json: offices\[2\].phone \(London\): \+44 20 7946 0321 cannot ring/);
    expect(reasons).toMatch(/content\/data\/counsellors.json: counsellors\[\d+\] \(.*\): sample entry/);
    expect(reasons).toMatch(/countersBasis: sample entry/);
    expect(reasons).toMatch(/content\/guides.ts: fees: sample entry/);
    expect(reasons).toMatch(/content\/data\/reviews.json: reviews\[0\] \(Priya S.\): sample entry/);
    expect(reasons).toMatch(/content\/data\/reviews.json: reviews\[0\].consentDate \(Priya S.\): no written consent date recorded/);
    expect(reasons).toMatch(/content\/data\/events.json: events\[\d+\] \(.*\): sample entry/);
    expect(reasons).toMatch(/content\/data\/offices.json: offices\[2\] \(London\): sample entry/);
    expect(reasons).toMatch(/content\/data\/universities.json: universities\[0\] \(.* logo\): sample entry/);
    expect(reasons).toMatch(/content\/data\/site.json: dataProtection: sample entry: the Grievance Officer's name \(Sunita Rao\) and e-mail/);
    expect(reasons).toMatch(/content\/about.ts: homeCounters and countersBasis: sample entry: the counters \(5\+ Years of Experience, 400\+ Universities, 40\+ Countries, 1,000\+ Visa Approved\)/);
    expect(reasons).toMatch(/offices\[2\] \(London\): sample entry: a UK office \(set iaaRegistration if it gives UK immigration advice; empty, its card says it gives none\)/);
    expect(reasons).not.toMatch(/offices\[[01]\] \(\w+\): sample entry: a UK office/);
  });

  it('says when no event is upcoming, and when the years counter outruns the founding year', () => {
    const lines = launchBlockers({ ...ready, today: '2099-01-01' }).map((line) => line.reason);
    expect(lines).toContain('no upcoming event on or after 2099-01-01');
    // Every destination figure is overdue by then.
    expect(lines.filter((reason) => reason.startsWith('past its review-by date')).length).toBeGreaterThan(20);
    const all = launchBlockers({ ...ready, today: '2099-01-01' });
    expect(all.filter((line) => line.file === 'content/testPreps.ts').map((line) => line.entry)).toEqual(['testPreps[ielts].format', 'testPreps[pte].format', 'testPreps[toefl].format']);
    expect(launchBlockers(ready).some((line) => line.reason.startsWith('past its review-by date'))).toBe(false);
    const early = launchBlockers({ ...ready, today: '2020-06-01' }).map((line) => line.reason);
    expect(early.some((reason) => /5\+ years, but the firm was founded in 2018 \(2 years ago\)/.test(reason))).toBe(true);
  });

  it('passes a copy of the content with every sample replaced by the firm’s own', () => {
    jest.isolateModules(() => {
      const own = <T extends object>(entry: T) => ({ ...entry, sample: false });
      jest.doMock('@/content/counsellors', () => ({ counsellors: jest.requireActual('@/content/counsellors').counsellors.map(own) }));
      jest.doMock('@/content/about', () => ({ ...jest.requireActual('@/content/about'), countersBasis: own(jest.requireActual('@/content/about').countersBasis) }));
      jest.doMock('@/content/guides', () => ({ ...jest.requireActual('@/content/guides'), feesSample: false }));
      jest.doMock('@/content/partners', () => ({ partnerList: own(jest.requireActual('@/content/partners').partnerList) }));
      jest.doMock('@/content/reviews', () => ({
        reviews: jest.requireActual('@/content/reviews').reviews.map((review: object) => own({ ...review, consentDate: '2026-10-01' })),
      }));
      jest.doMock('@/content/events', () => ({ ...jest.requireActual('@/content/events'), events: jest.requireActual('@/content/events').events.map(own) }));
      jest.doMock('@/content/universities', () => ({
        ...jest.requireActual('@/content/universities'),
        universities: jest.requireActual('@/content/universities').universities.map(own),
      }));
      jest.doMock('@/content/offices', () => ({
        offices: jest.requireActual('@/content/offices').offices.map((office: { phone: string }) => own({ ...office, phone: office.phone.replace('7946 0321', '7946 1234') })),
      }));
      jest.doMock('@/content/site', () => {
        const actual = jest.requireActual('@/content/site');
        return {
          ...actual,
          defaultSiteUrlSample: false,
          site: { ...actual.site, company: own(actual.site.company), dataProtection: own(actual.site.dataProtection), callback: own(actual.site.callback) },
        };
      });
      jest.doMock('./i18n', () => {
        const actual = jest.requireActual('./i18n');
        const reviewed = (file: { review: object }) => ({ ...file, review: Object.fromEntries(Object.keys(file.review).map((part) => [part, { by: 'Reviewer at the firm', on: '2026-11-30' }])) });
        return { ...actual, translationFiles: Object.fromEntries(Object.entries(actual.translationFiles).map(([lang, file]) => [lang, reviewed(file as { review: object })])) };
      });
      const { launchBlockers: gate } = jest.requireActual('./launch') as typeof import('./launch');
      expect(gate(ready)).toEqual([]);
    });
  });

  it('lists a counsellor a translation has no role and bio for (its team page shows them in English)', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/counsellors', () => {
        const { counsellors } = jest.requireActual('@/content/counsellors');
        return { counsellors: [...counsellors, { ...counsellors[0], slug: 'new-counsellor', name: 'New Counsellor' }] };
      });
      const { launchBlockers: gate } = jest.requireActual('./launch') as typeof import('./launch');
      const lines = gate(ready).filter((line) => line.entry === 'team.people.new-counsellor');
      expect(lines.map((line) => `${line.file}: ${line.reason}`)).toEqual(
        ['kn', 'hi', 'te', 'ta'].map((lang) => expect.stringMatching(new RegExp(`^content/i18n/${lang}.json: New Counsellor has no \\w+ role and bio`))),
      );
    });
  });
});

describe('npm run check:launch', () => {
  it('prints one line a blocker and fails on the shipped template', () => {
    let status = 0;
    let output = '';
    try {
      output = execFileSync('node', ['scripts/check-launch.mjs'], { encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_LEAD_ENDPOINT: '' } });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/^content\/data\/counsellors.json: counsellors\[0\] \(Kavya Menon\): sample entry$/m);
    expect(output).toMatch(/^\d+ launch blockers\./m);
  });

  it('prints a one-line count for the build, and does not fail it', () => {
    const output = execFileSync('node', ['scripts/check-launch.mjs', '--summary'], { encoding: 'utf8' });
    expect(output.trim()).toMatch(/^launch: \d+ blockers remain before this site can go live \(npm run check:launch lists them\)$/);
  });
});

describe('npm run build:launch', () => {
  const env = { ...process.env, NEXT_PUBLIC_LEAD_ENDPOINT: '' };

  it('is the gate, then exactly `npm run build`', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['build:launch']).toBe('node scripts/check-launch.mjs --before-build && npm run build');
  });

  it('fails on the shipped template, naming every blocker, and never starts the build', () => {
    // Asked of the gate first, so a template that somehow passed could not start a full build here.
    const gate = spawnSync('node', ['scripts/check-launch.mjs'], { encoding: 'utf8', env });
    expect(gate.status).toBe(1);
    const result = spawnSync('npm', ['run', '--silent', 'build:launch'], { encoding: 'utf8', env, timeout: 60_000 });
    expect(result.status).not.toBe(0);
    const blockers = gate.stdout.split('\n').filter((line) => /^[^\s].*: .*: /.test(line));
    expect(blockers.length).toBeGreaterThan(10);
    for (const line of blockers) expect(result.stdout).toContain(line);
    expect(result.stdout).toMatch(/^build:launch: not building\./m);
    expect(result.stdout + result.stderr).not.toMatch(/next build|Creating an optimized production build/);
  });
});

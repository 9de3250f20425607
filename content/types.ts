import type { Route } from 'next';
import type { ContactTopic } from './contactTopics';
import type { SourceKey } from './sources';
import type { Infer } from './schema';
import type {
  countryFaq,
  daysOfWeek,
  destinationChoices,
  faq,
  faqCountryNames,
  NewsArticle,
  newsCountryChoices,
  office,
  review,
  studyEvent,
  university,
} from './schemas';

/**
 * Entity types from the product spec (§3). Content modules hold plain data only (no JSX, no
 * fetching), so every page can be rendered at build time from them. The types of what lives in
 * content files (news, events, reviews, FAQs, offices, universities) are their schemas'
 * (content/schemas.ts), never written a second time here.
 */

import type { IsoDate } from './schema';

export type { IsoDate };

/** Icons are named, not imported, so content stays data; components/ui/Icon maps names to SVGs. */
export type IconName =
  | 'graduation-cap'
  | 'stamp'
  | 'building'
  | 'message-circle'
  | 'file-text'
  | 'send'
  | 'badge-check'
  | 'globe'
  | 'award'
  | 'book-open'
  | 'languages'
  | 'wallet'
  | 'piggy-bank'
  | 'ticket'
  | 'mic'
  | 'plane'
  | 'briefcase'
  | 'clipboard-list'
  | 'calendar'
  | 'users'
  | 'shield-check'
  | 'heart-handshake'
  | 'target'
  | 'search'
  | 'compass'
  | 'landmark'
  | 'clock'
  | 'trending-up';

/** Flags the site ships (public/images/flags/{code}.svg, from country-flag-icons). */
export type FlagCode = 'AU' | 'CA' | 'CH' | 'DE' | 'EU' | 'GB' | 'IN' | 'JP' | 'NZ' | 'SG' | 'US';

/** Colour names map to token pairs (tinted background + AA-contrast foreground). */
export type Tone = 'blue' | 'teal' | 'amber' | 'rose' | 'violet' | 'green';

/** Navigation item (spec §3: title, href, optional subLinks): a link, or a menu of sub-links. */
export interface NavLink {
  title: string;
  href: Route;
}

export interface NavMenu {
  title: string;
  subLinks: NavItem[];
  /** A link to the menu's overview page, listed first inside the menu. */
  overview?: NavLink;
}

export type NavItem = NavLink | NavMenu;

export function isNavMenu(item: NavItem): item is NavMenu {
  return 'subLinks' in item;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** Countries used by the news list and articles: /news/{country}/{n}. */
export type NewsCountry = (typeof newsCountryChoices)[number]['value'];

/** Study-abroad destinations (/study-abroad/{slug}): content/destinations/index.ts holds one record for each. */
export type DestinationSlug = (typeof destinationChoices)[number]['value'];

/** University (home carousel): name, logo, country. */
export type University = Infer<typeof university>;

/** Review: rating 0–5 in halves; photo falls back to initials when it cannot load. */
export type Review = Infer<typeof review>;

/** A study-abroad event as its file holds it. */
type EventEntry = Infer<typeof studyEvent>;

/**
 * Where an event happens: a venue with a postal address, or online with the link to join or
 * register (`url`, absolute: the counselling form with the event's topic, content/events.ts).
 */
export type EventPlace = Exclude<EventEntry['place'], { kind: 'online' }> | (Extract<EventEntry['place'], { kind: 'online' }> & { url: string });

/** Study-abroad event (home): name, date (start day, India time), picture, place. */
export type StudyEvent = Omit<EventEntry, 'place'> & { place: EventPlace };

/** What a news item is about; its picture shows this topic with the country's flag. */
export type NewsTopic = NewsArticle['topic'];

/** A news item as its file holds it (content/news/*.md): it lives at /news/{country}/{n}. */
export type NewsEntry = NewsArticle;

/** A news item with what follows from its keys (spec §3: `link` is /news/{country}/{n}) and its source. */
export interface NewsItem extends NewsEntry {
  link: Route;
  /** Official page the article is based on (content/sources.ts). */
  sourceUrl: string;
  sourceName: string;
}

/** Home FAQ item. */
export type Faq = Infer<typeof faq>;

/** FAQ page countries, as the spec lists them (UStates reads "United States"). */
export type FaqCountry = (typeof faqCountryNames)[number];

export type CountryFaq = Infer<typeof countryFaq>;

/** How We Work and other step timelines. */
export interface ProcessStep {
  /** "Step 01" */
  step: string;
  title: string;
  description: string;
  vectorIcon: IconName;
  /** `booking`: the step's button books a meeting (the booking page when one is set, else `href`). */
  actionButton?: { label: string; href: Route; booking?: boolean };
}

export type Office = Infer<typeof office>;

export type DayOfWeek = (typeof daysOfWeek)[number];

export interface Intake {
  /** Path under public/. */
  intakeImg: string;
  intakeName: string;
  /** Month the intake starts, e.g. "September". */
  date: string;
  intakeSubtext: string;
}

/** University card on a destination page: name, logo and a short blurb. */
export interface UniversityCard {
  name: string;
  logo: string;
  blurb: Text;
}

/**
 * When a figure or rule was checked on its official page, and when it must be checked again.
 * Every figure on the destination, compare, tool and FAQ pages carries one, next to its source.
 */
export interface Checked {
  /** The official page (content/sources.ts; its host is in content/officialHosts.ts). */
  source: SourceKey;
  /** When the figure was last checked there (or, if `unconfirmed`, last taken from our research guide). */
  asOf: IsoDate;
  /** Check it again by this date: the launch gate lists facts past it (lib/review.ts). */
  reviewBy: IsoDate;
  /**
   * The date we looked for the figure on the official page and could not confirm it there: the page
   * says "not confirmed from the official page as of {date}" beside it instead of presenting it as checked.
   */
  unconfirmed?: IsoDate;
}

/** Destination stat card (USA page: IELTS 6.5, 5400 universities, TOEFL 80, PTE 50). */
export interface DestinationStat extends Checked {
  title: string;
  number: number;
  /** Digits after the decimal point (6.5 keeps one). */
  decimals?: number;
  suffix?: string;
  /** Shown instead of a counter when a single number would not be honest, e.g. "58–67". */
  display?: string;
  /** What the number is, under its title, where the title (fixed by the spec) does not say: "Typical university requirement, not a visa rule". */
  note?: string;
  icon: IconName;
}

/** A cost figure stated inside a text, in the destination's currency (lib/destinationText.ts writes it). */
export interface Amount {
  amount: CostFigure;
  /**
   * money (default): "CAD 22,895", "£10,000–£38,000"; thousands: "£10k–£38k", "AUD 20k–45k";
   * prefixOnce: "€150–350" (the symbol once, whole numbers).
   */
  style?: 'money' | 'thousands' | 'prefixOnce';
}

/** A page text that may state cost figures: plain, or parts joined by lib/destinationText.ts, so a figure has one home. */
export type Text = string | readonly (string | Amount)[];

export interface SourcedFact extends Checked {
  label: string;
  value: Text;
}

/**
 * A rule that changed, for a destination's "What changed" list: newest first.
 */
export interface RuleChange extends Checked {
  /** When the change took effect (or applies from). */
  date: IsoDate;
  /** States a cost figure by reference (`{ amount }`), so it carries that figure's status. */
  change: Text;
  /** What it means for an Indian applicant. */
  meaning: Text;
}

/** English tests by the names students book them under. */
export type EnglishTestName =
  | 'IELTS Academic'
  | 'IELTS General Training'
  | 'TOEFL iBT'
  | 'PTE Academic'
  | 'PTE Core'
  | 'Duolingo English Test'
  | 'CELPIP-General';

/**
 * What an English score is: a student visa's minimum, a work permit's minimum, what
 * universities typically ask, or one named university's own requirement. The compare page and the
 * IELTS calculator set only scores of the same kind side by side.
 */
export type EnglishScoreKind = 'visa minimum' | 'work permit minimum' | 'typical university requirement' | 'one university';

/**
 * One English test as it counts for a destination: the score, what it is needed for and where the
 * figure comes from. Typed per destination so pages that compare destinations read the same records.
 */
export interface EnglishTest extends Checked {
  test: EnglishTestName;
  /** The score in words, e.g. "6.5 overall, no band below 6.0". */
  score: string;
  /** University admission, the student visa itself, or the work permit after graduating. */
  purpose: 'admission' | 'visa' | 'post-study work';
  kind: EnglishScoreKind;
  /** Whose requirement the score is, e.g. "University of Auckland, postgraduate". */
  basis: string;
}

export interface UsefulLink {
  label: string;
  /** An official page (content/sources.ts). */
  source: SourceKey;
}

/** A country covered inside another destination's guide, with its own flag, news tab and FAQ group. */
export interface CoveredCountry {
  name: string;
  /** Its counselling topic is study-in-{slug}. */
  slug: string;
  flag: FlagCode;
  news: NewsCountry;
  faq: FaqCountry;
}

/** Currencies the destinations' figures are stated in (ISO 4217). */
export type CurrencyCode = 'USD' | 'GBP' | 'CAD' | 'AUD' | 'EUR' | 'NZD';

/** How a cost is stated by its source: per month, semester or year, or once (a visa fee). */
export type CostPeriod = 'month' | 'semester' | 'year' | 'once';

/**
 * One published cost figure, in the destination's currency: a single amount (min = max) or a range.
 * Pages that state the figure in words format it from here, so it lives once.
 */
export interface CostFigure {
  /** What it is: "Undergraduate", "Courses in London", "Study permit". */
  label: string;
  min: number;
  max: number;
  period: CostPeriod;
  /** The page it comes from (content/sources.ts). */
  source: SourceKey;
  /** When the figure was last checked there. */
  asOf: IsoDate;
  reviewBy: IsoDate;
  /** See Checked.unconfirmed. */
  unconfirmed?: IsoDate;
  /** The date the source says it applies from, where it gives one. */
  since?: IsoDate;
}

/** The levels of study the cost estimator and the compare page plan for. */
export type StudyLevel = 'undergraduate' | 'postgraduate';

/**
 * A tuition figure, with the level of study it is for ('any' where one figure covers both). A level's
 * typical tuition is its first figure in the record's order (lib/studyLevel.ts), so the general figure
 * (Germany's semester fee) goes before the special cases (one state's fee, one university's).
 */
export interface TuitionFigure extends CostFigure {
  level: StudyLevel | 'any';
}

/**
 * Why a destination has no typical tuition and living range to plan with, and the official page behind
 * that answer: where the costs are each university's own, an invented range would mislead.
 */
export interface NoTypicalRange extends Checked {
  why: string;
  /** The same in a few words, for a table cell. */
  short: string;
}

/** A cost line with no sourced figure: the visitor types their own, and `why` says where to find it. */
export interface OwnFigure {
  own: true;
  why: string;
}

/** A cost line left out of the estimate, with the reason shown on the page. */
export interface NoFigure {
  none: true;
  why: string;
}

/**
 * The cost estimator's figures for a destination: tuition (options, each a range to choose
 * within), living costs (the official proof-of-funds or published figure), the one-off visa fees
 * and health cover where it is required and priced by a public source.
 */
export interface DestinationCosts {
  currency: CurrencyCode;
  tuition: TuitionFigure[] | OwnFigure;
  living: CostFigure[] | OwnFigure;
  /** Where tuition or living costs have no figures: why there is no typical range (required then; content/costs.test.ts). */
  noTypicalRange?: NoTypicalRange;
  /** One-off fees, added together. */
  visa: CostFigure[];
  /** Other visa charges not in the estimate, and why. */
  visaNote?: string;
  health: CostFigure[] | NoFigure;
  /** What the living figure is, in a sentence: "IRCC's proof-of-funds amount for one student". */
  livingNote?: string;
  /** How the health-cover figure is charged, where the estimate simplifies it. */
  healthNote?: string;
}

export interface Destination {
  slug: DestinationSlug;
  /** Short name used in headings: "USA", "UK", "Europe". */
  name: string;
  /** Full name for metadata and prose: "the United States". */
  fullName: string;
  /** ISO 3166-1 alpha-2 for the flag (EU for Europe). */
  flag: FlagCode;
  /** Its tab on the news pages and its group on the FAQ page. */
  news: NewsCountry;
  faq: FaqCountry;
  /** Countries the guide also covers under a news tab and FAQ group of their own (Germany, in Europe's). */
  alsoCovers?: CoveredCountry[];
  /** Banner heading, e.g. "Study In USA". */
  bannerTitle: string;
  /** The banner lead (no figures: it is also the page's description in lists). */
  summary: string;
  /** The menu's label where "Study in {name}" would not say what the page covers (Europe's is a Germany guide). */
  menuLabel?: string;
  /** The name the page's headings and the compare table use where it differs from `name` (Europe's guide: "Germany"). */
  pageName?: string;
  metaDescription: string;
  why: { intro: Text[]; points: { title: string; text: Text }[] };
  about: { intro: string; stats: DestinationStat[] };
  /** The English tests students take for this destination, with typical scores and sources. */
  englishTests: EnglishTest[];
  universities: UniversityCard[];
  intakes: Intake[];
  tips: (Omit<ProcessStep, 'description'> & { description: Text })[];
  facts: SourcedFact[];
  /** Rules that changed, newest first. */
  changes: RuleChange[];
  usefulLinks: UsefulLink[];
  /** The cost estimator's figures. */
  costs: DestinationCosts;
  lastReviewed: IsoDate;
}

/** A destination as written in content/destinations/{slug}.ts: its slug is its key in the index. */
export type DestinationRecord = Omit<Destination, 'slug'>;

export interface ValueAddedService {
  title: string;
  description: string;
  icon: IconName;
  colour: Tone;
  /** Where the card's claim is spelt out (the partner universities behind "free processing"). */
  link?: { label: string; href: Route };
}

export interface Service {
  slug: string;
  title: string;
  summary: string;
  icon: IconName;
  intro: string[];
  includes: string[];
  steps: { title: string; text: string }[];
  /** The service's topic in the counselling form, e.g. "loan-assistance". */
  topic: ContactTopic;
  /** Student tools that answer this service's first questions (content/tools.ts), listed first among its related links. */
  tools?: Route[];
}

/** Contact form values (spec §3). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

// Inputs of the tools' arithmetic (lib/), stated by content records.

/** What the interest during the moratorium does: paid each month, or added to the loan when repayment starts. */
export type MoratoriumInterest = 'paid' | 'added';

export interface LoanInput {
  /** Rupees disbursed. Treated as disbursed in full at the start (a bank disbursing term by term charges less). */
  amount: number;
  /** Per cent a year, e.g. 10.5. */
  ratePercent: number;
  /** Course length plus grace period. 0 for none. */
  moratoriumMonths: number;
  moratoriumInterest: MoratoriumInterest;
  /** Repayment tenure after the moratorium. */
  tenureMonths: number;
}

/** A step of the intake planner, placed by how many months before the intake it is due. */
export interface StepTemplate {
  key: string;
  /** Whole months before the intake the step is due. */
  monthsBefore: number;
}

/**
 * What the estimator needs from a destination's records, as plain serialisable numbers (the client
 * island gets this, not the records): tuition options in their stated period (null: the visitor
 * types a yearly figure), living-cost options (null: typed), the visa fees added together and health
 * cover where a public figure exists.
 */
export interface EstimatorFigures {
  tuition: { label: string; min: number; max: number; period: Exclude<CostPeriod, 'once'>; level: StudyLevel | 'any' }[] | null;
  living: { label: string; amount: number; period: Exclude<CostPeriod, 'once'> }[] | null;
  visa: number;
  health: { amount: number; period: Exclude<CostPeriod, 'once'> } | null;
}

/** A scholarship's study level, as its filter names it (`?level=masters`). */
export type ScholarshipLevel = 'undergraduate' | 'masters' | 'phd';

/** A field of study, as the scholarship filter names it (`?field=stem`). */
export type ScholarshipField = 'stem' | 'business' | 'social-sciences' | 'arts-humanities' | 'law' | 'health';

/** A month of the year, 1 (January) to 12 (December). */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * When a scheme's round usually runs, by month, so the page can say when the next one is expected
 * instead of a date that has passed. `closes` may be earlier in the year than `opens` (a round that
 * opens in September and closes in January).
 */
export interface UsualRound {
  opens: MonthNumber;
  closes: MonthNumber;
  /** How the official page words it, e.g. "early November", shown beside the months. */
  note?: string;
  /** The day of the closing month by which it usually closes (5 for "early November"); without it, the month's end. */
  closesDay?: number;
}

/**
 * A scholarship or funding scheme open to Indian students (/scholarships). Its status and dates are
 * the record's own (`Checked`): `source` is the provider's official page that states it.
 */
export interface Scholarship extends Checked {
  /** Its anchor on the page: lower-case words joined by hyphens ("chevening"). */
  id: string;
  name: string;
  /** Who funds and runs it: "UK Government (FCDO)". */
  provider: string;
  destinations: DestinationSlug[];
  levels: ScholarshipLevel[];
  /** 'all' when any subject may apply. */
  fields: 'all' | ScholarshipField[];
  /** What it pays, in a sentence. */
  pays: string;
  /** Who may apply, in a sentence or two (nationality, degree, work experience). */
  eligibility: string;
  round: UsualRound;
}

/** One document a student visa asks for (/tools/visa-checklist). */
export interface VisaDocument extends Checked {
  /** Stable key within its checklist, for the ticks saved in the browser ("passport"). */
  id: string;
  title: string;
  /** One line: what it is and what the visa office looks for in it. */
  detail: string;
}

/** A destination's student-visa checklist: the visa's name and the documents, in the order a student gathers them. */
export interface VisaChecklist {
  destination: DestinationSlug;
  /** The visa's official name: "F-1 student visa", "Student visa (subclass 500)". */
  visa: string;
  /** One or two sentences on where and how the application is made. */
  intro: string;
  documents: VisaDocument[];
}

/** A card of a heading and a paragraph (components/ui/TextCards.tsx): ways to pay, a parent's checks. */
export interface TextCard {
  title: string;
  text: string;
  /** Where the card's point is shown or explained further on the site. */
  link?: { title: string; href: Route };
}

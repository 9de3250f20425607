import type { Scholarship } from './types';
import { unconfirmed27Nov } from './destinations/review';

/**
 * The scholarships page (/scholarships): major scholarships and funding schemes open to Indian
 * nationals, each with the provider's own page as its source. Rounds are given as the months a round
 * usually opens and closes, never one year's dates, so a record stays useful after a deadline passes.
 * Amounts appear only where the provider's own page stated them; otherwise a record says what is
 * paid without figures. Schemes closed to Indian nationals (Australia Awards, New Zealand's Manaaki
 * scholarships) are left out rather than listed with a warning.
 *
 * Ordered by destination (USA, UK, Canada, Australia, Europe, New Zealand), then the schemes that
 * fund study in several countries.
 */

/**
 * Every record is `unconfirmed27Nov` (content/destinations/review.ts): no stored copy of a provider's
 * page confirmed all of a record's facts for the current round on 27 November 2026 (the page could not
 * be read, did not state them, or described an old round), so the page says "not yet confirmed" beside
 * it and the record is due again within three months. A record read in full on its provider's current
 * page takes `checked27Nov`.
 */
export const scholarships: Scholarship[] = [
  // USIEF's own page gave the benefits and eligibility below, but for the 2024–25 round and without
  // its dates; the round months come from past announcements.
  {
    id: 'fulbright-nehru-masters',
    name: 'Fulbright-Nehru Master’s Fellowships',
    provider: 'United States-India Educational Foundation (USIEF), funded by the US and Indian governments',
    destinations: ['usa'],
    levels: ['masters'],
    fields: ['stem', 'social-sciences', 'arts-humanities', 'law', 'health'],
    pays: 'Tuition and fees, living costs, a return economy flight, J-1 visa support and accident and sickness cover; USIEF says the grant may not cover every cost, and it pays nothing for dependants.',
    eligibility:
      'Indian citizens with a four-year bachelor’s degree (or a master’s or postgraduate diploma after a shorter one) with at least 55 %, and at least three years of full-time paid work in the field. Only set fields qualify, such as economics, public health, international affairs, environmental studies and journalism, and you must return to India afterwards.',
    round: { opens: 2, closes: 5, note: 'past rounds: February or March to mid-May', closesDay: 15 },
    source: 'schFulbrightNehru',
    ...unconfirmed27Nov,
  },
  {
    id: 'aauw-international-fellowships',
    name: 'AAUW International Fellowships',
    provider: 'American Association of University Women (AAUW)',
    destinations: ['usa'],
    levels: ['masters', 'phd'],
    fields: 'all',
    pays: 'A one-year stipend towards full-time graduate study in the US; it does not cover the full cost of a degree.',
    eligibility:
      'Women who are not US citizens or permanent residents, with a degree equal to a US bachelor’s, who have applied to or been admitted to a full-time master’s or doctorate in the US. The fellowships are meant for women who plan to return home to work.',
    round: { opens: 8, closes: 11, note: 'usually 1 August to 15 November', closesDay: 15 },
    source: 'schAauw',
    ...unconfirmed27Nov,
  },

  // Chevening's own FAQ confirmed what the award covers; its eligibility and timeline pages could
  // not be read here. The deadline has moved between early October and early November.
  {
    id: 'chevening',
    name: 'Chevening Scholarships',
    provider: 'UK Government (FCDO) and partner organisations',
    destinations: ['uk'],
    levels: ['masters'],
    fields: 'all',
    pays: 'University tuition fees, a monthly living allowance, a return economy flight to the UK and extra grants and allowances for essential costs such as the visa.',
    eligibility:
      'Indian citizens with a bachelor’s degree good enough for a UK master’s and at least two years (2,800 hours) of work experience. You apply to three eligible UK courses and need an unconditional offer from one by the offer deadline, and you must return to India for at least two years afterwards.',
    round: { opens: 8, closes: 10, note: 'opens in early August; the deadline has varied between early October and early November' },
    source: 'schChevening',
    ...unconfirmed27Nov,
  },
  {
    id: 'commonwealth-masters',
    name: 'Commonwealth Master’s Scholarships',
    provider: 'Commonwealth Scholarship Commission in the UK (FCDO); Indian candidates are nominated by the Ministry of Education',
    destinations: ['uk'],
    levels: ['masters'],
    fields: ['stem', 'social-sciences', 'arts-humanities', 'law', 'health'],
    pays: 'Full tuition fees, a return economy flight, a monthly living allowance and other allowances such as a study travel grant.',
    eligibility:
      'Indian citizens living in India with at least an upper second-class degree (the Ministry of Education asks for 60 %) who could not afford UK study without the scholarship. You apply both to the CSC and through the Ministry of Education; MBAs are not covered.',
    round: { opens: 9, closes: 10, note: 'mid-October; the Ministry of Education may close earlier', closesDay: 15 },
    source: 'schCommonwealthMasters',
    ...unconfirmed27Nov,
  },
  // The CSC's own page confirmed the scheme is for low and middle income Commonwealth countries, but
  // the copy we could read described the 2023–24 round, already closed.
  {
    id: 'commonwealth-shared',
    name: 'Commonwealth Shared Scholarships',
    provider: 'Commonwealth Scholarship Commission in the UK with UK universities',
    destinations: ['uk'],
    levels: ['masters'],
    fields: ['stem', 'social-sciences', 'arts-humanities', 'law', 'health'],
    pays: 'Full tuition fees, a return economy flight, a monthly living allowance and other allowances, shared between the CSC and the UK university.',
    eligibility:
      'Citizens of eligible low and middle income Commonwealth countries, India among them, with at least an upper second-class degree, who could not otherwise afford UK study and have not studied or worked for a year or more in a high-income country. You need an offer for an approved master’s course at a participating university.',
    round: { opens: 9, closes: 12, note: 'each university sets its own closing date' },
    source: 'schCommonwealthShared',
    ...unconfirmed27Nov,
  },
  {
    id: 'great-scholarships',
    name: 'GREAT Scholarships',
    provider: 'British Council and the UK Government’s GREAT Britain campaign, with UK universities',
    destinations: ['uk'],
    levels: ['masters'],
    fields: 'all',
    pays: 'A contribution towards the tuition fee for a one-year taught master’s at a participating UK university; it does not cover living costs.',
    eligibility:
      'Indian citizens with an undergraduate degree that meets the university’s entry requirements, applying for a one-year taught postgraduate course at one of the participating universities. Each university runs its own selection.',
    round: { opens: 1, closes: 6, note: 'each university sets its own deadline, mostly in spring' },
    source: 'schGreat',
    ...unconfirmed27Nov,
  },
  // The British Council's own page gave the 2026–27 eligibility rules, but said the list of eligible
  // countries would follow in January; we could not confirm India is on it, nor read what it pays.
  {
    id: 'british-council-women-in-stem',
    name: 'British Council Scholarships for Women in STEM',
    provider: 'British Council with UK universities',
    destinations: ['uk'],
    levels: ['masters'],
    fields: ['stem'],
    pays: 'Tuition fees, a living allowance, travel to the UK and visa and health surcharge costs for a one-year master’s in a STEM subject.',
    eligibility:
      'Women who hold a passport of, and live permanently in, one of that year’s eligible countries (check that India is on the list), with a completed undergraduate degree and no other way to fund UK study. You must return home for at least two years afterwards.',
    round: { opens: 1, closes: 3, note: 'eligible countries published in January; each university sets its own deadline' },
    source: 'schWomenInStem',
    ...unconfirmed27Nov,
  },
  {
    id: 'rhodes-india',
    name: 'Rhodes Scholarship for India',
    provider: 'Rhodes Trust, University of Oxford',
    destinations: ['uk'],
    levels: ['masters', 'phd'],
    fields: 'all',
    pays: 'University and college fees at Oxford, a yearly living stipend, and travel to and from the UK.',
    eligibility:
      'Indian citizens aged 19 to 25 on the cut-off date (a year more for medical graduates) who have studied in India for at least four of the last ten years and have, or are finishing, an undergraduate degree. It funds postgraduate study at Oxford only.',
    round: { opens: 6, closes: 8, note: 'recent India rounds: June to early August', closesDay: 1 },
    source: 'schRhodesIndia',
    ...unconfirmed27Nov,
  },

  // Canada: the federal Vanier scholarship has ended, and its successor (CGRS D) takes international
  // students only once they are enrolled in a Canadian PhD, so the Canadian record is a university's
  // entrance award. U of T's own page gave what it pays and who may apply, but not the dates.
  {
    id: 'lester-b-pearson',
    name: 'Lester B. Pearson International Scholarship',
    provider: 'University of Toronto',
    destinations: ['canada'],
    levels: ['undergraduate'],
    fields: 'all',
    pays: 'Tuition, books, incidental fees and full residence support for four years of undergraduate study at the University of Toronto.',
    eligibility:
      'International students, Indians included, in the final year of secondary school or just finished, starting a first undergraduate degree at U of T. Your school must nominate you, and you must also apply to U of T by its own earlier deadline.',
    round: { opens: 9, closes: 11, note: 'your school nominates you in early autumn; your own application is due in early November', closesDay: 8 },
    source: 'schPearson',
    ...unconfirmed27Nov,
  },

  // The Centre's own page gave the benefits and eligibility; it gives no dates, so the round is the
  // first one's (nominations closed on 1 January).
  {
    id: 'maitri-scholars',
    name: 'Maitri Scholars Program',
    provider: 'Centre for Australia-India Relations (Australian Government)',
    destinations: ['australia'],
    levels: ['masters', 'phd'],
    fields: ['stem'],
    pays: 'A large contribution to tuition fees, a monthly stipend, and a one-off payment for settling in and travel (economy flight, visa, student health cover and temporary housing).',
    eligibility:
      'Indian citizens (not Australian citizens or permanent residents) starting a research master’s or PhD in a STEM field at an Australian university. You cannot apply yourself: the university nominates you after you apply to it for research study.',
    round: { opens: 11, closes: 1, note: 'rounds are announced by the Centre; the first closed on 1 January', closesDay: 1 },
    source: 'schMaitri',
    ...unconfirmed27Nov,
  },

  {
    id: 'daad-epos',
    name: 'DAAD Development-Related Postgraduate Courses (EPOS)',
    provider: 'DAAD (German Academic Exchange Service), funded by the German development ministry',
    destinations: ['europe'],
    levels: ['masters', 'phd'],
    fields: ['stem', 'business', 'social-sciences', 'health'],
    pays: 'A monthly stipend, health, accident and personal liability insurance and a travel allowance; some scholars also get a rent subsidy or a family allowance.',
    eligibility:
      'Graduates from developing countries, India among them, with at least two years of relevant work experience after the bachelor’s and a degree usually no more than six years old, applying to one of the listed development-related master’s courses in Germany (a few PhDs).',
    round: { opens: 7, closes: 10, note: 'each course sets its own deadline, mostly August to October' },
    source: 'schDaadEpos',
    ...unconfirmed27Nov,
  },
  {
    id: 'erasmus-mundus',
    name: 'Erasmus Mundus Joint Masters scholarships',
    provider: 'European Union (Erasmus+), awarded by each joint master’s programme',
    destinations: ['europe'],
    levels: ['masters'],
    fields: 'all',
    pays: 'The programme’s participation costs, including tuition, a contribution to travel and settling-in costs, and a monthly living allowance for the whole programme.',
    eligibility:
      'Students from any country, India included, with a bachelor’s degree or finishing one before the course starts, applying to a joint master’s taught in at least two European countries. Each programme awards its scholarships to its best-ranked applicants.',
    round: { opens: 10, closes: 1, note: 'each programme sets its own dates; most close between December and February' },
    source: 'schErasmusMundus',
    ...unconfirmed27Nov,
  },
  // Campus France India's own page gave the benefits and eligibility below (undated copy); it gave
  // no dates for the round.
  {
    id: 'charpak-masters',
    name: 'Charpak Master’s Scholarship',
    provider: 'Embassy of France in India (Campus France India)',
    destinations: ['europe'],
    levels: ['masters'],
    fields: 'all',
    pays: 'A monthly living allowance of €860, visa and Campus France fee waivers, student social security and health insurance, and help finding student housing; it does not pay for flights.',
    eligibility:
      'Indian citizens or OCI card holders aged 30 or under, enrolled in or graduated from an Indian higher-education institution, for a master’s taught in France. French helps but is not required.',
    round: { opens: 12, closes: 3, note: 'Campus France India announces the dates each year' },
    source: 'schCharpak',
    ...unconfirmed27Nov,
  },
  {
    id: 'nl-scholarship',
    name: 'NL Scholarship (formerly Holland Scholarship)',
    provider: 'Dutch Ministry of Education, Culture and Science with Dutch universities',
    destinations: ['europe'],
    levels: ['undergraduate', 'masters'],
    fields: 'all',
    pays: 'A one-off grant in the first year of study; it covers only part of the tuition fee.',
    eligibility:
      'Students from outside the European Economic Area, Indians included, applying for a full-time bachelor’s or master’s at a participating Dutch university, who have not studied in the Netherlands before. You apply through the university.',
    round: { opens: 11, closes: 5, note: 'each university sets its deadline, commonly 1 February or 1 May', closesDay: 1 },
    source: 'schNlScholarship',
    ...unconfirmed27Nov,
  },

  {
    id: 'new-zealand-excellence-awards',
    name: 'New Zealand Excellence Awards',
    provider: 'Education New Zealand (New Zealand Government) with New Zealand’s universities',
    destinations: ['new-zealand'],
    levels: ['undergraduate', 'masters'],
    fields: 'all',
    pays: 'A partial scholarship towards first-year tuition fees at a New Zealand university.',
    eligibility:
      'Indian citizens starting an undergraduate or postgraduate degree at one of New Zealand’s eight universities. Each university chooses its own award holders, often in set subjects.',
    round: { opens: 3, closes: 6, note: 'each university sets its own dates' },
    source: 'schNzScholarships',
    ...unconfirmed27Nov,
  },

  // Several destinations. The ministry's own page gave the eligibility below, but for selection year
  // 2022–23, without the current year's dates or the allowances.
  {
    id: 'national-overseas-scholarship',
    name: 'National Overseas Scholarship for Scheduled Castes and others',
    provider: 'Ministry of Social Justice and Empowerment, Government of India',
    destinations: ['usa', 'uk', 'canada', 'australia', 'europe', 'new-zealand'],
    levels: ['masters', 'phd'],
    fields: 'all',
    pays: 'Tuition fees as charged, a yearly maintenance and contingency allowance, the visa fee, medical insurance and an economy air fare.',
    eligibility:
      'Students from Scheduled Castes, denotified, nomadic and semi-nomadic tribes, landless agricultural labourers and traditional artisans, aged 35 or under, with family income up to ₹8 lakh a year and at least 60 % in the qualifying degree, holding an offer from a highly ranked foreign university. 30 % of awards are for women.',
    round: { opens: 2, closes: 3, note: 'the ministry announces each year’s window on its NOS portal' },
    source: 'schNos',
    ...unconfirmed27Nov,
  },
  // The Endowment's own pages: the FAQ gave the eligibility and the round (open from 11 January to
  // 21 March for the 2024–25 awards); its loan scholarship page gave the amounts. A copy that describes
  // the 2024–25 round cannot confirm the current one, so it is not yet confirmed.
  {
    id: 'jn-tata-endowment',
    name: 'J. N. Tata Endowment loan scholarship',
    provider: 'J. N. Tata Endowment (Tata Trusts)',
    destinations: ['usa', 'uk', 'canada', 'australia', 'europe', 'new-zealand'],
    levels: ['masters', 'phd'],
    fields: 'all',
    pays: 'A one-time loan scholarship of between ₹1 lakh and ₹10 lakh, which you repay later; selected scholars may also get a travel grant and a gift award from allied Tata Trusts.',
    eligibility:
      'Indian citizens aged 45 or under with a degree from a recognised Indian university and at least 60 % on average, going for full-time master’s, PhD or postdoctoral study abroad. Students already abroad may apply at the end of their first year if a full academic year remains.',
    round: { opens: 1, closes: 3, note: 'mid-January to March' },
    source: 'schJnTata',
    ...unconfirmed27Nov,
  },
  // The Foundation's own FAQ gave the eligibility and the round (for the 2023 scholarships); it did
  // not state what the scholarship pays.
  {
    id: 'inlaks-scholarships',
    name: 'Inlaks Shivdasani Foundation scholarships',
    provider: 'Inlaks Shivdasani Foundation',
    destinations: ['usa', 'uk', 'europe'],
    levels: ['masters', 'phd'],
    fields: ['stem', 'social-sciences', 'arts-humanities', 'law'],
    pays: 'A grant, not a loan, towards the cost of a full-time master’s, MPhil or doctorate at a top-ranked university in the US, the UK or Europe.',
    eligibility:
      'Indian citizens living in India, aged 30 or under in the year of application, with a good first degree from an Indian university (the Foundation sets minimum marks by subject). Most subjects qualify, but not engineering, medicine, business or computer science.',
    round: { opens: 1, closes: 3, note: 'opens in January or February; closes at the end of March or in early April' },
    source: 'schInlaks',
    ...unconfirmed27Nov,
  },
];

import type { ContactTopic } from './contactTopics';
import type { Checked, IconName } from './types';
import { unconfirmed } from './destinations/review';
import type { EnglishTestFamily } from './destinations';

/**
 * The three English tests (/ielts, /pte, /tofel and the /test-preps overview). Their scores by
 * destination are the destination records' own (content/destinations, with each score's kind, source
 * and dates:), read by `family`, so a score has one home. No fees or test dates: they change
 * too often.
 */

export type TestPrepSlug = 'ielts' | 'pte' | 'toefl';

export interface TestSection {
  name: string;
  /** Approximate, as the test owner describes it. */
  duration: string;
  description: string;
}

export interface TestPrep {
  slug: TestPrepSlug;
  /** The page's route; TOEFL lives at the spec's spelling, /tofel. */
  route: '/ielts' | '/pte' | '/tofel';
  /** Short name, the page's heading: "IELTS". */
  name: string;
  /** Full name with the version we teach: "IELTS Academic (International English Language Testing System)". */
  fullName: string;
  metaTitle: string;
  metaDescription: string;
  /** One line for the banner and the overview card. */
  summary: string;
  icon: IconName;
  /** What the test is, one string per paragraph. */
  about: string[];
  /** Key facts shown beside the introduction. */
  facts: { label: string; value: string }[];
  /**
   * Where the facts, format and scoring come from (the test owner's site) and how current they are
   *; its page is also the "Official … website" link.
   */
  format: Checked;
  sections: TestSection[];
  /** Total time, for the format heading's lead. */
  totalTime: string;
  scoring: { scale: string; points: string[] };
  /** Which of the destinations' English-test records are this test's (content/destinations). */
  family: EnglishTestFamily;
  /** A caveat printed under the score cards. */
  scoresNote: string;
  howWeHelp: string[];
  /** Slug of the matching free batch: /services/free-trainings/{slug}. */
  trainingSlug: TestPrepSlug;
  /** The link to the test owner's site (the `format` source): "Official IELTS website". */
  official: string;
  /** Topic that pre-selects the counselling form's subject. */
  topic: ContactTopic;
}

export const testPreps: TestPrep[] = [
  {
    slug: 'ielts',
    family: 'IELTS',
    route: '/ielts',
    name: 'IELTS',
    fullName: 'International English Language Testing System (IELTS Academic)',
    metaTitle: 'IELTS Preparation and Test Guide',
    metaDescription:
      'IELTS Academic explained: the four sections and timings, the 0–9 band scale, scores universities ask for, and free IELTS coaching in Bengaluru.',
    summary: 'A widely accepted English test for universities in the UK, Australia, Canada, New Zealand and beyond.',
    icon: 'languages',
    about: [
      'IELTS Academic measures whether your English is ready for study at a university where teaching is in English. It is accepted by universities and visa authorities in the UK, Australia, Canada, New Zealand, Europe and the USA.',
      'The test covers listening, reading, writing and speaking. You can take it on paper or on a computer at a test centre, and the speaking test is always a conversation with a trained examiner rather than a recording.',
    ],
    facts: [
      { label: 'Total time', value: 'About 2 hours 45 minutes' },
      { label: 'Score scale', value: 'Bands 0–9, in half bands' },
      { label: 'How it is taken', value: 'On paper or on computer, with a face-to-face speaking test' },
    ],
    sections: [
      {
        name: 'Listening',
        duration: 'About 30 minutes',
        description: 'Four recordings of conversations and talks, with 40 questions. Each recording is played once.',
      },
      {
        name: 'Reading',
        duration: '60 minutes',
        description: 'Three long passages from books, journals and newspapers, with 40 questions.',
      },
      {
        name: 'Writing',
        duration: '60 minutes',
        description: 'Two tasks: describe a graph, table or diagram, and write an essay in response to an argument.',
      },
      {
        name: 'Speaking',
        duration: '11–14 minutes',
        description: 'A three-part conversation with an examiner: an introduction, a short talk on a topic, and a discussion.',
      },
    ],
    totalTime: 'About 2 hours 45 minutes, with speaking sometimes on a different day.',
    scoring: {
      scale: 'Bands 0–9',
      points: [
        'Each skill gets a band score from 0 to 9, and half bands such as 6.5 are possible.',
        'Your overall band is the average of the four skills, rounded to the nearest half or whole band.',
        'Many universities set a minimum for each skill as well as the overall band, for example 6.5 overall with no band below 6.0.',
        'Results come in a few days for computer-delivered tests and in about two weeks for paper-based tests.',
      ],
    },
    scoresNote:
      'Requirements change and differ by course. Always confirm the score on your university’s course page before you book a test.',
    howWeHelp: [
      'A diagnostic test to find your current band and the gap to your target',
      'Module-wise classes for listening, reading, writing and speaking',
      'Marked writing tasks with feedback on task response, coherence, vocabulary and grammar',
      'One-to-one speaking practice in the format of the real test',
      'Full-length mock tests under exam conditions before you book',
    ],
    trainingSlug: 'ielts',
    official: 'Official IELTS website',
    format: { source: 'ieltsTest', ...unconfirmed },
    topic: 'ielts',
  },
  {
    slug: 'pte',
    family: 'PTE',
    route: '/pte',
    name: 'PTE',
    fullName: 'Pearson Test of English Academic (PTE Academic)',
    metaTitle: 'PTE Academic Preparation Guide',
    metaDescription:
      'PTE Academic explained: the computer-based format, the 10–90 score scale, scores universities ask for, and free PTE coaching in Bengaluru.',
    summary: 'A computer-based English test with automated scoring and fast results, accepted widely for study abroad.',
    icon: 'target',
    about: [
      'PTE Academic is a computer-based English test for study and visa purposes. It is accepted by many universities in the UK, Australia, New Zealand, Canada, Europe and the USA, and for Australian student visas.',
      'Everything is done on a computer at a test centre, including speaking into a microphone. Answers are scored automatically, and many tasks test two skills at once, for example listening and writing.',
    ],
    facts: [
      { label: 'Total time', value: 'About 2 hours' },
      { label: 'Score scale', value: '10–90' },
      { label: 'How it is taken', value: 'On computer at a test centre, with automated scoring' },
    ],
    sections: [
      {
        name: 'Speaking and writing',
        duration: 'About 1 hour',
        description:
          'A personal introduction, then tasks such as reading aloud, repeating sentences, describing images, summarising a text and writing an essay.',
      },
      {
        name: 'Reading',
        duration: 'About 30 minutes',
        description: 'Multiple-choice questions, re-ordering paragraphs and filling in blanks in academic texts.',
      },
      {
        name: 'Listening',
        duration: 'About 30–45 minutes',
        description:
          'Short lectures and conversations followed by tasks such as summarising what you heard and writing from dictation.',
      },
    ],
    totalTime: 'About 2 hours in a single sitting, with an optional short break.',
    scoring: {
      scale: '10–90',
      points: [
        'You get an overall score and a score for each of listening, reading, speaking and writing, all on a scale of 10 to 90.',
        'Because many tasks are integrated, one answer can count towards two skills.',
        'Speaking is scored on content, pronunciation and oral fluency, so steady pacing matters as much as vocabulary.',
        'Results usually arrive within a couple of days.',
      ],
    },
    scoresNote:
      'Not every university accepts PTE for every course. Confirm that your universities accept it, and the score they need, before you book.',
    howWeHelp: [
      'A diagnostic mock test in the computer-based format',
      'Strategies for every question type, including the integrated tasks',
      'Pronunciation and fluency practice for the automated speaking score',
      'Timed practice for summarising texts and writing essays',
      'Computer-based mock tests with a review of your weakest tasks',
    ],
    trainingSlug: 'pte',
    official: 'Official PTE website',
    format: { source: 'pteTest', ...unconfirmed },
    topic: 'pte',
  },
  {
    slug: 'toefl',
    family: 'TOEFL',
    route: '/tofel',
    name: 'TOEFL',
    fullName: 'Test of English as a Foreign Language (TOEFL iBT)',
    metaTitle: 'TOEFL iBT Preparation Guide',
    metaDescription:
      'TOEFL iBT explained: the four sections, the new 1–6 scale beside 0–120, scores universities ask for, and free TOEFL coaching in Bengaluru.',
    summary: 'A computer-based English test widely accepted in the USA and Canada, taken at a test centre or at home.',
    icon: 'book-open',
    about: [
      'TOEFL iBT is an English test for university admission, run by ETS. It is widely accepted in the USA and Canada, and by many universities in the UK, Europe, Australia and New Zealand.',
      'The test covers reading, listening, writing and speaking on a computer, at a test centre or at home. Since January 2026 it is shorter, the reading and listening sections adapt to your answers, and scores are reported on a new 1–6 scale.',
    ],
    facts: [
      { label: 'Total time', value: 'About 1.5 hours' },
      { label: 'Score scale', value: 'Bands 1–6, with a comparable 0–120 total' },
      { label: 'How it is taken', value: 'On computer, at a test centre or at home' },
    ],
    sections: [
      {
        name: 'Reading',
        duration: 'About 18–27 minutes',
        description: 'Short everyday texts and academic passages. The section adapts to your answers.',
      },
      {
        name: 'Listening',
        duration: 'About 18–27 minutes',
        description: 'Conversations, campus announcements and academic talks, each heard once. The section adapts to your answers.',
      },
      {
        name: 'Writing',
        duration: 'About 23 minutes',
        description: 'Building sentences, writing an e-mail and contributing to an academic discussion.',
      },
      {
        name: 'Speaking',
        duration: 'About 8 minutes',
        description: 'Repeating sentences you hear and answering interview questions, recorded on the computer.',
      },
    ],
    totalTime: 'About 1.5 hours. Adaptive sections mean the exact length varies slightly.',
    scoring: {
      scale: 'Bands 1–6 and 0–120',
      points: [
        'Since 21 January 2026, each section and the overall score are reported as bands from 1 to 6, in half bands, aligned to the CEFR levels.',
        'During a transition period, score reports also show a comparable total on the familiar 0–120 scale.',
        'Most universities still state their requirement on the 0–120 scale, such as 80 or 90, so we track your progress on both.',
        'Your overall band is the average of the four section bands.',
      ],
    },
    scoresNote:
      'Figures are on the 0–120 scale. Requirements change and differ by course, so confirm the score on your university’s course page.',
    howWeHelp: [
      'A diagnostic test and a target score for your shortlisted universities',
      'Practice for every task type in the current format, including the adaptive sections',
      'Note-taking techniques for lectures, conversations and announcements',
      'Feedback on your e-mails, academic discussion posts and spoken answers',
      'Full-length mock tests with a review of your results on both score scales',
    ],
    trainingSlug: 'toefl',
    official: 'Official TOEFL website',
    format: { source: 'toeflTest', ...unconfirmed },
    topic: 'toefl',
  },
];

export function getTestPrep(slug: TestPrepSlug): TestPrep {
  const test = testPreps.find((t) => t.slug === slug);
  if (!test) throw new Error(`content/testPreps.ts: no test with slug "${slug}"`);
  return test;
}

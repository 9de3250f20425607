import type { ProcessStep } from './types';
import { counsellingHref } from './site';
import en from './i18n/en.json';

/** Home "03 How We Work" timeline (spec §2: four steps with these titles and buttons). */
export const howWeWorkSteps: ProcessStep[] = [
  {
    step: 'Step 01',
    title: 'Free Consultation',
    description:
      'Meet a counsellor in person or online to talk through your goals, academic record, budget and preferred countries. You leave with a first shortlist and a clear plan for the next steps.',
    vectorIcon: 'message-circle',
    actionButton: { label: 'Book a Consultation', href: counsellingHref('consultation'), booking: true },
  },
  {
    step: 'Step 02',
    title: 'Document Collection & Review',
    description:
      'We give you a personalised checklist of transcripts, test scores, SOP, recommendation letters, CV, passport and financial documents, and review each one for gaps before anything is submitted.',
    vectorIcon: 'file-text',
    actionButton: { label: 'Submit Your Documents', href: counsellingHref('documents') },
  },
  {
    step: 'Step 03',
    title: 'Application Submission',
    description:
      'We prepare and submit your university applications, track every portal and deadline, and keep you updated until your offers arrive.',
    vectorIcon: 'send',
    actionButton: { label: 'Start Your Application', href: counsellingHref('application') },
  },
  {
    step: 'Step 04',
    title: 'Visa Approval & Post-Visa Support',
    description:
      'Once you accept an offer, we help you build your visa file and prepare for any interview, then guide you on accommodation, forex, travel and settling in.',
    vectorIcon: 'stamp',
    actionButton: { label: 'Get Support', href: counsellingHref('visa-support') },
  },
];

/** About page promise timeline (spec §2: four steps, no buttons), from the About page's words. */
const promiseIcons = ['shield-check', 'target', 'award', 'heart-handshake'] as const;
export const promiseSteps: ProcessStep[] = en.about.promise.steps.map((step, i) => ({
  step: `Step ${String(i + 1).padStart(2, '0')}`,
  title: step.title,
  description: step.text,
  vectorIcon: promiseIcons[i]!,
}));

import type { Review } from './types';

/** Home "05 What our students say" carousel (spec §3: nine sample reviews, ratings 0–5 in halves). */
export const reviews: Review[] = [
  {
    sample: true,
    name: 'Priya S.',
    university: 'University of Manchester',
    photo: '/images/reviews/priya-s.svg',
    rating: 5,
    message:
      'My counsellor went through my SOP line by line and pushed me to explain why I was moving from civil engineering to data science, instead of just listing projects. The shortlist she built balanced ambitious and safe options, and I accepted my MSc offer from Manchester well before the deadline.',
  },
  {
    sample: true,
    name: 'Arjun R.',
    university: 'Arizona State University',
    photo: '/images/reviews/arjun-r.svg',
    rating: 4.5,
    message:
      'I was nervous about my US visa interview, so the team ran mock interviews with me until I could explain my course choice and funding plan clearly and briefly. On the actual day the officer asked almost exactly the questions we had practised.',
  },
  {
    sample: true,
    name: 'Sneha K.',
    university: 'University of Waterloo',
    photo: '/images/reviews/sneha-k.svg',
    rating: 4,
    message:
      'Aspire helped me put together the proof-of-funds documents for my Canadian study permit and flagged a mismatch between my bank statements and my sponsor letter before I applied. The process took longer than I hoped because of my own late documents, but the checklist kept me on track.',
  },
  {
    sample: true,
    name: 'Rahul M.',
    university: 'Technical University of Munich',
    photo: '/images/reviews/rahul-m.svg',
    rating: 5,
    message:
      'Germany was confusing until my counsellor explained the APS certificate, the blocked account and the national visa in the right order. They reviewed my APS documents before submission and reminded me of every application window, so nothing was missed.',
  },
  {
    sample: true,
    name: 'Divya N.',
    university: 'Monash University',
    photo: '/images/reviews/divya-n.svg',
    rating: 4.5,
    message:
      'The team compared courses at several Australian universities against my budget and helped me pick the February intake so I had time to finish my IELTS. They checked my Subclass 500 visa file twice before lodging it, which gave my parents a lot of confidence.',
  },
  {
    sample: true,
    name: 'Karthik V.',
    university: 'University of Leeds',
    photo: '/images/reviews/karthik-v.svg',
    rating: 3.5,
    message:
      'The SOP feedback and university shortlist were genuinely useful and I got into Leeds for my first-choice course. Replies were slower during the busy weeks before the September intake, so I would advise starting early, but my documents were always checked properly.',
  },
  {
    sample: true,
    name: 'Ananya P.',
    university: 'University of Auckland',
    photo: '/images/reviews/ananya-p.svg',
    rating: 5,
    message:
      'I had no idea how to finance my master’s in New Zealand until the loan team walked my father and me through secured and unsecured education loans and helped us prepare the paperwork for the bank. They also explained the funds I needed to show for the student visa, so there were no surprises.',
  },
  {
    sample: true,
    name: 'Vikram J.',
    university: 'Northeastern University',
    photo: '/images/reviews/vikram-j.svg',
    rating: 4,
    message:
      'I joined the free PTE weekend batch while working full time, and the mock tests showed me exactly where I was losing marks in speaking. My counsellor then helped me shortlist co-op focused programmes in the USA and handled every application portal with me.',
  },
  {
    sample: true,
    name: 'Meera T.',
    university: 'University of Melbourne',
    photo: '/images/reviews/meera-t.svg',
    rating: 4.5,
    message:
      'The IELTS trainers gave detailed feedback on every writing task, which is where I was struggling the most. The counselling team also helped me apply for a scholarship and prepared me for what to expect in my first weeks in Melbourne.',
  },
];

import type { NewsCountry, NewsEntry, NewsItem } from './types';
import { newsPath } from './paths';
import { cite } from './sources';

/**
 * News for the country tabs (home and /news) and the articles at /news/{country}/{n}.
 *
 * Every item rests on a rule or a practical topic from shared/guides/destinations.md and links the
 * official page it relies on. Figures not in that guide are never quoted: the text sends readers to
 * the official page instead.
 */

/** The tab bar, in the spec's order (§2 News page). */
export const newsCountries: { id: NewsCountry; label: string }[] = [
  { id: 'usa', label: 'USA' },
  { id: 'uk', label: 'UK' },
  { id: 'canada', label: 'Canada' },
  { id: 'australia', label: 'Australia' },
  { id: 'germany', label: 'Germany' },
  { id: 'newzealand', label: 'New Zealand' },
  { id: 'eu', label: 'European Union' },
];

/** The badge and section name of a country's news ("USA", "European Union"). */
export function newsCountryLabel(country: NewsCountry): string {
  return newsCountries.find((c) => c.id === country)?.label ?? country;
}

/** Spec §4: the home news list opens on USA. */
export const defaultNewsCountry: NewsCountry = 'usa';

const entries: NewsEntry[] = [
  // USA: practical topics only; the spec's figures, no new fees or dates.
  {
    country: 'usa',
    n: 1,
    date: '2026-10-12',
    topic: 'visa',
    title: 'Preparing for your F-1 student visa interview: a practical checklist',
    metaTitle: 'F-1 visa interview checklist',
    subtext:
      'What happens after you receive your I-20, which documents to carry, and how to answer the consular officer clearly and honestly.',
    body: [
      'The F-1 is the US visa for full-time academic study. The sequence is the same for every student: a university certified by the Student and Exchange Visitor Program (SEVP) admits you and issues your Form I-20; you pay the SEVIS I-901 fee; you complete the online DS-160 application; and you book an interview at a US embassy or consulate in India. Fees and appointment waiting times change, so check the current details on travel.state.gov before you pay.',
      'At the interview, the consular officer wants to understand that you are a genuine student with a clear reason for your programme and university, that you can pay for your studies and living costs, and what you plan to do after you graduate. Keep your answers short, specific and in your own words; a memorised script is easy to spot.',
      'Carry your passport, the DS-160 confirmation page, your appointment confirmation, your signed Form I-20 and the SEVIS fee receipt. Keep supporting documents ready in a clear order: academic transcripts and degree certificates, test score reports, and financial evidence such as bank statements, an education-loan sanction letter or sponsor documents. The officer may not ask for them, but you should be able to find any page in seconds.',
      'Aspire Overseas offers mock visa interviews as part of our visa guidance. We go through the questions officers commonly ask about your course, funding and plans, and give honest feedback on how your answers come across.',
    ],
    ...cite('usStudentVisa'),
  },
  {
    country: 'usa',
    n: 2,
    date: '2026-08-20',
    topic: 'intake',
    title: 'Fall, Spring or Summer? Choosing the right US intake',
    metaTitle: 'Fall, Spring or Summer US intake',
    subtext:
      'US universities admit students in Fall (September), Spring (January) and Summer (May). Here is how to choose the one that fits your plans.',
    body: [
      'Most US universities run three intakes. Fall, starting in September, is the main one: nearly every programme admits students then, and it usually offers the widest choice of courses, assistantships and scholarships. Spring, starting in January, is the second intake, and Summer, starting in May, is a small intake offered only by selected universities and programmes.',
      'Fall suits you if your test scores and documents will be ready early, because application deadlines come many months before the start date. Spring is a sensible choice if you need more time for the GRE, GMAT, IELTS or TOEFL, or if your degree finishes mid-year. Before you plan around Spring or Summer, confirm on each programme’s page that it admits students in that term, because many do not.',
      'Whichever intake you choose, work backwards from the deadline: shortlist universities, book your tests with time for a retake, prepare your statement of purpose and recommendations, and leave room for the I-20 and F-1 visa steps after you are admitted. Deadlines vary by university, so note each one individually rather than assuming a common date.',
      'EducationUSA, the U.S. Department of State’s advising network, publishes free guides to each step. Our counsellors can help you build a timeline for your chosen intake.',
    ],
    ...cite('educationUsa'),
  },
  {
    country: 'usa',
    n: 3,
    date: '2025-11-18',
    topic: 'test',
    title: 'IELTS 6.5, TOEFL 80, PTE 50: understanding US English requirements',
    metaTitle: 'US English test requirements',
    subtext:
      'These are typical minimum scores for US admission, but requirements vary by university and programme. Here is how to read them.',
    body: [
      'Most US universities ask international applicants to prove their English level, and some waive the requirement in specific cases. The scores we quote on our USA page (IELTS 6.5, TOEFL 80 and PTE 50) are typical minimums, not guarantees: each university, and often each programme, sets its own requirement.',
      'Competitive programmes often ask for more than the minimum, and some set a minimum for each section (reading, writing, listening and speaking) as well as an overall score. A strong overall score can still fall short if one section is below the programme’s limit, so read the full requirement on the admissions page.',
      'Not every university accepts every test. Check which tests your shortlisted programmes accept before you book, and send official score reports the way each university asks. If you hope to work as a teaching assistant, check whether the university sets a separate speaking requirement for teaching roles.',
      'Aspire Overseas offers free IELTS, PTE and TOEFL training. Book a counselling session and we will help you choose the right test and a realistic target score for your shortlist.',
    ],
    ...cite('educationUsa'),
  },
  {
    country: 'usa',
    n: 4,
    date: '2025-03-10',
    topic: 'university',
    title: 'EducationUSA: official advice for studying in the United States',
    metaTitle: 'EducationUSA: official advice',
    subtext:
      'The U.S. Department of State’s EducationUSA network offers reliable guidance on choosing, applying to and paying for US universities.',
    body: [
      'EducationUSA is a network of international student advising centres supported by the U.S. Department of State. Its website sets out the journey in five steps: research your options, finance your studies, complete your application, apply for your student visa and prepare for your departure.',
      'EducationUSA is a good place to check facts that often get distorted online, such as how US universities evaluate applications, what funding options exist and how the F-1 visa process works. The network also runs information sessions and university fairs; look on its website for advising centres and events in India.',
      'Use EducationUSA alongside each university’s own admissions pages, which remain the final word on deadlines, test scores and fees. For visa rules, the U.S. Department of State’s travel.state.gov pages are the official source.',
      'At Aspire Overseas, we point every student to these official sources and help turn the information into a personal plan: a shortlist, a timeline and a budget.',
    ],
    ...cite('educationUsa'),
  },

  // UK
  {
    country: 'uk',
    n: 1,
    date: '2026-10-20',
    topic: 'work',
    title: 'UK Graduate visa to be 18 months for applications from 1 January 2027',
    metaTitle: 'UK Graduate visa: 18 months',
    subtext:
      'The Graduate visa gives most graduates 2 years today. For applications from 1 January 2027, that 2-year period becomes 18 months.',
    body: [
      'The Graduate visa lets international students stay in the UK to work, or look for work, after completing an eligible course. Today it lasts 2 years for most graduates and 3 years for PhD graduates. For applications made from 1 January 2027, the 2-year period becomes 18 months.',
      'What matters is the date you apply for the Graduate visa, not the date your course started. If you start a master’s in September 2026 and finish it in 2027, you will most likely apply after 1 January 2027, so plan on the shorter period. PhD students, and anyone whose timeline is different, should check exactly how the change applies to them on GOV.UK.',
      'Eighteen months is still valuable time to gain UK work experience. Use it well: build links with employers during your course, use your university’s careers service early, and find out which employers can sponsor a Skilled Worker visa if you want to stay longer.',
      'Rules can be adjusted before they take effect. Check the Graduate visa page on GOV.UK for the current position, and talk to our counsellors if you are weighing the UK against other destinations.',
    ],
    ...cite('ukGraduateVisa'),
  },
  {
    country: 'uk',
    n: 2,
    date: '2026-02-16',
    topic: 'test',
    title: 'English for a UK Student visa: CEFR B2 and what universities ask for',
    metaTitle: 'UK Student visa English: B2',
    subtext:
      'The visa needs English at CEFR B2 for degree-level study, while universities often ask postgraduates for IELTS 6.5 or an equivalent.',
    body: [
      'Two separate English checks apply when you study in the UK. The Student visa requires you to prove your English, and for degree-level study the level is CEFR B2. Separately, each university sets its own English entry requirement for each course, and that is usually the higher bar.',
      'For postgraduate courses, typical requirements are IELTS 6.5, TOEFL 87–90 or PTE 58–67; Lancaster and Exeter are examples. Many courses also set a minimum for each component, and some subjects ask for more. Always read the exact requirement on the course page.',
      'Your university, as your visa sponsor, records how you met the English requirement when it issues your Confirmation of Acceptance for Studies (CAS). GOV.UK explains the ways you can prove your English and when a specific test is needed.',
      'If you are still preparing, Aspire Overseas runs free IELTS, PTE and TOEFL training. Setting a realistic target score early can save you a costly retake.',
    ],
    ...cite('ukEnglish'),
  },
  {
    country: 'uk',
    n: 3,
    date: '2025-06-09',
    topic: 'intake',
    title: 'September, January or May: planning your UK intake',
    metaTitle: 'Planning your UK intake',
    subtext:
      'September is the main UK intake, January the second, and a few courses start in May. How to pick the right one and plan backwards.',
    body: [
      'UK universities admit most international students in September, at the start of the academic year. January is the second intake, offered by a good number of postgraduate courses. A few universities also start selected courses in May.',
      'September gives you the widest choice of courses and the most time to settle in alongside your classmates. January suits students whose results, test scores or finances will be ready later in the year. May is a niche option: check early whether your preferred course runs then, because only a few do.',
      'Whichever intake you choose, allow time for each step after your offer: meeting the conditions, paying any deposit, receiving your CAS and applying for the Student visa. GOV.UK sets out when you can apply and what you need, including the money you must show for your course fees and living costs.',
      'Our counsellors can map out a month-by-month plan for your chosen intake and help you keep a backup option for the next one.',
    ],
    ...cite('ukStudentVisa'),
  },
  {
    country: 'uk',
    n: 4,
    date: '2025-02-03',
    topic: 'money',
    title: 'About 260 providers: how to shortlist UK universities and budget for fees',
    metaTitle: 'Shortlisting UK universities',
    subtext:
      'The UK has about 260 higher-education providers, and international tuition is roughly £10k–£38k a year. How to narrow down your choice.',
    body: [
      'According to Universities UK, the UK has about 260 higher-education providers (HESA data for 2022–23). They range from large research universities to small specialist institutions in subjects such as art, music, agriculture or business.',
      'Tuition for international students is roughly £10k to £38k a year, depending on the university, the subject and the level of study. Laboratory-based and clinical courses tend to sit at the higher end. Add living costs, which depend heavily on the city, with London usually the most expensive.',
      'To build a shortlist, start with the course rather than the ranking: compare modules, teaching methods, placement or project options and entry requirements. Then check the total cost over the length of the course and any scholarships for international students. A balanced list has a few ambitious choices and a few safer ones.',
      'Book a free counselling session with Aspire Overseas to turn this into a shortlist that fits your profile and budget.',
    ],
    ...cite('ukNumbers'),
  },

  // Canada
  {
    country: 'canada',
    n: 1,
    date: '2025-10-14',
    topic: 'money',
    title: 'Canadian tuition in 2025/26: what international students pay on average',
    metaTitle: 'Canadian tuition in 2025/26',
    subtext:
      'Average international tuition for 2025/26 is CAD 41,746 a year for undergraduate and CAD 24,028 for graduate programmes.',
    body: [
      'For the 2025/26 academic year, average tuition for international students in Canada is CAD 41,746 a year at undergraduate level and CAD 24,028 a year for graduate programmes. These are national averages across institutions and subjects, so the fee for your own programme may be well above or below them.',
      'Fees vary by province, institution and subject: professional programmes such as engineering, business and medicine usually cost more than the average, and research-based graduate programmes may come with different funding arrangements. Always use the fee on your programme’s own page when you plan your budget.',
      'Your study permit application must also show living-cost funds on top of your first-year tuition and travel. For applications from 1 September 2025, that amount is CAD 22,895 a year for a single applicant.',
      'Our counsellors can help you compare total costs across Canadian universities and colleges, and plan scholarships and education loans.',
    ],
    ...cite('caTuition'),
  },
  {
    country: 'canada',
    n: 2,
    date: '2025-09-02',
    topic: 'visa',
    title: 'Canada study permit: proof of funds is CAD 22,895 a year from 1 September 2025',
    metaTitle: 'Canada study permit funds',
    subtext:
      'Study permit applicants must show CAD 22,895 a year for living costs from 1 September 2025, in addition to first-year tuition and travel.',
    body: [
      'Immigration, Refugees and Citizenship Canada (IRCC) has set the living-cost amount for study permit applications at CAD 22,895 a year for a single applicant, for applications from 1 September 2025. This comes on top of your first year of tuition and your travel costs. Students going to Quebec follow Quebec’s own financial requirements.',
      'You can show funds in several ways, for example bank statements, proof of an education loan, proof that you have paid tuition or housing, a Guaranteed Investment Certificate (GIC) from a participating Canadian financial institution, or a letter from a person or institution supporting you. IRCC lists the accepted documents on its proof of financial support page.',
      'Officers look at whether the money is genuinely available to you and where it came from, not only at the balance on one date. Keep your documents consistent, be ready to explain large recent deposits, and make sure sponsor documents show their income and their relationship to you.',
      'IRCC updates the amount from time to time, so check the official page before you apply. Aspire Overseas can review your financial documents before you submit.',
    ],
    ...cite('caFunds'),
  },
  {
    country: 'canada',
    n: 3,
    date: '2024-11-06',
    topic: 'test',
    title: 'PGWP: university graduates need CLB 7 English from 1 November 2024',
    metaTitle: 'PGWP: CLB 7 English from 2024',
    subtext:
      'From 1 November 2024, university graduates applying for a post-graduation work permit must prove their English or French at level 7.',
    body: [
      'From 1 November 2024, graduates of bachelor’s, master’s and doctoral degree programmes who apply for a post-graduation work permit (PGWP) must prove their language skills at Canadian Language Benchmark (CLB) 7 in English, or the equivalent NCLC 7 in French, in all four skills: reading, writing, listening and speaking.',
      'Only approved tests count. For English, IRCC accepts CELPIP General, IELTS General Training and PTE Core, which are not the same as the academic tests many universities ask for at admission. Graduates of other types of programme have different requirements, so check the official page for your case.',
      'Plan ahead: your test result must still be valid when you apply for the PGWP, so it usually makes sense to take the test towards the end of your programme. Keep building your English throughout your studies rather than relying on your admission score.',
      'Our counsellors can explain how the PGWP rules apply to your programme before you accept an offer.',
    ],
    ...cite('caPgwpEligibility'),
  },
  {
    country: 'canada',
    n: 4,
    date: '2024-02-20',
    topic: 'work',
    title: 'Master’s graduates in Canada can get a 3-year PGWP from 15 February 2024',
    metaTitle: 'Canada: 3-year PGWP for master’s',
    subtext:
      'Graduates of master’s programmes lasting 8 months or more can now receive a post-graduation work permit valid for 3 years.',
    body: [
      'From 15 February 2024, graduates of master’s degree programmes that last at least 8 months can receive a post-graduation work permit (PGWP) valid for 3 years. Until now, the length of the PGWP generally followed the length of the programme, so a short master’s led to a short permit.',
      'The PGWP can last up to 3 years. For other programmes, the length still depends mainly on how long your programme is, so check the official rules for your course before you accept an offer.',
      'The change makes shorter master’s programmes more attractive for Indian students who want Canadian work experience after graduating. Make sure your institution and programme are eligible for a PGWP, and keep to the study conditions IRCC sets throughout your programme.',
      'Canada’s main intake is September, with January and May starts in many programmes. Talk to us about programmes that fit both your career goals and the PGWP rules.',
    ],
    ...cite('caPgwp'),
    supersededBy: 3,
  },

  // Australia
  {
    country: 'australia',
    n: 1,
    date: '2026-09-15',
    topic: 'intake',
    title: 'February or July: choosing your intake at Australia’s 43 universities',
    metaTitle: 'Choosing your Australian intake',
    subtext:
      'Australian universities start the year in February or March, with a second intake in July. How to decide which one suits you.',
    body: [
      'Australia has 43 universities, and most run two main intakes. Semester 1 starts in February or early March and is the main intake, with the widest choice of courses and scholarships. Semester 2 starts in July and is offered for many, but not all, courses.',
      'February suits students who finish their degree in India in the middle of the year and want a few months to prepare. July can work well if you need more time for your English test, documents or finances. Check each course page to confirm that it admits students in your chosen semester.',
      'After your offer, you need to accept it, pay any deposit and receive your confirmation of enrolment before you can apply for the Student visa (subclass 500). Leave enough time for these steps, and remember that the visa application fee is AUD 2,000 from 1 July 2025.',
      'Our counsellors can help you build a timeline for either intake and shortlist universities that match your course and budget.',
    ],
    ...cite('auUniversities'),
  },
  {
    country: 'australia',
    n: 2,
    date: '2025-07-03',
    topic: 'visa',
    title: 'Australian student visa fee rises to AUD 2,000 from 1 July 2025',
    metaTitle: 'Australian student visa fee',
    subtext:
      'The application fee for a Student visa (subclass 500) is AUD 2,000 from 1 July 2025. Here is how to plan for it in your budget.',
    body: [
      'From 1 July 2025, the application fee for an Australian Student visa (subclass 500) is AUD 2,000 for the main applicant. You pay it when you lodge your visa application online, so include it in your budget from the start.',
      'The visa fee is only one part of the cost of getting started. Plan also for tuition, Overseas Student Health Cover, living costs, flights and any accommodation deposit. Other charges may apply for family members and some services, so check the current fees on the Home Affairs page before you apply.',
      'A complete, well-prepared application reduces the risk of delays or refusal. Make sure your confirmation of enrolment, financial documents, English test results and health cover are in order before you pay.',
      'Aspire Overseas can review your visa checklist with you so that you submit your application once, correctly.',
    ],
    ...cite('auStudentVisa'),
  },
  {
    country: 'australia',
    n: 3,
    date: '2024-07-04',
    topic: 'work',
    title: 'Temporary Graduate visa (subclass 485): the changes from 1 July 2024',
    metaTitle: 'Subclass 485 visa changes',
    subtext:
      'From 1 July 2024, post-study work is 2 years after a bachelor’s or coursework master’s, and Indian graduates get longer under AI-ECTA.',
    body: [
      'The Temporary Graduate visa (subclass 485) lets international students stay in Australia to work after they graduate. From 1 July 2024, the standard period is 2 years for bachelor’s and coursework master’s graduates, and 3 years for research graduates.',
      'Indian nationals have longer periods under the Australia–India Economic Cooperation and Trade Agreement (AI-ECTA): 2 years after a bachelor’s degree, 3 years after a master’s degree and 4 years after a PhD. This makes Australian master’s programmes particularly attractive for Indian students who want work experience after their studies.',
      'Eligibility depends on more than your qualification: your course, your English level, your age and when you apply all matter. Read the requirements on the Home Affairs page before you choose a course, so that it leads where you want it to.',
      'Our counsellors can help you pick a course with post-study work in mind.',
    ],
    ...cite('auGraduateVisa'),
  },
  {
    country: 'australia',
    n: 4,
    date: '2024-03-26',
    topic: 'test',
    title: 'Australia’s student visa English minimums from 23 March 2024',
    metaTitle: 'Australia visa English minimums',
    subtext:
      'Tests taken from 7 August 2025 need IELTS 6.0, PTE Academic 47, TOEFL iBT 67 or CELPIP 7; earlier tests follow the March 2024 table (PTE 50, TOEFL 64).',
    body: [
      'From 23 March 2024, the minimum English test score for an Australian Student visa (subclass 500) is IELTS 6.0, with equivalent minimums of PTE 50 and TOEFL 64.',
      'These are visa minimums. Universities set their own English requirements for each course, and your offer letter states the score you need. Meeting the visa minimum alone does not guarantee admission.',
      'Update: for tests taken from 7 August 2025, Home Affairs sets the Student visa minimum at IELTS 6.0, PTE Academic 47, TOEFL iBT 67 or CELPIP-General 7 (as of 1 November 2026). Check the official page before you book a test, because these tables change.',
      'Aspire Overseas offers free IELTS, PTE and TOEFL training to help you reach both the university and the visa requirement.',
    ],
    ...cite('auStudentVisa'),
  },

  // Germany
  {
    country: 'germany',
    n: 1,
    date: '2026-10-26',
    topic: 'visa',
    title: 'APS certificate: the first step for Indian students applying to Germany',
    metaTitle: 'APS certificate for Germany',
    subtext:
      'Since 1 November 2022, Indian applicants need an APS certificate for a German student visa. Apply for it before anything else.',
    body: [
      'The Academic Evaluation Centre (Akademische Prüfstelle, APS) at the German Embassy in New Delhi checks that Indian academic documents are genuine and meet German requirements. Since 1 November 2022, Indian applicants need an APS certificate for a German student visa, and many universities ask for it with your application too.',
      'The process involves registering online, submitting your documents, paying the fee and waiting for the verification. It can take several weeks, especially before the main application season, so start as soon as your documents are ready.',
      'Use only the official APS India website for instructions, fees and the current document list. Keep copies of everything you submit, and check that your name is spelled identically on your passport, transcripts and certificates.',
      'Our counsellors can check your APS documents before you submit them and plan your university applications around the APS timeline.',
    ],
    ...cite('aps'),
  },
  {
    country: 'germany',
    n: 2,
    date: '2026-06-22',
    topic: 'intake',
    title: 'Winter or summer semester: German application deadlines explained',
    metaTitle: 'German application deadlines',
    subtext:
      'German universities start in October (winter semester) and April (summer semester). Applications usually close around 15 July and 15 January.',
    body: [
      'German universities have two intakes. The winter semester starts in October and is the main intake, with the most programmes open to new students. The summer semester starts in April and is offered by fewer programmes.',
      'For the winter semester, applications usually close around 15 July; for the summer semester, around 15 January. These are common dates rather than fixed rules: universities and programmes set their own, and some international programmes close much earlier. Note each deadline from the programme page.',
      'Work backwards from your deadline. You will need your APS certificate, language test results, translated and certified documents and often a motivation letter. After admission you still need time to open a blocked account and get a visa appointment, so a winter-semester start usually means beginning your preparation early in the year.',
      'DAAD, the German Academic Exchange Service, lists programmes and their deadlines in its database of international programmes. Aspire Overseas can help you build your timeline.',
    ],
    ...cite('daad'),
  },
  {
    country: 'germany',
    n: 3,
    date: '2025-05-12',
    topic: 'money',
    title: 'Blocked account for a German student visa: €11,904 a year',
    metaTitle: 'German blocked account: €11,904',
    subtext:
      'Most Indian students show their living costs for a German student visa through a blocked account holding €11,904 for one year.',
    body: [
      'To get a German national (D) visa for study, you must show that you can pay your living costs. The usual way for Indian students is a blocked account (Sperrkonto) holding €11,904 for one year.',
      'Money in a blocked account is released to you in monthly instalments after you arrive, so it covers your day-to-day expenses in Germany. Tuition at most public universities is free, but you still pay a semester fee, rent, health insurance and food.',
      'Several providers offer blocked accounts, and their fees and processing times differ. Open yours early, because the confirmation is part of your visa application. Other forms of proof, such as a scholarship or a formal declaration of commitment from a sponsor in Germany, may be accepted in some cases.',
      'The required amount is reviewed periodically, so check the current figure on the official page before you transfer any money.',
    ],
    ...cite('deStudentVisa'),
  },
  {
    country: 'germany',
    n: 4,
    date: '2024-04-15',
    topic: 'work',
    title: 'After graduation: up to 18 months to look for work in Germany',
    metaTitle: 'Germany: 18 months to find work',
    subtext:
      'International graduates of German universities can stay up to 18 months after graduating to look for a job that matches their qualification.',
    body: [
      'Once you graduate from a German university, you can apply for a residence permit to look for work, valid for up to 18 months. During this time you may work to support yourself while you look for a position that matches your qualification.',
      'Apply for the permit at your local foreigners’ authority before your student residence permit expires, and keep your final degree certificate or a confirmation from your university ready.',
      'Speaking German greatly widens your options, even if your degree was taught in English. Start learning German during your studies, use your university’s careers service and build contacts through internships and working-student jobs.',
      'Talk to our counsellors about programmes that suit your career plans in Germany.',
    ],
    ...cite('deStudentVisa'),
  },

  // New Zealand
  {
    country: 'newzealand',
    n: 1,
    date: '2026-08-24',
    topic: 'money',
    title: 'New Zealand student visa: showing NZD 20,000 a year for living costs',
    metaTitle: 'NZ student visa living costs',
    subtext:
      'For tertiary study in New Zealand, student visa applicants must show NZD 20,000 for each year of study to cover their living costs.',
    body: [
      'To get a New Zealand student visa for tertiary study, you must show that you have enough money to live on: NZD 20,000 for each year of study if your course lasts a year or more. This is in addition to your tuition fees.',
      'The funds must come from a source Immigration New Zealand can confirm and be genuinely available to you while you study. You can use money held by you or on your behalf, an acceptable sponsor, or a guarantor or third party, and you can combine these.',
      'You also need to show that you can leave New Zealand at the end of your stay, either with a fully paid outward ticket or with enough extra money to buy one.',
      'Requirements are reviewed from time to time. Check the student fund requirements on the Immigration New Zealand website, and ask us to review your financial documents before you apply.',
    ],
    ...cite('nzFunds'),
  },
  {
    country: 'newzealand',
    n: 2,
    date: '2026-04-13',
    topic: 'work',
    title: 'Post-study work in New Zealand: how long can you stay?',
    metaTitle: 'Post-study work in New Zealand',
    subtext:
      'Master’s and PhD graduates can get a 3-year post-study work visa; for level 8 and below, the visa matches the length of your study.',
    body: [
      'The Post Study Work Visa lets international graduates work in New Zealand after completing an eligible qualification. Master’s and doctoral graduates can get a visa for 3 years.',
      'For qualifications at level 8 and below on the New Zealand Qualifications Framework, the length of the visa matches the length of your study. Some qualifications are eligible only if they appear on Immigration New Zealand’s list of qualifications eligible for a post-study work visa.',
      'To be eligible you generally need to have studied full time in New Zealand for the minimum period and to apply within the time limit. Check the current conditions on the Immigration New Zealand website before you choose your programme.',
      'If post-study work matters to you, choose your qualification level with care. Our counsellors can help you compare options.',
    ],
    ...cite('nzPostStudy'),
  },
  {
    country: 'newzealand',
    n: 3,
    date: '2025-09-22',
    topic: 'intake',
    title: 'February or July: New Zealand’s two university intakes',
    metaTitle: 'New Zealand university intakes',
    subtext:
      'New Zealand universities start Semester 1 in February and Semester 2 in July. How to choose between them and plan your application.',
    body: [
      'New Zealand’s eight universities follow a two-semester year. Semester 1 begins in February and is the main intake; Semester 2 begins in July and is available for many programmes.',
      'February gives you the widest choice and is the natural start for most programmes. July can suit students who need more time for English tests, documents or finances after their results in India. Confirm on each programme page that it accepts students in July.',
      'After receiving your offer, you will need to pay your tuition or show how you will pay it, show your living-cost funds and apply for your student visa. Leave enough time for each step before your semester begins.',
      'Our counsellors can help you build a timeline for your chosen intake.',
    ],
    ...cite('studyWithNz'),
  },
  {
    country: 'newzealand',
    n: 4,
    date: '2025-01-20',
    topic: 'test',
    title: 'English scores and tuition for postgraduate study in New Zealand',
    metaTitle: 'NZ postgraduate English and fees',
    subtext:
      'Auckland asks postgraduates for IELTS 6.5 with no band below 6.0, or TOEFL 90. Master’s tuition is about NZD 26k–37k a year.',
    body: [
      'The University of Auckland asks postgraduate applicants for IELTS 6.5 overall with no band below 6.0, or TOEFL 90. Other universities and programmes set their own requirements, so check the course page for each university on your shortlist.',
      'The band minimum matters as much as the overall score: an overall 6.5 with any single band below 6.0 would not meet this requirement. Prepare for all four skills rather than relying on your strongest one.',
      'Indicative tuition for international students is about NZD 22k–35k a year for undergraduate study and NZD 26k–37k for a master’s. On top of that, the student visa requires NZD 20,000 a year for living costs.',
      'Aspire Overseas offers free IELTS, PTE and TOEFL training and can help you plan your budget for New Zealand.',
    ],
    ...cite('nzAucklandEnglish'),
  },

  // European Union: studying in Europe broadly, with Germany as the lead example.
  {
    country: 'eu',
    n: 1,
    date: '2026-09-28',
    topic: 'visa',
    title: 'Studying in Europe on a long-stay national (D) visa: how it works',
    metaTitle: 'Europe’s national (D) visa',
    subtext:
      'Degree study in Europe needs a long-stay national visa from the country where you will study, not a short-stay Schengen visitor visa.',
    body: [
      'If you are going to Europe for a full degree, you need a long-stay national visa, usually called a D visa, from the country where you will study. A short-stay Schengen visa is meant for visits and cannot be used for degree study.',
      'Each country sets its own requirements and process. Germany is a typical example: Indian applicants need an APS certificate (required since 1 November 2022), an admission letter, health insurance and proof of funds, usually a blocked account holding €11,904 a year. You apply through the embassy or consulate of that country, and after arrival you usually convert your visa into a residence permit.',
      'A valid long-stay visa or residence permit from a Schengen country generally also allows short trips to other Schengen countries. The conditions are set by the authorities, so check them before you travel.',
      'Aspire Overseas guides students through the student visa process for Germany and other European destinations.',
    ],
    ...cite('deStudentVisa'),
  },
  {
    country: 'eu',
    n: 2,
    date: '2026-03-09',
    topic: 'money',
    title: 'No tuition at most German public universities: what you still pay',
    metaTitle: 'Germany’s public university fees',
    subtext:
      'Most German public universities charge no tuition, but students pay a semester fee of about €150–350, and one state and one university charge non-EU students.',
    body: [
      'Most public universities in Germany charge no tuition fees, for most international students as well as for Germans. This is one of the main reasons Indian students choose Germany over other European countries.',
      'You do pay a semester fee, usually about €150–350. It covers administration and student services and often includes a public-transport ticket for your city or region.',
      'There are two important exceptions. The state of Baden-Württemberg charges non-EU students €1,500 per semester at its public universities; Heidelberg, Freiburg, Stuttgart and the Karlsruhe Institute of Technology (KIT) are in this state. And in Bavaria, the Technical University of Munich (TUM) charges non-EU students who enrol from winter semester 2024/25 usually €2,000–3,000 per semester for a bachelor’s and €4,000–6,000 for a master’s (tum.de/en/studies/fees/tuition). Check fees, and any exemptions, carefully when you shortlist.',
      'Private universities set their own fees. Whichever you choose, budget for living costs too: for a German student visa you usually need to show €11,904 a year in a blocked account.',
    ],
    ...cite('daadCosts'),
  },
  {
    country: 'eu',
    n: 3,
    date: '2025-08-18',
    topic: 'university',
    title: 'Universities or universities of applied sciences? Choosing among about 400 German institutions',
    metaTitle: 'German universities explained',
    subtext:
      'Germany has about 400 higher-education institutions, including 120 universities and 210 universities of applied sciences. How they differ.',
    body: [
      'Germany has about 400 higher-education institutions: 120 universities and 210 universities of applied sciences (Fachhochschulen, often simply called Hochschulen), with colleges of art, film and music making up most of the rest.',
      'Universities focus on research and theory and offer the full range of degrees, including doctorates. Universities of applied sciences focus on practice, with smaller classes, projects with companies and often a compulsory internship. Both award recognised bachelor’s and master’s degrees.',
      'For engineering, computer science or business, either type can be a strong choice; it depends on whether you want a research-oriented or an industry-oriented degree. Compare the curriculum, language of teaching and entry requirements of each programme.',
      'Our counsellors can help you shortlist across both types and check that your Indian degree meets each programme’s requirements.',
    ],
    ...cite('researchInGermany'),
  },
  {
    country: 'eu',
    n: 4,
    date: '2024-10-07',
    topic: 'test',
    title: 'Language requirements in Europe: why B2 matters',
    metaTitle: 'Europe language needs: why B2',
    subtext:
      'European universities usually expect B2 in the language of teaching. For English-taught degrees, that often means IELTS 6.5 or PTE 59.',
    body: [
      'Across Europe, universities describe language levels using the Common European Framework of Reference (CEFR). For most degree programmes, the expected level is B2 in the language of teaching: enough to follow lectures and write academic work independently.',
      'For English-taught programmes in Germany, B2 is often shown with scores such as IELTS 6.5 or PTE 59, although each university sets its own list of accepted tests and scores. German-taught programmes ask for proof of German through recognised tests such as TestDaF or the DSH.',
      'Even if your programme is taught in English, learning German helps with daily life, part-time jobs and your career after graduation. Many students start a beginner course in India before they leave.',
      'Aspire Overseas offers free IELTS, PTE and TOEFL training and can advise you on the right test for your programme.',
    ],
    ...cite('daadLanguage'),
  },
];

/** Each entry with its route and its own picture (drawn by scripts/news-images.mjs). */
export const newsItems: NewsItem[] = entries.map((entry) => ({
  ...entry,
  link: newsPath(entry),
  image: `/images/news/${entry.country}-${entry.n}.svg`,
}));

/** The items of one country tab, newest first. */
export function newsFor(country: NewsCountry): NewsItem[] {
  return newsItems.filter((item) => item.country === country);
}

/** The article at /news/{country}/{n}, if there is one. */
export function findNews(country: string, n: string): NewsItem | undefined {
  return newsItems.find((item) => item.country === country && String(item.n) === n);
}

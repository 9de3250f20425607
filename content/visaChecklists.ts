import type { DestinationSlug, VisaChecklist, VisaDocument } from './types';
import { checked27Nov, unconfirmed27Nov } from './destinations/review';

/**
 * The student-visa document checklists (/tools/visa-checklist): one per destination, the documents in the
 * order a student gathers them. Each item cites the official page that asks for it, with its status. No
 * money figures here: fees and funds are stated by the cost records, so the checklist only points to them.
 */

/**
 * The two statuses (content/destinations/review.ts): `checked27Nov`, a stored copy of the official page
 * read on 27 November 2026 asks for the document; `unconfirmed27Nov`, no copy that confirms it could be read.
 */
export const visaChecklists: VisaChecklist[] = [
  {
    // No stored copy of the Department of State's student visa page (or the U.S. Mission India's) could be read,
    // so every item stays not confirmed. A Study in the States blog post (30 June 2015) lists the I-20, funds,
    // SEVIS receipt and academic records, but it says itself that it may be outdated, so it confirms nothing.
    destination: 'usa',
    visa: 'F-1 student visa',
    intro:
      'You fill in the DS-160 form online, pay the visa fee and book your appointments: fingerprints and a photo at a Visa Application Center, then an interview at the U.S. Embassy or a U.S. consulate in India.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Your current passport, valid for travel to the United States, and any old passports with U.S. visas in them.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'i-20',
        title: 'Form I-20',
        detail: 'Issued by your SEVP-certified university and signed by you; your name must match your passport and your funds must cover the costs it shows.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'sevis-fee',
        title: 'I-901 SEVIS fee receipt',
        detail: 'Pay the SEVIS fee online once you have the I-20 and before the interview; the officer checks the payment against your SEVIS ID.',
        source: 'usSevisFeeIce',
        ...unconfirmed27Nov,
      },
      {
        id: 'ds-160',
        title: 'DS-160 confirmation page',
        detail: 'The barcode page you get after submitting the online DS-160 form; every detail must match your passport and I-20.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'photo',
        title: 'Photograph',
        detail: 'A recent photo to the Department of State’s rules, uploaded with the DS-160.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'visa-fee',
        title: 'Visa fee receipt',
        detail: 'Proof you’ve paid the visa application fee, which you need before you can book appointments.',
        source: 'usVisaFee',
        ...unconfirmed27Nov,
      },
      {
        id: 'appointment',
        title: 'Appointment confirmation',
        detail: 'The printed confirmation of your fingerprint and interview appointments.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'funds',
        title: 'Proof of funds',
        detail: 'Bank statements, an education-loan sanction letter or scholarship letters, and your sponsor’s income proof, covering at least the first-year cost on your I-20.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'academic-records',
        title: 'Academic records and test scores',
        detail: 'Mark sheets, degree certificates and the test scores (such as GRE, SAT, TOEFL or IELTS) your university admitted you on.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'plans-after-study',
        title: 'Your plans after the course',
        detail: 'Be ready to show why you will leave the United States when you finish, such as family ties or a job waiting in India; the officer will ask.',
        source: 'usStudentVisa',
        ...unconfirmed27Nov,
      },
    ],
  },
  {
    // No stored copy of the GOV.UK Student visa pages (documents, money, English) could be read; a copy of the
    // "Money you need" text turned up without an address, so it cannot stand for GOV.UK. The TB list and the
    // health-surcharge page were read.
    destination: 'uk',
    visa: 'Student visa',
    intro:
      'You apply online on GOV.UK, paying the visa fee and the immigration health surcharge as you apply, then give your fingerprints and a photo at a visa application centre in India.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Your current passport or other valid travel document.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'cas',
        title: 'Confirmation of Acceptance for Studies (CAS)',
        detail: 'The reference number your university issues once you’ve accepted an unconditional offer; check your name, course and fees on it before you apply.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'qualifications',
        title: 'Qualifications listed on your CAS',
        detail: 'The mark sheets and certificates your university used to offer you a place, exactly as the CAS lists them.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'english',
        title: 'English language evidence',
        detail: 'Only if your CAS names a test: then that Secure English Language Test result; degree-level universities usually assess your English themselves.',
        source: 'ukEnglish',
        ...unconfirmed27Nov,
      },
      {
        // Kept as "only if": a third-party change tracker reports Appendix ATAS emptied in April 2026, which no
        // official page we could read confirms or rules out.
        id: 'atas',
        title: 'ATAS certificate',
        detail: 'Only if your offer or CAS says your course needs one: a clearance for some postgraduate science and technology courses, applied for online before the visa.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'funds',
        title: 'Proof of funds (28-day rule)',
        detail: 'Bank statements showing your unpaid first-year tuition plus living costs, held for at least 28 days in a row ending within 31 days of applying.',
        source: 'ukMoney',
        ...unconfirmed27Nov,
      },
      {
        id: 'parents-letter',
        title: 'Parents’ letter and birth certificate',
        detail: 'If the money is in your parents’ account, a letter from them agreeing you can use it and your birth certificate to prove the relationship.',
        source: 'ukMoney',
        ...unconfirmed27Nov,
      },
      {
        id: 'under-18-consent',
        title: 'Parental consent (16 or 17 only)',
        detail: 'If you’re under 18, written consent from your parents to the visa, your travel and your living arrangements in the UK.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on GOV.UK's list of countries where visa applicants need a TB test: India is on it, and the
        // test must be at a Home Office-approved clinic. The stored copy shows no "last updated" date.
        id: 'tb-test',
        title: 'Tuberculosis (TB) test certificate',
        detail: 'India is on GOV.UK’s TB test list, so you need a certificate from a clinic approved by the Home Office before you apply.',
        source: 'ukTbTestCountries',
        ...checked27Nov,
      },
      {
        // Confirmed on GOV.UK's "who needs to pay" page: applications from outside the UK for more than 6 months
        // pay the surcharge. The stored copy shows no date.
        id: 'health-surcharge',
        title: 'Immigration health surcharge (IHS)',
        detail: 'Students applying from outside the UK for more than six months pay it with the online application; GOV.UK shows the current amount.',
        source: 'ukHealthSurchargeWhoPays',
        ...checked27Nov,
      },
      {
        id: 'visa-fee',
        title: 'Visa fee',
        detail: 'Paid online when you submit the application; GOV.UK shows the current fee.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'biometrics',
        title: 'Biometrics appointment',
        detail: 'Book a slot at a visa application centre in India to give your fingerprints and photo and have your documents scanned.',
        source: 'ukStudentVisa',
        ...unconfirmed27Nov,
      },
    ],
  },
  {
    // IRCC's pages on the PAL/TAL, proof of funds, fees and biometrics were read; no stored copy of its
    // "Get the right documents" page could be found, so the rest stays not confirmed.
    destination: 'canada',
    visa: 'Study permit',
    intro:
      'You apply online through your IRCC account and pay the fees there; IRCC then asks you to give fingerprints and a photo at a visa application centre.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Your valid passport; a study permit is usually not issued beyond the date your passport expires.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        id: 'letter-of-acceptance',
        title: 'Letter of acceptance',
        detail: 'The letter from your designated learning institution (DLI); IRCC checks it directly with the college or university.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on IRCC's PAL/TAL page: a letter from the province, provided through the school, usually
        // required for a study permit, with a list of who is exempt. The copy shows no date; it already covers
        // CAQ rules from 6 December 2024.
        id: 'pal',
        title: 'Provincial attestation letter (PAL/TAL)',
        detail: 'A letter from the province, arranged by your school, confirming there’s a place for you; most students need one and IRCC lists who doesn’t.',
        source: 'caPal',
        ...checked27Nov,
      },
      {
        // Confirmed on IRCC's proof-of-financial-support page (the version with the amounts for applications
        // from 1 September 2025): documents proving the funds, without working in Canada.
        id: 'funds',
        title: 'Proof of funds',
        detail: 'Documents showing you can pay first-year tuition and IRCC’s living-cost amount without working, such as a GIC, an education-loan letter or bank statements.',
        source: 'caFunds',
        ...checked27Nov,
      },
      {
        id: 'study-plan',
        title: 'Study plan (letter of explanation)',
        detail: 'A short letter on why you chose this programme in Canada and how it fits your studies so far and your career plans.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        id: 'academic-records',
        title: 'Academic records and English score',
        detail: 'Mark sheets, certificates and the English test result your school admitted you on, showing you can follow the programme.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        id: 'medical-exam',
        title: 'Immigration medical exam',
        detail: 'An exam by an IRCC-approved panel physician; students who have lived in India and will stay more than six months are usually asked for one.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        id: 'police-certificate',
        title: 'Police certificate',
        detail: 'Only if IRCC asks for one; in India this is the Police Clearance Certificate applied for through Passport Seva.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        id: 'photo',
        title: 'Digital photo',
        detail: 'A recent photo to IRCC’s specifications, uploaded with the online application.',
        source: 'caStudyPermit',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on IRCC's study permit fee page: the permit and biometrics fees are paid inside the online
        // application. The copy shows no date.
        id: 'fees',
        title: 'Study permit and biometrics fees',
        detail: 'Both are paid by card inside the online application when you submit it; IRCC’s fee page shows the current amounts.',
        source: 'caFees',
        ...checked27Nov,
      },
      {
        // Confirmed in IRCC's Help Centre: most people give biometrics when they apply for a study permit.
        id: 'biometrics',
        title: 'Biometrics',
        detail: 'Your fingerprints and photo, given at a visa application centre once IRCC asks for them after you apply.',
        source: 'caBiometrics',
        ...checked27Nov,
      },
    ],
  },
  {
    // No stored copy of the Home Affairs pages (subclass 500, Genuine Student) could be read. The Australian
    // Government's Study Australia guide confirms the CoE and the English result; the rest stays not confirmed.
    destination: 'australia',
    visa: 'Student visa (subclass 500)',
    intro:
      'You apply online through an ImmiAccount with the Department of Home Affairs; after you lodge, you may be asked to give biometrics at a visa application centre and to have a health examination.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Your current passport; the visa is linked to it electronically, so travel on the same passport.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on Study Australia's step-by-step guide: the CoE comes after you accept the offer and pay the
        // deposit, and a copy must go in the visa application. The copy shows no date.
        id: 'coe',
        title: 'Confirmation of Enrolment (CoE)',
        detail: 'Your university issues it after you accept the offer and pay the deposit; include a copy in your visa application.',
        source: 'auVisaSteps',
        ...checked27Nov,
      },
      {
        // Confirmed on the same guide: you may need a certificate of results from an approved English test.
        id: 'english',
        title: 'English test result',
        detail: 'Where it’s required, a certificate of results from an approved English test, at the level set for your course and the visa.',
        source: 'auVisaSteps',
        ...checked27Nov,
      },
      {
        id: 'genuine-student',
        title: 'Genuine Student answers',
        detail: 'Short written answers in the application about your circumstances, why this course and provider, and how it helps your future, backed by documents.',
        source: 'auGenuineStudent',
        ...unconfirmed27Nov,
      },
      {
        id: 'funds',
        title: 'Financial capacity',
        detail: 'Evidence you can pay for travel, first-year tuition and living costs, such as bank statements, an education loan or your parents’ income tax returns.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'oshc',
        title: 'Overseas Student Health Cover (OSHC)',
        detail: 'Health insurance from an approved Australian insurer for your whole stay; your university can arrange it.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'academic-records',
        title: 'Academic records and CV',
        detail: 'Mark sheets and certificates, and a CV if you’ve worked, supporting what your Genuine Student answers say.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'health-exam',
        title: 'Health examination',
        detail: 'If Home Affairs asks, an examination and chest X-ray with an approved panel clinic in India.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'biometrics',
        title: 'Biometrics',
        detail: 'If asked after you lodge, your fingerprints and photo at an Australian visa application centre.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'visa-fee',
        title: 'Visa application charge',
        detail: 'Paid online in ImmiAccount when you lodge; Home Affairs shows the current charge.',
        source: 'auStudentVisa',
        ...unconfirmed27Nov,
      },
    ],
  },
  {
    // The German Missions in India's student visa list was read, but the stored copy is old: it shows no date,
    // gives the blocked-account amount of 2021–22 and does not yet list the APS certificate (mandatory from
    // 1 November 2022, confirmed on the missions' own notice). A copy that old cannot confirm today's list, so
    // every item resting on it stays not confirmed until the current page is read; the APS notice and the
    // Federal Foreign Office's blocked-account page confirm their own items.
    destination: 'europe',
    visa: 'National visa (D visa) for study in Germany',
    intro:
      'You book an appointment through VFS Global and hand in two identical sets of documents at the application centre for your region; the German Embassy or Consulate General then decides on the visa.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Issued within the last 10 years, valid for at least another year when you apply, with at least two empty pages.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'application-form',
        title: 'Application form and declaration',
        detail: 'The national visa application form and the declaration under the Residence Act, filled in and signed.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'admission-letter',
        title: 'Admission letter',
        detail: 'Your university’s admission (original and copies), showing the language the course is taught in.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on the missions' notice of 21 September 2022: APS certificates are mandatory with the visa
        // application from 1 November 2022, and you need one before you apply.
        id: 'aps-certificate',
        title: 'APS certificate',
        detail: 'Issued by the Academic Evaluation Centre (APS) after it checks your Indian certificates; you need it before you apply for the visa.',
        source: 'deApsMandatory',
        ...checked27Nov,
      },
      {
        id: 'academic-certificates',
        title: 'Academic certificates',
        detail: 'Certificates of the qualifications you already hold, originals and copies.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'language-proof',
        title: 'Language certificate',
        detail: 'Proof of your skills in the course’s language, as a rule at B2 level, unless your admission letter says the university tested them.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'motivation-letter',
        title: 'Motivation letter',
        detail: 'A statement of purpose explaining why you chose this course in Germany and how it fits your plans.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'cv',
        title: 'CV',
        detail: 'An up-to-date curriculum vitae covering your education and any work.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on the Federal Foreign Office's blocked-account page (article of 26 July 2024): a blocked
        // account proves your funds in the visa procedure, unless other proof of finance is given.
        id: 'blocked-account',
        title: 'Blocked account (or other proof of funds)',
        detail: 'Confirmation of a blocked account holding the yearly amount the Federal Foreign Office sets, or a scholarship or a sponsor’s formal obligation letter instead.',
        source: 'deBlockedAccount',
        ...checked27Nov,
      },
      {
        id: 'health-insurance',
        title: 'Health insurance',
        detail: 'Cover from your arrival until you enrol at the university, when student health insurance takes over.',
        source: 'deStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'photos',
        title: 'Biometric photos',
        detail: 'Recent biometric passport photos, as many as the mission’s checklist asks for.',
        source: 'deStudentVisaIndia',
        ...unconfirmed27Nov,
      },
      {
        id: 'visa-fee',
        title: 'Visa fee',
        detail: 'Paid for the national visa when you apply; the German Missions in India publish the current fee.',
        source: 'deVisaFee',
        ...unconfirmed27Nov,
      },
    ],
  },
  {
    // Immigration New Zealand's pages on the offer of place, student funds, funds evidence from India and health
    // were read; no stored copy of its Fee Paying Student Visa page could be found for the rest.
    destination: 'new-zealand',
    visa: 'Fee Paying Student Visa',
    intro:
      'You apply online with Immigration New Zealand and upload your documents; if the application form says you need a chest X-ray or medical, an approved panel physician sends the results.',
    documents: [
      {
        id: 'passport',
        title: 'Passport',
        detail: 'Your current passport; upload a clear scan of the identity page.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on INZ's "Making an offer of place": students need an offer of place, signed and dated, with
        // the course, length, start date and fees. The copy shows no date.
        id: 'offer-of-place',
        title: 'Offer of place',
        detail: 'A signed and dated letter from your New Zealand education provider showing the course, its length, start date and fees.',
        source: 'nzOfferOfPlace',
        ...checked27Nov,
      },
      {
        // Same page: outside New Zealand, evidence of payment is not needed until the application is approved in principle.
        id: 'tuition-receipt',
        title: 'Tuition fee receipt',
        detail: 'Proof you’ve paid tuition; if you apply from outside New Zealand it’s asked for once the visa is approved in principle.',
        source: 'nzOfferOfPlace',
        ...checked27Nov,
      },
      {
        // Confirmed on INZ's funds page for applicants in India: bank statements for the past 3 months, fixed
        // deposits at least 6 months old, funds in your name or an immediate family member's, verifiable source.
        id: 'funds',
        title: 'Proof of funds',
        detail: 'Bank statements for the past three months or fixed deposits at least six months old, in your name or a parent’s, from a source INZ can verify.',
        source: 'nzFundsIndia',
        ...checked27Nov,
      },
      {
        // Confirmed on INZ's student fund requirements: proof of a paid ticket out or enough extra money to buy one.
        id: 'outward-travel',
        title: 'Outward travel',
        detail: 'A paid ticket out of New Zealand, or enough money on top of your living costs to buy one.',
        source: 'nzFunds',
        ...checked27Nov,
      },
      {
        id: 'academic-records',
        title: 'Academic records',
        detail: 'Mark sheets, certificates and your English test result, in case INZ asks how the course fits your studies.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        // Confirmed on INZ's "Evidence you are in good health": the form says if you need a chest X-ray or medical,
        // done by a panel physician, results no more than 3 months old.
        id: 'chest-x-ray',
        title: 'Chest X-ray or medical',
        detail: 'If your application form asks for it, from an approved panel physician, with results no more than three months old when INZ receives them.',
        source: 'nzGoodHealth',
        ...checked27Nov,
      },
      {
        id: 'insurance',
        title: 'Medical and travel insurance',
        detail: 'Insurance for your whole stay, which fee-paying students must hold as a condition of the visa.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'police-certificate',
        title: 'Police certificate',
        detail: 'Only if your stay in New Zealand will be 24 months or longer: a police clearance certificate from India.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'photo',
        title: 'Photo',
        detail: 'A recent photo to INZ’s requirements, uploaded with the online application.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
      {
        id: 'visa-fee',
        title: 'Visa fee',
        detail: 'Paid online when you submit the application; INZ’s website shows the current fee.',
        source: 'nzStudentVisa',
        ...unconfirmed27Nov,
      },
    ],
  },
];

/** The document in which a destination's visa asks for proof of funds (Germany's is the blocked account). */
export function fundsDocument(destination: DestinationSlug): VisaDocument | undefined {
  return visaChecklists.find((c) => c.destination === destination)?.documents.find((d) => d.id === 'funds' || d.id === 'blocked-account');
}

import type { Route } from 'next';
import type { IconName, NavLink } from './types';

/**
 * Every student tool, for the /tools page, the footer's Student Tools group and the menus. Tools that
 * live on another page (the compare table, the IELTS calculator) stay there and are listed by address.
 */
export interface StudentTool {
  title: string;
  href: Route;
  /** What it answers, in a line. */
  summary: string;
  kind: 'Calculator' | 'Planner' | 'Comparison';
  icon: IconName;
}

export const studentTools: StudentTool[] = [
  {
    title: 'Education loan EMI calculator',
    href: '/tools/education-loan',
    summary: 'Your monthly instalment, the interest during your course and the total cost of an education loan, in rupees.',
    kind: 'Calculator',
    icon: 'piggy-bank',
  },
  {
    title: 'Intake planner',
    href: '/tools/intake-planner',
    summary: 'A month-by-month plan back from your intake: tests, shortlist, applications, funds, visa, housing and travel, for your calendar.',
    kind: 'Planner',
    icon: 'calendar',
  },
  {
    title: 'Paying from India and TCS',
    href: '/tools/paying-from-india',
    summary: 'How much a family may send abroad in a year, how fees reach the university, and the tax collected at source when you send them.',
    kind: 'Calculator',
    icon: 'landmark',
  },
  {
    title: 'Visa document checklist',
    href: '/tools/visa-checklist',
    summary: 'The documents each student visa asks for, with the official page for each, to tick off as you gather them.',
    kind: 'Planner',
    icon: 'clipboard-list',
  },
  {
    title: 'Compare destinations',
    href: '/study-abroad/compare',
    summary: 'The six destinations side by side: intakes, English scores, tuition, the student visa and work after graduating.',
    kind: 'Comparison',
    icon: 'globe',
  },
  {
    title: 'Study cost estimator',
    // One on each destination page, with that country's own figures: the list of destinations leads to them.
    href: '/study-abroad',
    summary: 'On each destination page: tuition, living costs, visa fees and health cover for your course length, in the local currency and in rupees.',
    kind: 'Calculator',
    icon: 'wallet',
  },
  {
    title: 'IELTS band calculator',
    href: '/ielts#ielts-calculator',
    summary: 'Your overall IELTS band from the four sections, and which destinations’ typical minimums it meets.',
    kind: 'Calculator',
    icon: 'languages',
  },
];

/** A tool by its address, for the pages that point to it. */
export function studentTool(href: Route): StudentTool {
  const tool = studentTools.find((t) => t.href === href);
  if (!tool) throw new Error(`content/tools.ts: no student tool at ${href}`);
  return tool;
}

export const toolsLink: NavLink = { title: 'Student tools', href: '/tools' };

/** The footer's group: the overview, then each tool. */
export const toolLinks: NavLink[] = [toolsLink, ...studentTools.map((tool) => ({ title: tool.title, href: tool.href }))];

import type { CostFigure, Destination, DestinationCosts, EstimatorFigures, NoTypicalRange, StudyLevel, TuitionFigure } from './types';
import { rupeeRates } from './rates';
import { typicalTuition } from '@/lib/studyLevel';
import { yearRange } from '@/lib/costs';

/**
 * The cost estimator on each destination page, read from the destination's own cost
 * records (content/destinations/), so every figure has one home: the page lists them with their
 * sources and dates, and the island gets only the numbers it adds up.
 */

/** The estimate's four lines, in the page's order. */
export const costLines = ['tuition', 'living', 'visa', 'health'] as const;
export type CostLineKey = (typeof costLines)[number];

export const costLineNames: Record<CostLineKey, string> = {
  tuition: 'Tuition',
  living: 'Living costs',
  visa: 'Visa fees',
  health: 'Health cover',
};

/** A line of the page's table: the figures it uses, or why the visitor types their own or it is left out. */
export type CostLine =
  | { key: CostLineKey; figures: CostFigure[] }
  | { key: CostLineKey; own: string }
  | { key: CostLineKey; none: string };

export function costTableLines(costs: DestinationCosts): CostLine[] {
  return costLines.map((key) => {
    const value = costs[key];
    if (Array.isArray(value)) return { key, figures: value };
    return 'own' in value ? { key, own: value.why } : { key, none: value.why };
  });
}

/** Every cost figure of the four lines: a line the visitor types, or that is left out, holds none. */
export function costFigures(costs: DestinationCosts): CostFigure[] {
  return costLines.flatMap((key) => {
    const line = costs[key];
    return Array.isArray(line) ? line : [];
  });
}

/** The figures as the island adds them up (plain numbers only). */
export function estimatorFigures(costs: DestinationCosts): EstimatorFigures {
  const period = (f: CostFigure) => {
    if (f.period === 'once') throw new Error(`"${f.label}" is a one-off fee: only visa fees can be`);
    return f.period;
  };
  const health = Array.isArray(costs.health) ? costs.health : [];
  if (health.length > 1) throw new Error('One health-cover figure per destination');
  return {
    tuition: Array.isArray(costs.tuition) ? costs.tuition.map((f) => ({ label: f.label, min: f.min, max: f.max, period: period(f), level: f.level })) : null,
    living: Array.isArray(costs.living) ? costs.living.map((f) => ({ label: f.label, amount: f.min, period: period(f) })) : null,
    visa: costs.visa.reduce((sum, f) => sum + f.min, 0),
    health: health[0] ? { amount: health[0].min, period: period(health[0]) } : null,
  };
}

/** Rupees for one unit of a destination's currency, with the date the rate was set. */
export function rupeeRate(d: Destination): { rate: number; setOn: string; note: string } {
  return { rate: rupeeRates.perUnit[d.costs.currency], setOn: rupeeRates.setOn, note: rupeeRates.note };
}

/**
 * A year's typical cost at a level, as the compare page sets destinations side by side: the level's
 * typical tuition (lib/studyLevel.ts) plus living costs, lowest to highest, in the destination's
 * currency and in rupees at the planning rate; or why there is no typical range.
 */
export type TypicalYear =
  | { tuition: TuitionFigure; living: CostFigure[]; min: number; max: number; rupees: { min: number; max: number } }
  | { none: NoTypicalRange };

export function typicalYear(d: Destination, level: StudyLevel): TypicalYear {
  const { tuition, living, noTypicalRange } = d.costs;
  const typical = Array.isArray(tuition) ? typicalTuition(tuition, level) : undefined;
  if (!typical || !Array.isArray(living)) {
    if (!noTypicalRange) throw new Error(`destinations[${d.slug}].costs: no typical ${level} tuition and living costs, and no noTypicalRange saying why`);
    return { none: noTypicalRange };
  }
  const { rate } = rupeeRate(d);
  const year = yearRange({ ...typical, period: yearly(typical) }, living.map((l) => ({ ...l, period: yearly(l) })));
  return { tuition: typical, living, ...year, rupees: { min: year.min * rate, max: year.max * rate } };
}

const yearly = (f: CostFigure) => {
  if (f.period === 'once') throw new Error(`"${f.label}" is a one-off fee, not a yearly cost`);
  return f.period;
};

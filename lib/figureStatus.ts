import type { Checked, Destination, IsoDate, Text } from '@/content/types';
import { sources } from '@/content/sources';
import { sourceHost } from './format';
import { figuresIn } from './destinationText';
import type { FigureStatus } from './statusWords';
import { costFigures } from '@/content/costs';

/** A figure's status from its record (the words: lib/statusWords.ts). */
export function figureStatus(c: Checked): FigureStatus {
  const { url } = sources[c.source];
  return {
    url,
    host: sourceHost(url),
    ...(c.unconfirmed ? { lookedOn: c.unconfirmed } : { checkedOn: c.asOf }),
    reviewBy: c.reviewBy,
  };
}

/**
 * The records whose status a shown item carries. An item whose text states cost figures
 * (`{ amount }`) carries those figures' own statuses, one per official page, so an amount never reads
 * "checked" in one block and "not yet confirmed" in another; any other item carries its own.
 */
export function statusRecords(item: Checked, text?: Text): Checked[] {
  const amounts = text ? figuresIn(text) : [];
  if (amounts.length === 0) return [item];
  const seen = new Set<string>();
  return amounts.filter((a) => {
    const key = `${a.source}|${a.unconfirmed ?? a.asOf}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** The statuses to show for an item (see statusRecords). */
export const itemStatuses = (item: Checked, text?: Text): FigureStatus[] => statusRecords(item, text).map(figureStatus);

/** What a page's legend says about the figures it shows: how many of each, and the dates behind them. */
export interface StatusSummary {
  checked: number;
  unconfirmed: number;
  /** The latest day a figure on the page was read on its official page. */
  lastChecked?: IsoDate;
  /** The latest day we looked for a figure the official page did not confirm. */
  lastLooked?: IsoDate;
  /** The soonest date a figure on the page is due for another check. */
  nextReview?: IsoDate;
}

export function statusSummary(list: readonly FigureStatus[]): StatusSummary {
  const max = (dates: (IsoDate | undefined)[]) => dates.filter((d): d is IsoDate => !!d).sort().at(-1);
  const min = (dates: IsoDate[]) => [...dates].sort()[0];
  return {
    checked: list.filter((s) => s.checkedOn).length,
    unconfirmed: list.filter((s) => !s.checkedOn).length,
    ...optional('lastChecked', max(list.map((s) => s.checkedOn))),
    ...optional('lastLooked', max(list.map((s) => s.lookedOn))),
    ...optional('nextReview', min(list.map((s) => s.reviewBy))),
  };
}

const optional = <K extends string>(key: K, value: IsoDate | undefined) => (value ? ({ [key]: value } as Record<K, IsoDate>) : {});

/** Every status a destination page shows, block by block, for its legend. */
export function destinationStatuses(d: Destination): FigureStatus[] {
  const { costs } = d;
  const figures = costFigures(costs);
  return [
    ...d.about.stats.flatMap((s) => itemStatuses(s)),
    ...d.englishTests.flatMap((t) => itemStatuses(t)),
    ...d.facts.flatMap((f) => itemStatuses(f, f.value)),
    ...d.changes.flatMap((c) => itemStatuses(c, c.change)),
    ...figures.map(figureStatus),
    // The estimator says why there is no typical range, with the status of the page behind it.
    ...(costs.noTypicalRange ? [figureStatus(costs.noTypicalRange)] : []),
  ];
}

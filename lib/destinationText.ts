import type { Amount, CostFigure, CurrencyCode, Text } from '@/content/types';
import { currencyPrefix, formatMoneyRange, thousands } from './money';
import { formatNumber } from './format';

/**
 * The destination texts that state a cost figure (content/types `Text`), written out: the figure comes
 * from the destination's cost record, so a text and the estimator can never disagree.
 */

function amountText({ amount: f, style = 'money' }: Amount, currency: CurrencyCode): string {
  const prefix = currencyPrefix(currency);
  if (style === 'thousands') {
    // A symbol is repeated ("£10k–£38k"), a code is not ("AUD 20k–45k"), as the sources write them.
    const again = prefix.endsWith(' ') ? '' : prefix;
    return f.min === f.max ? `${prefix}${thousands(f.min)}` : `${prefix}${thousands(f.min)}–${again}${thousands(f.max)}`;
  }
  if (style === 'prefixOnce') return `${prefix}${formatNumber(f.min, 0, 'thousands')}${f.max === f.min ? '' : `–${formatNumber(f.max, 0, 'thousands')}`}`;
  return formatMoneyRange(f.min, f.max, currency);
}

/** A text in words, its figures in the destination's currency. */
export function destinationText(text: Text, currency: CurrencyCode): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : amountText(part, currency))).join('');
}

/** The cost figures a text states (for checks that every figure in a text is one of the record's). */
export function figuresIn(text: Text): CostFigure[] {
  return typeof text === 'string' ? [] : text.flatMap((part) => (typeof part === 'string' ? [] : [part.amount]));
}

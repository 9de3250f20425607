import type { TcsInput, TcsResult, TcsRules } from '@/lib/tcs';
import { formatRupees } from '@/lib/money';

/** The result in words, the same for the worked example and the calculator. */
export function TcsSentence({ input, result, rules }: { input: TcsInput; result: TcsResult; rules: TcsRules }) {
  if (input.loanFunded)
    return (
      <>
        <strong>{formatRupees(0)}</strong>: no tax is collected on an education remittance paid out of a loan from a bank or approved institution.
      </>
    );
  if (result.tcs === 0)
    return (
      <>
        <strong>{formatRupees(0)}</strong>: with this remittance the year’s total stays within {formatRupees(rules.thresholdRupees)}.
      </>
    );
  return (
    <>
      <strong>{formatRupees(result.tcs)}</strong>: {rules.ratePercent} % of {formatRupees(result.aboveThreshold)}, the part above the{' '}
      {formatRupees(rules.thresholdRupees)} a financial year on which no tax is collected. The bank sends {formatRupees(input.amount)} and collects{' '}
      {formatRupees(result.tcs)} on top.
    </>
  );
}

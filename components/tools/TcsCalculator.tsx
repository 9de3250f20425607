'use client';

import { useId, useRef, useState } from 'react';
import { useChangedBeforeHydration } from '@/components/hooks/useChangedBeforeHydration';
import { tcsOn, type TcsInput, type TcsRules } from '@/lib/tcs';
import { trackEvent } from '@/lib/analytics';
import { formatRupees } from '@/lib/money';
import { readTypedNumber } from '@/lib/typedNumber';
import { TcsSentence } from './TcsSentence';
import { NumberField } from './NumberField';
import styles from './Paying.module.css';

/** A typed rupee amount, or the error to show; "25,00,000" and "₹ 2500000" both read. */
function readRupees(text: string, max: number, what: string): number | string {
  const value = readTypedNumber(text, { min: 0, max });
  if (value === 'not a number') return `Enter ${what} as a number of rupees.`;
  if (value === 'out of range') return `Enter ${what} from ₹0 to ${formatRupees(max)}.`;
  return value;
}

/**
 * The TCS calculator: what is sent now, what was already sent this financial year, and whether it is
 * paid out of an education loan; the tax collected follows as you type, in an <output> that screen
 * readers announce. The page around it gives the rules and a worked example without a script.
 */
export function TcsCalculator({ initial, rules, max }: { initial: TcsInput; rules: TcsRules; max: number }) {
  const id = useId();
  const [amount, setAmount] = useState(initial.amount.toLocaleString('en-IN'));
  const [earlier, setEarlier] = useState(initial.sentEarlier.toLocaleString('en-IN'));
  const [loanFunded, setLoanFunded] = useState(initial.loanFunded);
  const used = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // Amounts typed or the box ticked while the page's scripts were on their way count, as shown.
  useChangedBeforeHydration(form, (changed) => {
    const text = (key: string) => (typeof changed[key] === 'string' ? (changed[key] as string) : undefined);
    const amountTyped = text(`${id}-amount`);
    const earlierTyped = text(`${id}-earlier`);
    if (amountTyped !== undefined) setAmount(amountTyped);
    if (earlierTyped !== undefined) setEarlier(earlierTyped);
    if (typeof changed[`${id}-loan`] === 'boolean') setLoanFunded(changed[`${id}-loan`] as boolean);
  });

  // Counted once a visit's first change (no values are sent), when measurement is switched on.
  const markUsed = () => {
    if (used.current) return;
    used.current = true;
    trackEvent('Tool used', { tool: 'TCS calculator' });
  };
  const edit = <T,>(set: (value: T) => void, value: T) => {
    markUsed();
    set(value);
  };

  const parsed = { amount: readRupees(amount, max, 'the amount'), earlier: readRupees(earlier, max, 'what was sent earlier') };
  const error = (value: number | string) => (typeof value === 'string' ? value : undefined);
  const input: TcsInput | null =
    typeof parsed.amount === 'number' && typeof parsed.earlier === 'number' ? { amount: parsed.amount, sentEarlier: parsed.earlier, loanFunded } : null;
  const result = input && tcsOn(input, rules);

  return (
    <div className={styles.calculator} data-nojs-hide="">
      <form ref={form} className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className={styles.title}>
          Your remittance
        </h3>
        <NumberField id={`${id}-amount`} label="Amount to send now (₹)" value={amount} onChange={(value) => edit(setAmount, value)} error={error(parsed.amount)} />
        <NumberField
          id={`${id}-earlier`}
          label="Already sent abroad this financial year (₹)"
          value={earlier}
          onChange={(value) => edit(setEarlier, value)}
          error={error(parsed.earlier)}
        />
        <label className={styles.check}>
          <input id={`${id}-loan`} type="checkbox" checked={loanFunded} onChange={(event) => edit(setLoanFunded, event.target.checked)} />
          Paid out of an education loan from a bank or approved institution
        </label>
      </form>
      <div className={styles.result}>
        <h3 className={styles.title}>Tax collected at source</h3>
        <output htmlFor={`${id}-amount ${id}-earlier`} className={styles.output}>
          {input && result ? <TcsSentence input={input} result={result} rules={rules} /> : 'Correct the amounts above to see the tax.'}
        </output>
      </div>
    </div>
  );
}

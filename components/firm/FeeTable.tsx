import type { Fee } from '@/content/guides';
import type { SiteLanguage } from '@/content/languages';
import { formatNumber } from '@/lib/format';
import { dictionary, fill } from '@/lib/i18n';
import styles from './FeeTable.module.css';

/**
 * The fees page's price list: each service, its price (or Free) and what the price is for. The
 * amounts come from the records in every language; a translation names the service and its unit.
 */
export function FeeTable({ fees, lang = 'en' }: { fees: Fee[]; lang?: SiteLanguage }) {
  const { common, fees: words } = dictionary(lang);
  const named = (table: Record<string, string>, english: string) => {
    const name = table[english];
    if (!name) throw new Error(`content/i18n/${lang}.json: no translation of "${english}"`);
    return name;
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{common.feeCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{common.feeService}</th>
          <th scope="col">{common.feePrice}</th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={fee.service}>
            <th scope="row">{named(words.services, fee.service)}</th>
            <td>{fee.amount === 0 ? common.free : fill(common.feePer, { amount: formatNumber(fee.amount), per: named(words.per, fee.per) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

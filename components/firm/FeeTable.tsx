import type { Fee } from '@/content/guides';
import { formatNumber } from '@/lib/format';
import styles from './FeeTable.module.css';

/** The fees page's price list: each service, its price (or Free) and what the price is for. */
export function FeeTable({ fees }: { fees: Fee[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Our fees, GST included</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={fee.service}>
            <th scope="row">{fee.service}</th>
            <td>{fee.amount === 0 ? 'Free' : `₹${formatNumber(fee.amount)} per ${fee.per}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

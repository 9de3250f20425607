import { AU, CA, CH, DE, EU, GB, IN, JP, NZ, SG, US } from 'country-flag-icons/react/3x2';
import styles from './Flag.module.css';

const flags = { AU, CA, CH, DE, EU, GB, IN, JP, NZ, SG, US } as const;
export type FlagCode = keyof typeof flags;

/** A small decorative flag; the country's name is always in the text beside it. */
export function Flag({ code, size = 20 }: { code: FlagCode; size?: number }) {
  const Svg = flags[code];
  return <Svg aria-hidden="true" focusable="false" className={styles.flag} width={size} height={Math.round((size * 2) / 3)} />;
}

export const countryFlag: Record<string, FlagCode> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Japan: 'JP',
  Australia: 'AU',
  Switzerland: 'CH',
  Singapore: 'SG',
  Canada: 'CA',
  Germany: 'DE',
  'New Zealand': 'NZ',
  'European Union': 'EU',
  India: 'IN',
};

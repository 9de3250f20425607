import type { DayOfWeek, Office } from './types';
import { site } from './site';

const weekdays: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/** Indian branches: Monday to Saturday, 9:30 am to 6:30 pm (site.openingHours). */
const indiaHours = [{ days: [...weekdays, 'Saturday'] as DayOfWeek[], opens: '09:30', closes: '18:30' }];

const mapSearch = 'https://www.google.com/maps/search/?api=1&query=';

const hyderabadAddress = '3rd Floor, Plot 1271, Road No. 36, Jubilee Hills, Hyderabad';
const bangaloreAddress = `${site.address.street}, ${site.address.locality}`;
const londonAddress = 'Suite 4.12, 88 Kingsway, Holborn, London';

/** Contact page office row (spec §2: Hyderabad, Bangalore, London); Bangalore is the head branch. */
export const offices: Office[] = [
  {
    sample: true,
    city: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    address: hyderabadAddress,
    postalCode: '500033',
    mapLink: mapSearch + encodeURIComponent(`${hyderabadAddress}, Telangana 500033, India`),
    image: '/images/offices/hyderabad.svg',
    phone: '+91 40 4852 3100',
    email: 'hyderabad@aspireoverseas.in',
    countryCode: 'IN',
    geo: { latitude: 17.43176, longitude: 78.40712 },
    openingHours: indiaHours,
    isHeadBranch: false,
  },
  {
    sample: true,
    city: 'Bangalore',
    state: site.address.region,
    country: site.address.country,
    address: bangaloreAddress,
    postalCode: site.address.postalCode,
    mapLink: mapSearch + encodeURIComponent(`${bangaloreAddress}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`),
    image: '/images/offices/bangalore.svg',
    phone: site.phone.display,
    email: site.email,
    countryCode: site.address.countryCode,
    geo: { latitude: 12.95693, longitude: 77.70108 },
    openingHours: indiaHours,
    isHeadBranch: true,
  },
  {
    sample: true,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    address: londonAddress,
    postalCode: 'WC2B 6AA',
    mapLink: mapSearch + encodeURIComponent(`${londonAddress} WC2B 6AA, United Kingdom`),
    image: '/images/offices/london.svg',
    phone: '+44 20 7946 0321',
    email: 'london@aspireoverseas.in',
    countryCode: 'GB',
    geo: { latitude: 51.51623, longitude: -0.11968 },
    openingHours: [{ days: weekdays, opens: '09:30', closes: '17:30' }],
    isHeadBranch: false,
  },
];

const head = offices.find((office) => office.isHeadBranch);
if (!head) throw new Error('offices: no entry has isHeadBranch: true');

/** The head branch (Marathahalli, Bengaluru), shown beside the contact page map. */
export const headBranch: Office = head;

/** Google Maps embed for an office's coordinates (loaded behind a facade on the contact page). */
export function mapEmbedUrl(office: Office): string {
  return `https://www.google.com/maps?q=${office.geo.latitude},${office.geo.longitude}&z=15&output=embed`;
}

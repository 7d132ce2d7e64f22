// Demo stores: real Hyderabad localities and pincodes, in every status, each with the
// registration a reviewer checks (made up, but valid: FSSAI numbers, GSTINs with their check
// character, ID numbers of the right shape) and its documents, some of them unclear.
import {
  gstinCheckCharacter,
  type GovernmentIdType,
  type StoreDocumentKind,
  type StoreReason,
} from '@kirana/domain/stores';
import type { StoreStatus } from '@kirana/domain/stores';

export interface SeedStore {
  name: string;
  ownerName: string;
  phone: string;
  status: StoreStatus;
  street: string;
  pincode: string;
  /** How many days ago the store registered (pending: submitted). */
  daysAgo: number;
  /** Documents a reviewer cannot read (blurred, dark). */
  unclear?: StoreDocumentKind[];
  /** The FSSAI certificate as a PDF rather than a photo. */
  certificatePdf?: boolean;
  /** The reason of the decision that made it rejected or suspended. */
  reason?: StoreReason;
  note?: string;
}

export const STORES: SeedStore[] = [
  {
    name: 'Sri Lakshmi Kirana & General Stores',
    ownerName: 'Ravi Kumar',
    phone: '+91 98480 12345',
    status: 'approved',
    street: '12-2-417, Gudimalkapur Main Road, Mehdipatnam',
    pincode: '500028',
    daysAgo: 210,
  },
  {
    name: 'Balaji Super Market',
    ownerName: 'Srinivas Reddy',
    phone: '+91 99890 23456',
    status: 'approved',
    street: '7-1-621/A, Near Ameerpet Metro, Ameerpet',
    pincode: '500016',
    daysAgo: 190,
  },
  {
    name: 'Sai Ram Provision Stores',
    ownerName: 'Lakshmi Devi',
    phone: '+91 90001 34567',
    status: 'approved',
    street: 'Plot 45, KPHB Colony Road No. 1, Kukatpally',
    pincode: '500072',
    daysAgo: 175,
  },
  {
    name: 'Al-Madina General Store',
    ownerName: 'Syed Abdul Rahman',
    phone: '+91 98491 45678',
    status: 'approved',
    street: '8-1-398, Shaikpet Road, Tolichowki',
    pincode: '500008',
    daysAgo: 160,
  },
  {
    name: 'Venkateshwara Kirana',
    ownerName: 'Venkata Ramana',
    phone: '+91 97010 56789',
    status: 'approved',
    street: '16-11-740, Dilsukhnagar Main Road',
    pincode: '500060',
    daysAgo: 150,
  },
  {
    name: 'Green Basket Kirana',
    ownerName: 'Sridevi Naidu',
    phone: '+91 91000 67890',
    status: 'approved',
    street: 'Shop 3, Ayyappa Society, Madhapur',
    pincode: '500081',
    daysAgo: 120,
  },
  {
    name: 'Annapurna Grocers',
    ownerName: 'Padma Rao',
    phone: '+91 96660 78901',
    status: 'approved',
    street: '2-2-1137, New Nallakunta, Tarnaka Road',
    pincode: '500044',
    daysAgo: 95,
  },
  {
    name: 'Mahalaxmi Super Bazaar',
    ownerName: 'Anil Goud',
    phone: '+91 98850 89012',
    status: 'approved',
    street: 'Beside Chandana Brothers, Kondapur Main Road',
    pincode: '500084',
    daysAgo: 80,
  },
  {
    name: 'Durga Bhavani Kirana',
    ownerName: 'Naresh Chary',
    phone: '+91 70136 90123',
    status: 'approved',
    street: '1-9-312, Vidyanagar, Adikmet',
    pincode: '500044',
    daysAgo: 60,
    certificatePdf: true,
  },
  {
    name: 'Lucky Daily Needs',
    ownerName: 'Venu Madhav',
    phone: '+91 96185 70011',
    status: 'suspended',
    street: '6-3-1090, Raj Bhavan Road, Somajiguda',
    pincode: '500082',
    daysAgo: 140,
    reason: 'licence_expired',
    note: 'FSSAI registration lapsed in October; asked the owner to renew.',
  },
  {
    name: 'Reddy Provisions',
    ownerName: 'Prakash Reddy',
    phone: '+91 94401 01234',
    status: 'pending',
    street: 'H.No. 5-35, Miyapur X Roads, Miyapur',
    pincode: '500049',
    daysAgo: 6,
    unclear: ['government_id'],
  },
  {
    name: 'Sri Sai Balaji Traders',
    ownerName: 'Kavitha Sharma',
    phone: '+91 99631 11223',
    status: 'pending',
    street: '3-6-290, Himayatnagar Main Road',
    pincode: '500029',
    daysAgo: 4,
    certificatePdf: true,
  },
  {
    name: 'Royal Provisions',
    ownerName: 'Mohammed Irfan',
    phone: '+91 98663 22334',
    status: 'pending',
    street: '22-7-269, Near Charminar, Shalibanda',
    pincode: '500002',
    daysAgo: 3,
    unclear: ['fssai_certificate'],
  },
  {
    name: 'Srinivasa Kirana Stores',
    ownerName: 'Suresh Babu',
    phone: '+91 97035 33445',
    status: 'pending',
    street: 'Road No. 4, Uppal Bhagayath, Uppal',
    pincode: '500039',
    daysAgo: 1,
  },
  {
    name: 'Nizam Kirana & Dry Fruits',
    ownerName: 'Abdul Khader',
    phone: '+91 99082 66778',
    status: 'pending',
    street: '18-8-512, Chandrayangutta Road, Falaknuma',
    pincode: '500053',
    daysAgo: 0.2,
    unclear: ['shop_photo'],
  },
  {
    name: 'Hyderabad Fresh Mart',
    ownerName: 'Farhana Begum',
    phone: '+91 90596 44556',
    status: 'rejected',
    street: '10-3-152, Masab Tank',
    pincode: '500028',
    daysAgo: 45,
    unclear: ['fssai_certificate'],
    reason: 'unclear_document',
    note: 'The FSSAI certificate photo is too dark to read the registration number.',
  },
  {
    name: 'Quick Needs Store',
    ownerName: 'Rahul Yadav',
    phone: '+91 95150 55667',
    status: 'rejected',
    street: 'Plot 12, Manikonda Main Road, Manikonda',
    pincode: '500089',
    daysAgo: 30,
    reason: 'details_mismatch',
    note: 'The owner name on the FSSAI certificate is not the one registered.',
  },
];

/** Where each demo pincode is (the locality's centre). */
const PLACES: Record<string, [number, number]> = {
  '500002': [17.3616, 78.4747],
  '500008': [17.399, 78.411],
  '500016': [17.4375, 78.4482],
  '500028': [17.395, 78.441],
  '500029': [17.402, 78.486],
  '500039': [17.4058, 78.5591],
  '500044': [17.4163, 78.513],
  '500049': [17.4968, 78.3614],
  '500053': [17.338, 78.4705],
  '500060': [17.3688, 78.5247],
  '500072': [17.4849, 78.4138],
  '500081': [17.4483, 78.3915],
  '500082': [17.4225, 78.4575],
  '500084': [17.4615, 78.3639],
  '500089': [17.405, 78.386],
};

const ID_TYPES: GovernmentIdType[] = ['aadhaar', 'pan', 'voter_id', 'driving_licence', 'passport'];

/** A made-up but well-formed number of each kind of ID, from the store's place in the list. */
function idNumber(type: GovernmentIdType, n: number): string {
  const digits = (count: number) =>
    String(1234567 + n * 7919)
      .padStart(count, '0')
      .slice(-count);
  const letters = (word: string) =>
    word
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .padEnd(3, 'X');
  switch (type) {
    case 'aadhaar':
      return `${2 + (n % 8)}${digits(11)}`;
    case 'pan':
      return `AB${letters('cpk').slice(0, 2)}${String.fromCharCode(65 + (n % 26))}${digits(4)}K`;
    case 'voter_id':
      return `TSV${digits(7)}`;
    case 'driving_licence':
      return `TS09${2010 + (n % 12)}${digits(7)}`;
    case 'passport':
      return `M${digits(7)}`;
  }
}

export interface SeedRegistration {
  ownerEmail: string;
  ownerPhone: string;
  fssaiNumber: string;
  gstin: string | null;
  governmentIdType: GovernmentIdType;
  governmentIdNumber: string;
  latitude: number;
  longitude: number;
}

/** The registration of the n-th demo store: every second one has a GSTIN. */
export function registrationOf(store: SeedStore, n: number): SeedRegistration {
  const [lat, lng] = PLACES[store.pincode] ?? [17.385, 78.4867];
  const type = ID_TYPES[n % ID_TYPES.length] ?? 'aadhaar';
  const first14 = `36AAB${String.fromCharCode(70 + (n % 20))}K${String(1000 + n * 37).slice(-4)}P1Z`;
  const handle = store.ownerName.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    ownerEmail: `${handle}@example.in`,
    ownerPhone: store.phone,
    fssaiNumber: `1362301${String(1000000 + n * 4099).slice(-7)}`,
    gstin: n % 2 === 0 ? `${first14}${gstinCheckCharacter(first14)}` : null,
    governmentIdType: type,
    governmentIdNumber: idNumber(type, n),
    latitude: Math.round((lat + ((n % 5) - 2) * 0.002) * 1e6) / 1e6,
    longitude: Math.round((lng + ((n % 3) - 1) * 0.002) * 1e6) / 1e6,
  };
}

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Bhavana',
  'Chaitanya',
  'Deepika',
  'Farooq',
  'Gayathri',
  'Harsha',
  'Imran',
  'Jyothi',
  'Karthik',
  'Keerthi',
  'Mahesh',
  'Meena',
  'Nikhil',
  'Pavani',
  'Rajesh',
  'Sameera',
  'Sandeep',
  'Swathi',
  'Tanvi',
  'Uday',
  'Vamsi',
  'Yasmin',
  'Zoya',
  'Rohit',
  'Sneha',
  'Arjun',
];
const LAST_NAMES = [
  'Reddy',
  'Rao',
  'Goud',
  'Naidu',
  'Khan',
  'Sharma',
  'Chary',
  'Varma',
  'Siddiqui',
  'Patel',
];

const PREFIXES = ['98480', '99890', '90001', '97010', '91000', '96660', '70136', '94401'];

export interface SeedCustomer {
  name: string;
  phone: string;
  active: boolean;
}

/** 64 customers with made-up mobile numbers; every eighth is inactive. */
export function seedCustomers(): SeedCustomer[] {
  return Array.from({ length: 64 }, (_, i) => ({
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
    phone: `+91 ${PREFIXES[i % PREFIXES.length]} ${String(20000 + i * 1217).slice(-5)}`,
    active: i % 8 !== 7,
  }));
}

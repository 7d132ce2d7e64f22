// Demo stores: real Hyderabad localities and pincodes, in every status.
import type { BranchStatus } from '../repositories/branches.js';

export interface SeedStore {
  name: string;
  ownerName: string;
  phone: string;
  status: BranchStatus;
  street: string;
  pincode: string;
  /** How many days ago the store registered. */
  daysAgo: number;
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
  },
  {
    name: 'Reddy Provisions',
    ownerName: 'Prakash Reddy',
    phone: '+91 94401 01234',
    status: 'pending',
    street: 'H.No. 5-35, Miyapur X Roads, Miyapur',
    pincode: '500049',
    daysAgo: 6,
  },
  {
    name: 'Sri Sai Balaji Traders',
    ownerName: 'Kavitha Sharma',
    phone: '+91 99631 11223',
    status: 'pending',
    street: '3-6-290, Himayatnagar Main Road',
    pincode: '500029',
    daysAgo: 4,
  },
  {
    name: 'Royal Provisions',
    ownerName: 'Mohammed Irfan',
    phone: '+91 98663 22334',
    status: 'pending',
    street: '22-7-269, Near Charminar, Shalibanda',
    pincode: '500002',
    daysAgo: 3,
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
    name: 'Hyderabad Fresh Mart',
    ownerName: 'Farhana Begum',
    phone: '+91 90596 44556',
    status: 'rejected',
    street: '10-3-152, Masab Tank',
    pincode: '500028',
    daysAgo: 45,
  },
  {
    name: 'Quick Needs Store',
    ownerName: 'Rahul Yadav',
    phone: '+91 95150 55667',
    status: 'rejected',
    street: 'Plot 12, Manikonda Main Road, Manikonda',
    pincode: '500089',
    daysAgo: 30,
  },
];

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

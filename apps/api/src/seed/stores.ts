// Demo stores: real Hyderabad localities and pincodes, in every status (and approved ones across
// the city, for the store finder), each with the registration a reviewer checks (made up, but
// valid: FSSAI numbers, GSTINs with their check character, ID numbers of the right shape) and
// its documents, some of them unclear.
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
  /** Where the store is (latitude, longitude), when not near its pincode's demo centre. */
  location?: [number, number];
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
  // Approved stores across the city's central and western areas (issue 39), each at its own
  // place, so that a visitor of most of them finds one within 2 km (seed.test.ts names the
  // localities and checks it). After the stores above, whose places and order stay as they are.
  {
    name: 'Sri Venkata Sai Kirana',
    ownerName: 'Ramesh Goud',
    phone: '+91 93910 14111',
    status: 'approved',
    street: 'Plot 21, Indira Nagar, Gachibowli',
    pincode: '500032',
    location: [17.4418, 78.3512],
    daysAgo: 220,
  },
  {
    name: 'Sai Krupa Provisions',
    ownerName: 'Shravan Kumar',
    phone: '+91 94408 22030',
    status: 'approved',
    street: '2-48/5, Nanakramguda Road, Nanakramguda',
    pincode: '500032',
    location: [17.4168, 78.3448],
    daysAgo: 257,
  },
  {
    name: 'Sri Lakshmi Narasimha Kirana',
    ownerName: 'Narasimha Rao',
    phone: '+91 88850 29949',
    status: 'approved',
    street: 'H.No. 6-112, Nizampet Main Road, Nizampet',
    pincode: '500090',
    location: [17.5149, 78.3871],
    daysAgo: 294,
  },
  {
    name: 'Bhagyalakshmi General Stores',
    ownerName: 'Bhagya Reddy',
    phone: '+91 79950 37868',
    status: 'approved',
    street: 'Plot 9, Renuka Yellamma Colony, Bachupally',
    pincode: '500090',
    location: [17.5389, 78.3678],
    daysAgo: 331,
  },
  {
    name: 'Kothaguda Fresh Kirana',
    ownerName: 'Manoj Verma',
    phone: '+91 63050 45787',
    status: 'approved',
    street: '1-60/2, Kothaguda X Roads, Kondapur',
    pincode: '500084',
    location: [17.4598, 78.3748],
    daysAgo: 368,
  },
  {
    name: 'Shiv Shakti Kirana Bhandar',
    ownerName: 'Rakesh Gupta',
    phone: '+91 90300 53706',
    status: 'approved',
    street: 'Shop 4, Allwyn Colony Road, Miyapur',
    pincode: '500049',
    location: [17.4952, 78.3588],
    daysAgo: 405,
  },
  {
    name: 'Tirumala Super Bazaar',
    ownerName: 'Tirupathi Reddy',
    phone: '+91 81210 61625',
    status: 'approved',
    street: 'Beside Gangaram Temple, Chandanagar',
    pincode: '500050',
    location: [17.4941, 78.3282],
    daysAgo: 442,
  },
  {
    name: 'Vijaya Durga Provisions',
    ownerName: 'Vijaya Lakshmi',
    phone: '+91 97040 69544',
    status: 'approved',
    street: 'Plot 512, KPHB Phase 3, Near JNTU Road',
    pincode: '500085',
    location: [17.4932, 78.3917],
    daysAgo: 479,
  },
  {
    name: 'Ganga Jamuna Provisions',
    ownerName: 'Ganga Prasad',
    phone: '+91 99120 77463',
    status: 'approved',
    street: 'Shop 7, Pipeline Road, Manikonda',
    pincode: '500089',
    location: [17.4068, 78.3842],
    daysAgo: 516,
  },
  {
    name: 'Narsingi Daily Needs',
    ownerName: 'Bhaskar Yadav',
    phone: '+91 87900 85382',
    status: 'approved',
    street: '2-91, Narsingi Main Road, Narsingi',
    pincode: '500075',
    location: [17.3858, 78.3584],
    daysAgo: 553,
  },
  {
    name: 'Jubilee Kirana & General',
    ownerName: 'Aravind Rao',
    phone: '+91 93910 93301',
    status: 'approved',
    street: 'Road No. 36, Near Peddamma Temple, Jubilee Hills',
    pincode: '500033',
    location: [17.4309, 78.4089],
    daysAgo: 590,
  },
  {
    name: 'Sri Ramakrishna Super Market',
    ownerName: 'Ramakrishna Prasad',
    phone: '+91 94408 11220',
    status: 'approved',
    street: 'Road No. 12, Banjara Hills',
    pincode: '500034',
    location: [17.4141, 78.4368],
    daysAgo: 627,
  },
  {
    name: 'Bismillah General Store',
    ownerName: 'Mohammed Yousuf',
    phone: '+91 88850 19139',
    status: 'approved',
    street: '8-3-231, Yousufguda Main Road, Yousufguda',
    pincode: '500045',
    location: [17.4347, 78.4268],
    daysAgo: 664,
  },
  {
    name: 'Jai Bhavani Provisions',
    ownerName: 'Sudhakar Chary',
    phone: '+91 79950 27058',
    status: 'approved',
    street: '7-1-213, SR Nagar Main Road, SR Nagar',
    pincode: '500038',
    location: [17.4436, 78.4411],
    daysAgo: 701,
  },
  {
    name: 'Hanuman Kirana Bhandar',
    ownerName: 'Hanumanth Rao',
    phone: '+91 63050 34977',
    status: 'approved',
    street: 'Beside ESI Hospital, Erragadda',
    pincode: '500018',
    location: [17.4562, 78.4318],
    daysAgo: 238,
  },
  {
    name: 'Maruthi General Stores',
    ownerName: 'Maruthi Prasad',
    phone: '+91 90300 42896',
    status: 'approved',
    street: 'Shop 2, Fatehnagar Road, Balanagar',
    pincode: '500042',
    location: [17.475, 78.445],
    daysAgo: 275,
  },
  {
    name: 'Begumpet Kirana Corner',
    ownerName: 'Sanjay Agarwal',
    phone: '+91 81210 50815',
    status: 'approved',
    street: '1-10-72, Prakash Nagar, Begumpet',
    pincode: '500016',
    location: [17.4451, 78.4644],
    daysAgo: 312,
  },
  {
    name: 'Ganesh Provision Stores',
    ownerName: 'Ganesh Mudiraj',
    phone: '+91 97040 58734',
    status: 'approved',
    street: '6-3-655, Near Khairatabad Ganesh, Khairatabad',
    pincode: '500004',
    location: [17.4104, 78.4627],
    daysAgo: 349,
  },
  {
    name: 'Ayesha Kirana & Dry Fruits',
    ownerName: 'Ayesha Siddiqua',
    phone: '+91 99120 66653',
    status: 'approved',
    street: 'Shop 11, OU Colony Road, Shaikpet',
    pincode: '500008',
    location: [17.4117, 78.3983],
    daysAgo: 386,
  },
  {
    name: 'Pillar Road Kirana',
    ownerName: 'Mallesh Goud',
    phone: '+91 87900 74572',
    status: 'approved',
    street: 'Near Pillar No. 143, Attapur',
    pincode: '500048',
    location: [17.3712, 78.4321],
    daysAgo: 423,
  },
  {
    name: 'Gupta Kirana Bhandar',
    ownerName: 'Vinod Gupta',
    phone: '+91 93910 82491',
    status: 'approved',
    street: '5-8-512, Chirag Ali Lane, Abids',
    pincode: '500001',
    location: [17.3931, 78.4769],
    daysAgo: 460,
  },
  {
    name: 'Kanaka Durga General Stores',
    ownerName: 'Kanaka Raju',
    phone: '+91 94408 90410',
    status: 'approved',
    street: '3-6-145, Street No. 8, Himayatnagar',
    pincode: '500029',
    location: [17.4031, 78.4851],
    daysAgo: 497,
  },
  {
    name: 'Sri Krishna Daily Mart',
    ownerName: 'Krishna Murthy',
    phone: '+91 88850 98329',
    status: 'approved',
    street: '1-1-380, Golconda X Roads, Musheerabad',
    pincode: '500020',
    location: [17.4166, 78.4982],
    daysAgo: 534,
  },
  {
    name: 'Jain Provision Stores',
    ownerName: 'Mahaveer Jain',
    phone: '+91 79950 16248',
    status: 'approved',
    street: '3-2-850, Kachiguda Station Road, Kachiguda',
    pincode: '500027',
    location: [17.3867, 78.4978],
    daysAgo: 571,
  },
  {
    name: 'Saraswathi Kirana',
    ownerName: 'Saraswathi Devi',
    phone: '+91 63050 24167',
    status: 'approved',
    street: '2-3-64, Amberpet Main Road, Amberpet',
    pincode: '500013',
    location: [17.3914, 78.5163],
    daysAgo: 608,
  },
  {
    name: 'Secunderabad General Stores',
    ownerName: 'Joseph Raj',
    phone: '+91 90300 32086',
    status: 'approved',
    street: '9-1-87, Sarojini Devi Road, Secunderabad',
    pincode: '500003',
    location: [17.4385, 78.4966],
    daysAgo: 645,
  },
  {
    name: 'Marredpally Daily Needs',
    ownerName: 'Anthony Raj',
    phone: '+91 81210 40005',
    status: 'approved',
    street: 'West Marredpally Main Road, Marredpally',
    pincode: '500026',
    location: [17.4462, 78.5082],
    daysAgo: 682,
  },
  {
    name: 'Sri Anjaneya Kirana',
    ownerName: 'Anjaneyulu',
    phone: '+91 97040 47924',
    status: 'approved',
    street: 'Near Bowenpally Market, Bowenpally',
    pincode: '500011',
    location: [17.4704, 78.4858],
    daysAgo: 719,
  },
  {
    name: 'Vinayaka Super Bazaar',
    ownerName: 'Vinay Kumar',
    phone: '+91 99120 55843',
    status: 'approved',
    street: 'Plot 33, Anandbagh, Malkajgiri',
    pincode: '500047',
    location: [17.4518, 78.5318],
    daysAgo: 256,
  },
  {
    name: 'Tarnaka Kirana Point',
    ownerName: 'Praveen Kumar',
    phone: '+91 87900 63762',
    status: 'approved',
    street: '12-13-482, Street No. 1, Tarnaka',
    pincode: '500017',
    location: [17.4292, 78.5352],
    daysAgo: 293,
  },
  {
    name: 'Sri Sai Durga Provisions',
    ownerName: 'Durga Prasad',
    phone: '+91 93910 71681',
    status: 'approved',
    street: 'Near Habsiguda Metro, Habsiguda',
    pincode: '500007',
    location: [17.4168, 78.5448],
    daysAgo: 330,
  },
  {
    name: 'Nacharam Kirana & General',
    ownerName: 'Yadagiri Goud',
    phone: '+91 94408 79600',
    status: 'approved',
    street: 'Shop 5, HMT Nagar Road, Nacharam',
    pincode: '500076',
    location: [17.4313, 78.5582],
    daysAgo: 367,
  },
  {
    name: 'Uppal Fresh Kirana',
    ownerName: 'Chandrashekar Goud',
    phone: '+91 88850 87519',
    status: 'approved',
    street: 'Near Uppal X Roads, Uppal',
    pincode: '500039',
    location: [17.4041, 78.5572],
    daysAgo: 404,
  },
  {
    name: 'Lakshmi Ganapathi Kirana',
    ownerName: 'Ganapathi Rao',
    phone: '+91 79950 95438',
    status: 'approved',
    street: '2-1-45, Ramanthapur Main Road, Ramanthapur',
    pincode: '500013',
    location: [17.3968, 78.5356],
    daysAgo: 441,
  },
  {
    name: 'Al-Noor General Store',
    ownerName: 'Syed Noorullah',
    phone: '+91 63050 13357',
    status: 'approved',
    street: '16-2-740, Old Malakpet',
    pincode: '500036',
    location: [17.3762, 78.4982],
    daysAgo: 478,
  },
  {
    name: 'Sri Manikanta Kirana',
    ownerName: 'Manikanta Reddy',
    phone: '+91 90300 21276',
    status: 'approved',
    street: 'Near RTO Office, Kothapet',
    pincode: '500035',
    location: [17.3668, 78.5421],
    daysAgo: 515,
  },
  {
    name: 'Sri Balaji Kirana & General',
    ownerName: 'Balaraju Yadav',
    phone: '+91 81210 29195',
    status: 'approved',
    street: 'Shop 3, Sagar Ring Road, LB Nagar',
    pincode: '500074',
    location: [17.3471, 78.5503],
    daysAgo: 552,
  },
  {
    name: 'Sri Rama Provisions',
    ownerName: 'Rama Chandra',
    phone: '+91 97040 37114',
    status: 'approved',
    street: '17-1-380, Saidabad Main Road, Saidabad',
    pincode: '500059',
    location: [17.3538, 78.5132],
    daysAgo: 589,
  },
  {
    name: 'Gulzar Houz Kirana',
    ownerName: 'Mohammed Ghouse',
    phone: '+91 99120 45033',
    status: 'approved',
    street: '21-1-512, Near Gulzar Houz, Charminar',
    pincode: '500002',
    location: [17.3628, 78.4731],
    daysAgo: 626,
  },
  {
    name: 'Barkas Daily Needs',
    ownerName: 'Salim Ahmed',
    phone: '+91 87900 52952',
    status: 'approved',
    street: 'Barkas Main Road, Chandrayangutta',
    pincode: '500005',
    location: [17.3312, 78.4817],
    daysAgo: 663,
  },
  {
    name: 'Alwal Kirana Stores',
    ownerName: 'Narsing Rao',
    phone: '+91 93910 60871',
    status: 'approved',
    street: 'Near Alwal Bus Stop, Alwal',
    pincode: '500010',
    location: [17.5008, 78.5091],
    daysAgo: 700,
  },
  {
    name: 'Sainikpuri Super Bazaar',
    ownerName: 'Deepak Sharma',
    phone: '+91 94408 68790',
    status: 'approved',
    street: 'Plot 74, Sainikpuri Main Road, Sainikpuri',
    pincode: '500094',
    location: [17.4985, 78.5545],
    daysAgo: 237,
  },
  {
    name: 'Lingampally Kirana Mart',
    ownerName: 'Venkatesh Naik',
    phone: '+91 88850 76709',
    status: 'approved',
    street: 'Near Lingampally Station, Lingampally',
    pincode: '500019',
    location: [17.4908, 78.3189],
    daysAgo: 274,
  },
  {
    name: 'Suchitra Provision Stores',
    ownerName: 'Shankar Rao',
    phone: '+91 79950 84628',
    status: 'approved',
    street: 'Suchitra Circle, Kompally Road',
    pincode: '500067',
    location: [17.5012, 78.4716],
    daysAgo: 311,
  },
  {
    name: 'Kokapet Fresh Kirana',
    ownerName: 'Srikanth Reddy',
    phone: '+91 63050 92547',
    status: 'approved',
    street: 'Kokapet Main Road, Kokapet',
    pincode: '500075',
    location: [17.3962, 78.3418],
    daysAgo: 348,
  },
  {
    name: 'Jeedimetla General Stores',
    ownerName: 'Ramulu Mudiraj',
    phone: '+91 90300 10466',
    status: 'approved',
    street: 'Shop 8, Jeedimetla Village Road, Jeedimetla',
    pincode: '500055',
    location: [17.5128, 78.4538],
    daysAgo: 385,
  },
  {
    name: 'Sultan Bazar Kirana',
    ownerName: 'Ramesh Agarwal',
    phone: '+91 81210 18385',
    status: 'approved',
    street: '4-2-160, Sultan Bazar, Koti',
    pincode: '500095',
    location: [17.3862, 78.4846],
    daysAgo: 422,
  },
  {
    name: 'Kamala Nagar Provisions',
    ownerName: 'Satyanarayana Murthy',
    phone: '+91 97040 26304',
    status: 'approved',
    street: 'Plot 19, Kamala Nagar, ECIL',
    pincode: '500062',
    location: [17.466, 78.567],
    daysAgo: 459,
  },
  {
    name: 'Neredmet Daily Mart',
    ownerName: 'Shailaja Rani',
    phone: '+91 99120 34223',
    status: 'approved',
    street: 'Near Neredmet X Roads, Neredmet',
    pincode: '500056',
    location: [17.4885, 78.531],
    daysAgo: 496,
  },
  {
    name: 'Trimulgherry Kirana',
    ownerName: 'Ravi Teja Varma',
    phone: '+91 87900 42142',
    status: 'approved',
    street: 'Lothkunta Road, Trimulgherry',
    pincode: '500015',
    location: [17.479, 78.5105],
    daysAgo: 533,
  },
  {
    name: 'Bahadurpura General Stores',
    ownerName: 'Abdul Majeed',
    phone: '+91 93910 50061',
    status: 'approved',
    street: 'Near Zoo Park Gate, Bahadurpura',
    pincode: '500064',
    location: [17.358, 78.456],
    daysAgo: 570,
  },
  {
    name: 'Champapet Kirana',
    ownerName: 'Kavya Sri',
    phone: '+91 94408 57980',
    status: 'approved',
    street: 'Champapet Main Road, Champapet',
    pincode: '500079',
    location: [17.339, 78.53],
    daysAgo: 607,
  },
  {
    name: 'Langar Houz Provisions',
    ownerName: 'Imtiaz Ali',
    phone: '+91 88850 65899',
    status: 'approved',
    street: 'Near Langar Houz Bridge, Langar Houz',
    pincode: '500031',
    location: [17.377, 78.399],
    daysAgo: 644,
  },
  {
    name: 'Hydershakote Kirana',
    ownerName: 'Sunitha Goud',
    phone: '+91 79950 73818',
    status: 'approved',
    street: 'Hydershakote Main Road, Hydershakote',
    pincode: '500091',
    location: [17.362, 78.401],
    daysAgo: 681,
  },
  {
    name: 'Nagole Kirana',
    ownerName: 'Raju Naik',
    phone: '+91 63050 81737',
    status: 'approved',
    street: 'Near Nagole Metro, Nagole',
    pincode: '500068',
    location: [17.371, 78.57],
    daysAgo: 718,
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
  const [lat, lng] = store.location ?? PLACES[store.pincode] ?? [17.385, 78.4867];
  const [dLat, dLng] = store.location ? [0, 0] : [((n % 5) - 2) * 0.002, ((n % 3) - 1) * 0.002];
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
    latitude: Math.round((lat + dLat) * 1e6) / 1e6,
    longitude: Math.round((lng + dLng) * 1e6) / 1e6,
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

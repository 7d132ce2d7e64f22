import type { ALL_BLOG_CATEGORIES, BlogCategory } from './blog-categories';
import {
  type BLOG_POST_IDS,
  DELIVERY_PROMISE_MINUTES,
  NEARBY_RADIUS_KM,
  TESTIMONIAL_SALES_INCREASE_PERCENT,
} from './business';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';

// The list helpers live apart from the articles' text, so the blog list's island does not load
// every article (a template literal with an imported value is kept by the bundler).
export { filterPosts, postSummary, type PostSummary } from './post-summary';

/** A category a post can be filed under (every dropdown entry but "All Categories"). */
export type PostCategory = Exclude<BlogCategory, typeof ALL_BLOG_CATEGORIES>;

export interface PostSection {
  /** Sub-heading of the section; the first section usually has none. */
  readonly heading?: string;
  readonly paragraphs: readonly string[];
}

export interface Post {
  readonly id: (typeof BLOG_POST_IDS)[number];
  readonly title: string;
  readonly excerpt: string;
  /** Cover illustration (16:9), served from public/. */
  readonly image: string;
  readonly imageAlt: string;
  readonly author: string;
  /** Publication date, ISO yyyy-mm-dd. */
  readonly date: string;
  readonly category: PostCategory;
  readonly tags: readonly string[];
  readonly sections: readonly PostSection[];
}

export const POSTS: readonly Post[] = [
  {
    id: '1',
    title: 'How Digital Tools Are Helping Neighbourhood Kiranas Compete',
    excerpt:
      'A smartphone, a product list and a delivery option: the small changes that let corner stores keep customers who now shop online.',
    image: '/images/blog/post-1.svg',
    imageAlt: 'A shopkeeper behind a counter holding a phone showing an order list',
    author: 'Arjun Varma',
    date: '2025-05-06',
    category: 'Digital Transformation',
    tags: ['Kirana stores', 'Technology', 'Small business'],
    sections: [
      {
        paragraphs: [
          'For decades the neighbourhood kirana has been the first place a Hyderabad family turns to for rice, dal, milk and the hundred small things a home runs out of. The shopkeeper knows the regulars by name, gives credit when the month is tight and sends a boy over with a bag when someone is unwell. None of that has changed. What has changed is where customers begin their shopping: more and more, it begins on a phone.',
          'That shift can look like a threat. Large quick-commerce apps spend heavily to win the same households the kirana has served for years. But the tools those apps use are no longer out of reach for a single store, and the kirana still has advantages no warehouse can copy: it is close, it is known, and it already has the stock on its shelves.',
        ],
      },
      {
        heading: 'Start with the catalogue',
        paragraphs: [
          'The first step is the least glamorous: getting the products a store sells into a list a customer can search. In the Kirana Partner app a shopkeeper can add products one at a time with a photo and a price, or send us their list and ask for a bulk upload. Most stores begin with their top hundred items and add the rest over a few weeks.',
          'Once the list exists, everything else follows. Customers can see what is in stock before they walk over, search for a brand they want, and build a shopping list they reuse every month.',
        ],
      },
      {
        heading: 'Orders that arrive ready to pack',
        paragraphs: [
          'A phone call order is easy to get wrong: a brand misheard, a quantity forgotten. An order that arrives in the app is a clear list with quantities and the customer’s choice of delivery or pickup. Store owners tell us this alone saves them the evening rush of callbacks.',
          `Because every store on the platform is within ${NEARBY_RADIUS_KM} km of its customers, delivery is quick. The store can send its own staff, or request a delivery partner for that order when the shop is busy.`,
        ],
      },
      {
        heading: 'Small steps, not a revolution',
        paragraphs: [
          'None of this asks a shopkeeper to become a technology company. The stores that do best with us change one habit at a time: first keeping the list current, then answering orders quickly, then using the dashboard to see which products sell on which days. The kirana stays the kirana. It simply becomes easier to find.',
        ],
      },
    ],
  },
  {
    id: '2',
    title: 'Why Shopping Local Keeps Hyderabad’s Neighbourhoods Alive',
    excerpt:
      'Every rupee spent at a local store stays closer to home. We look at what neighbourhood stores give back to the streets they serve.',
    image: '/images/blog/post-2.svg',
    imageAlt: 'A row of small shops on a busy Hyderabad street',
    author: 'Meera Iyer',
    date: '2025-05-20',
    category: 'Community',
    tags: ['Shop local', 'Hyderabad', 'Community'],
    sections: [
      {
        paragraphs: [
          'Walk down any lane in Ameerpet, Tolichowki or Uppal and you will pass a dozen small stores in a few minutes: a kirana, a vegetable cart, a dairy, a medical shop. Together they are the everyday economy of the neighbourhood. They employ local people, buy from local suppliers and keep the street busy and safe late into the evening.',
        ],
      },
      {
        heading: 'Money that stays nearby',
        paragraphs: [
          'When you buy from a neighbourhood store, the shopkeeper’s income pays for school fees down the road, the rent of a family nearby and the wages of the young man who delivers your order. On Kirana, payment goes directly to the store: online where the store offers it, or in cash to the delivery partner or at the counter.',
          'That directness matters. A store that is paid the same day can restock the same day, and a store that restocks quickly is a store customers keep coming back to.',
        ],
      },
      {
        heading: 'The shopkeeper who knows you',
        paragraphs: [
          'Ask around and almost everyone has a story about their local shopkeeper: the one who kept a packet of their child’s favourite biscuits aside, or who sent medicines across at midnight. That relationship does not survive if customers disappear into anonymous apps.',
          'We built Kirana so customers can keep that relationship while enjoying the convenience they now expect. You order from a store you can walk to, run by someone you can talk to.',
        ],
      },
      {
        heading: 'What you can do',
        paragraphs: [
          'Next time you order groceries, look for a store in your own neighbourhood first. Leave a rating and a review when a store serves you well: for a small business, a good word from a neighbour is the best advertising there is.',
        ],
      },
    ],
  },
  {
    id: '3',
    title: 'Quick Commerce in India: What It Means for Small Retailers',
    excerpt:
      'Ten-minute delivery has changed what customers expect. Here is how independent stores can meet that expectation on their own terms.',
    image: '/images/blog/post-3.svg',
    imageAlt: 'A delivery rider on a scooter with a grocery bag',
    author: 'Arjun Varma',
    date: '2025-06-03',
    category: 'Industry Trends',
    tags: ['Quick commerce', 'Retail', 'Delivery'],
    sections: [
      {
        paragraphs: [
          'In just a few years, quick commerce has gone from a novelty to a habit in India’s cities. Customers in Hyderabad now expect groceries in minutes, not hours, and they expect to order them from a phone. For an independent retailer, that expectation can feel impossible to meet.',
        ],
      },
      {
        heading: 'The dark store model',
        paragraphs: [
          'Most quick-commerce services run from dark stores: small warehouses closed to walk-in customers, stocked with a few thousand fast-moving products and placed so that riders can reach nearby homes quickly. The model is fast, but it is expensive, and it competes directly with the kiranas that already sit in every neighbourhood.',
        ],
      },
      {
        heading: 'The kirana already has what a dark store builds',
        paragraphs: [
          `A kirana is, in effect, a neighbourhood stock point that already exists. It is close to its customers, it carries what the area buys, and it is open long hours. What it has lacked is a way to take orders online and a way to deliver when the shop is busy. Connect those two pieces and a network of local stores can promise delivery within ${DELIVERY_PROMISE_MINUTES} minutes during business hours, without a single new warehouse.`,
          'That is the model we follow. Stores keep their own stock and prices. Customers see only the stores close to them. Delivery is done by the store itself or by a delivery partner from the same area.',
        ],
      },
      {
        heading: 'What to watch next',
        paragraphs: [
          'Expect customers to ask for more choice between speed and price, for scheduled deliveries alongside instant ones, and for more ways to pay. Stores that already take UPI and keep their product list current will be best placed to meet them.',
        ],
      },
    ],
  },
  {
    id: '4',
    title: 'From Counter to Cloud: Irfan General Stores’ First Year Online',
    excerpt: `A Tolichowki store owner on joining Kirana, learning the partner app and growing sales by ${TESTIMONIAL_SALES_INCREASE_PERCENT} percent.`,
    image: '/images/blog/post-4.svg',
    imageAlt: 'A smiling store owner standing in front of well-stocked shelves',
    author: 'Meera Iyer',
    date: '2025-06-24',
    category: 'Success Stories',
    tags: ['Partner stories', 'Growth', 'Kirana stores'],
    sections: [
      {
        paragraphs: [
          'Mohammed Irfan took over his father’s general store in Tolichowki in 2016. The shop is twelve feet wide and stacked to the ceiling, and for years it ran on a notebook, a calculator and the landline by the counter. When new apartment blocks went up nearby, he noticed something worrying: the new residents walked past his store to collect parcels from delivery apps.',
        ],
      },
      {
        heading: 'Joining the network',
        paragraphs: [
          `Irfan registered in the Kirana Partner app on a Sunday evening. Onboarding was free, and our team called him back on WhatsApp within ${REGISTRATION_RESPONSE_DAYS} days to verify the store. He sent us a photo of his price list and asked for a bulk upload; within the week his store was live with over four hundred products.`,
        ],
      },
      {
        heading: 'The first hundred orders',
        paragraphs: [
          'The first orders came from families he already knew, trying the app out of curiosity. Then the orders started coming from the new apartments. "They had never walked in," Irfan says, "but they saw a store two streets away with everything they needed, and they tried it."',
          'He delivers most orders himself on his scooter during quiet hours, and requests a delivery partner in the evening rush. Customers pay him directly, in cash or through UPI.',
        ],
      },
      {
        heading: 'A year later',
        paragraphs: [
          `Within three months his sales were up ${TESTIMONIAL_SALES_INCREASE_PERCENT} percent, and they have held there since. He now keeps more of the products his online customers ask for, and closes the store from his dashboard on Friday afternoons without losing a single regular. "The shop is the same shop," he says. "There are just more people who know it is here."`,
        ],
      },
    ],
  },
  {
    id: '5',
    title: 'Five Ways to Grow Your Store’s Repeat Orders',
    excerpt:
      'Getting a first order is hard; getting the fifth is where a store grows. Practical habits from our best-rated partner stores.',
    image: '/images/blog/post-5.svg',
    imageAlt: 'A checklist next to a shopping basket of groceries',
    author: 'Meera Iyer',
    date: '2025-07-15',
    category: 'Business Strategy',
    tags: ['Store tips', 'Customer loyalty', 'Growth'],
    sections: [
      {
        paragraphs: [
          'We looked at the partner stores whose customers come back most often and asked their owners what they do differently. The answers were refreshingly simple. None of them involve spending money; all of them involve habits.',
        ],
      },
      {
        heading: '1. Keep your stock list honest',
        paragraphs: [
          'Nothing loses a customer faster than an order for something that is not on the shelf. The best stores mark items out of stock the moment they run out and add new arrivals the same day.',
        ],
      },
      {
        heading: '2. Answer orders quickly',
        paragraphs: [
          'Customers watch their order status. A store that confirms within a couple of minutes feels reliable; one that takes twenty feels closed. Keep notifications on during business hours.',
        ],
      },
      {
        heading: '3. Pack with care',
        paragraphs: [
          'Keep eggs, bread and tomatoes on top, and cold items together. A bag that arrives the way the customer would have packed it is the one they reorder.',
        ],
      },
      {
        heading: '4. Ask for ratings',
        paragraphs: [
          'A short note in the bag asking for a rating brings in reviews, and reviews bring in new customers who are choosing between stores nearby.',
        ],
      },
      {
        heading: '5. Close properly when you close',
        paragraphs: [
          'If you are shutting early for a wedding or a festival, close the store from your dashboard. Customers forgive a closed store; they do not forgive an accepted order that never arrives.',
        ],
      },
    ],
  },
  {
    id: '6',
    title: 'UPI, Cash and Everything Between: How Kirana Customers Pay',
    excerpt:
      'Payment goes straight to the store. We explain the options customers have, and why cash on delivery still matters.',
    image: '/images/blog/post-6.svg',
    imageAlt: 'A phone showing a UPI payment next to rupee notes',
    author: 'Arjun Varma',
    date: '2025-08-05',
    category: 'Digital Transformation',
    tags: ['Payments', 'UPI', 'Customers'],
    sections: [
      {
        paragraphs: [
          'India pays differently from the rest of the world. UPI has made instant bank transfers an everyday habit, yet cash remains the choice of millions of households. A neighbourhood grocery platform has to handle both without getting in the way.',
        ],
      },
      {
        heading: 'Payment goes directly to the store',
        paragraphs: [
          'On Kirana, customers pay the store, not us. If the store offers online payment, the customer can pay by card, UPI, mobile wallet or net banking in the app. Otherwise they pay cash on delivery, or at the counter when they pick up. For home delivery, the delivery partner collects the payment.',
          'All prices and payments are in Indian rupees.',
        ],
      },
      {
        heading: 'Why cash still matters',
        paragraphs: [
          'Many of our customers are older residents or families who keep a monthly cash budget for groceries. Cash on delivery lets them use the app without changing how they manage money, and lets the store serve everyone on the street.',
        ],
      },
      {
        heading: 'Keeping payments safe',
        paragraphs: [
          'Online payments are processed by authorised payment gateways over encrypted connections, and we never store card details. If a customer believes a payment went wrong, our support team will help them and the store resolve it.',
        ],
      },
    ],
  },
];

/** The post with this id, if there is one. */
export function findPost(id: string | undefined): Post | undefined {
  return POSTS.find((post) => post.id === id);
}

/** Up to `count` other posts: same category first, then the newest of the rest. */
export function relatedPosts(post: Post, count = 3): Post[] {
  const others = POSTS.filter((p) => p.id !== post.id);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others
    .filter((p) => p.category !== post.category)
    .sort((a, b) => b.date.localeCompare(a.date));
  return [...sameCategory, ...rest].slice(0, count);
}

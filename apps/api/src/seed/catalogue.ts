// The default catalogue of the demo: what a Hyderabad kirana stocks, with typical prices in
// rupees (suggested prices; each branch sets its own after importing).
import type { Unit } from '@kirana/domain/units';
import type { Shape } from './images.js';

export interface SeedProduct {
  name: string;
  description: string;
  quantity: number;
  unit: Unit;
  isPacket: boolean;
  price: number;
}

export interface SeedCategory {
  name: string;
  /** Background colour of the generated images. */
  colour: string;
  /** The motif drawn on its image and, varied per product, on its products' images. */
  shape: Shape;
  products: SeedProduct[];
}

const p = (
  name: string,
  quantity: number,
  unit: Unit,
  price: number,
  description: string,
  isPacket = true,
): SeedProduct => ({ name, quantity, unit, price, description, isPacket });

export const CATALOGUE: SeedCategory[] = [
  {
    name: 'Atta & Flours',
    colour: '#d9a441',
    shape: 'flour-sack',
    products: [
      p(
        'Aashirvaad Shudh Chakki Atta',
        5,
        'kg',
        265,
        'Whole wheat atta, stone-ground for soft rotis and phulkas.',
      ),
      p('Pillsbury Chakki Fresh Atta', 5, 'kg', 249, '100% whole wheat atta with no maida added.'),
      p(
        'Loose Chakki Atta',
        1,
        'kg',
        48,
        'Freshly milled whole wheat atta, weighed at the counter.',
        false,
      ),
      p('Rajdhani Besan', 500, 'g', 72, 'Fine gram flour for pakodas, mirchi bajji and sweets.'),
      p('Bombay Rava (Sooji)', 1, 'kg', 62, 'Fine semolina for upma, kesari and rava dosa.', false),
      p('Idli Rava', 1, 'kg', 58, 'Coarse rice rava for soft idlis.'),
      p('Jowar Flour', 1, 'kg', 70, 'Sorghum flour for jonna rotte, gluten free.'),
      p('Ragi Flour', 500, 'g', 45, 'Finger millet flour for ragi sankati and malt.'),
      p('Maida', 1, 'kg', 52, 'Refined wheat flour for parottas and baking.', false),
    ],
  },
  {
    name: 'Rice & Rice Products',
    colour: '#c7b98a',
    shape: 'rice-sack',
    products: [
      p(
        'Sona Masoori Raw Rice',
        25,
        'kg',
        1550,
        'Aged Telangana Sona Masoori, light and aromatic for daily meals.',
      ),
      p(
        'Sona Masoori Steam Rice',
        1,
        'kg',
        62,
        'Loose steam rice, non-sticky everyday rice.',
        false,
      ),
      p(
        'India Gate Basmati Rice Classic',
        1,
        'kg',
        210,
        'Long grain aged basmati for Hyderabadi biryani.',
      ),
      p('Daawat Rozana Basmati', 5, 'kg', 499, 'Everyday basmati with long, fluffy grains.'),
      p('Idli Rice', 1, 'kg', 48, 'Parboiled rice for idli and dosa batter.', false),
      p('Brown Rice', 1, 'kg', 110, 'Unpolished rice with the bran, rich in fibre.'),
      p('Poha (Atukulu) Medium', 500, 'g', 38, 'Flattened rice for poha and atukula upma.'),
      p('Rice Flour', 500, 'g', 35, 'Fine rice flour for chekkalu, murukulu and rotis.'),
      p('Sabudana', 500, 'g', 55, 'Sago pearls for kheer and vada.'),
    ],
  },
  {
    name: 'Dals & Pulses',
    colour: '#e0b040',
    shape: 'dal-bowl',
    products: [
      p('Toor Dal', 1, 'kg', 165, 'Unpolished kandi pappu for pappu and sambar.', false),
      p('Tata Sampann Toor Dal', 1, 'kg', 189, 'Unpolished toor dal, cleaned and packed.'),
      p('Moong Dal', 1, 'kg', 135, 'Split yellow pesara pappu, quick to cook.', false),
      p('Chana Dal', 1, 'kg', 98, 'Senaga pappu for tadka, vada and sweets.', false),
      p(
        'Urad Dal (Minapa Pappu)',
        1,
        'kg',
        140,
        'Split white urad for idli and dosa batter.',
        false,
      ),
      p('Masoor Dal', 500, 'g', 58, 'Red lentils that cook soft in minutes.'),
      p('Kabuli Chana', 500, 'g', 85, 'White chickpeas for chole and salads.'),
      p('Rajma Chitra', 500, 'g', 95, 'Speckled kidney beans for rajma chawal.'),
      p('Whole Green Moong', 500, 'g', 70, 'Green gram for sprouts and pesarattu.'),
    ],
  },
  {
    name: 'Edible Oils & Ghee',
    colour: '#e8c547',
    shape: 'oil-bottle',
    products: [
      p(
        'Freedom Refined Sunflower Oil',
        1,
        'L',
        145,
        'Light refined sunflower oil for daily cooking.',
      ),
      p('Fortune Sunlite Sunflower Oil', 5, 'L', 690, 'Refined sunflower oil in a 5 litre can.'),
      p('Gold Drop Groundnut Oil', 1, 'L', 195, 'Refined groundnut oil, a Hyderabad favourite.'),
      p(
        'Cold Pressed Groundnut Oil',
        1,
        'L',
        260,
        'Wood-pressed (ganuga) groundnut oil, sold loose.',
        false,
      ),
      p('Idhayam Sesame Oil', 500, 'ml', 185, 'Gingelly oil for pickles, tempering and podis.'),
      p('Ruchi Gold Palmolein Oil', 1, 'L', 118, 'Palmolein oil for deep frying.'),
      p('Heritage Cow Ghee', 500, 'ml', 345, 'Pure cow ghee with a rich aroma.'),
      p('GRB Ghee', 200, 'ml', 165, 'Traditional granular ghee.'),
      p('Parachute Coconut Oil', 500, 'ml', 210, 'Pure coconut oil for cooking and hair care.'),
    ],
  },
  {
    name: 'Masalas & Spices',
    colour: '#c0392b',
    shape: 'spice-jar',
    products: [
      p(
        'Guntur Red Chilli Powder',
        200,
        'g',
        78,
        'Hot Guntur chilli powder with a deep red colour.',
      ),
      p('Turmeric Powder', 100, 'g', 32, 'Pure haldi from Nizamabad turmeric.'),
      p('Coriander Powder', 200, 'g', 48, 'Dhaniya powder ground from whole seeds.'),
      p(
        'Shan Hyderabadi Biryani Masala',
        50,
        'g',
        65,
        'Spice mix for authentic Hyderabadi dum biryani.',
      ),
      p('MDH Garam Masala', 100, 'g', 92, 'Aromatic blend of whole spices.'),
      p('Everest Sambar Masala', 100, 'g', 72, 'Ready masala for tangy sambar.'),
      p('Cumin Seeds (Jeera)', 100, 'g', 60, 'Whole jeera for tadka.'),
      p('Mustard Seeds (Avalu)', 100, 'g', 22, 'Small black mustard seeds for tempering.'),
      p('Tamarind', 500, 'g', 95, 'Seedless chintapandu for pulusu and rasam.'),
    ],
  },
  {
    name: 'Dairy & Eggs',
    colour: '#5dade2',
    shape: 'milk-packet',
    products: [
      p(
        'Heritage Toned Milk',
        500,
        'ml',
        29,
        'Pasteurised toned milk, delivered fresh each morning.',
      ),
      p('Vijaya Full Cream Milk', 500, 'ml', 34, 'Telangana Vijaya dairy full cream milk.'),
      p('Jersey Curd', 500, 'g', 38, 'Thick set curd for perugu annam.'),
      p('Heritage Paneer', 200, 'g', 95, 'Soft fresh paneer for curries.'),
      p('Amul Butter', 100, 'g', 58, 'Salted pasteurised butter.'),
      p('Amul Cheese Slices', 200, 'g', 145, 'Ten processed cheese slices.'),
      p('Farm Eggs', 6, 'pc', 42, 'Fresh white eggs, a tray of six.'),
      p('Country Eggs (Natu Kodi)', 6, 'pc', 78, 'Free-range country eggs.'),
      p('Heritage Buttermilk', 200, 'ml', 12, 'Spiced majjiga, chilled.'),
    ],
  },
  {
    name: 'Snacks & Namkeen',
    colour: '#e67e22',
    shape: 'chips-packet',
    products: [
      p('Haldiram Aloo Bhujia', 200, 'g', 55, 'Crisp spiced potato and gram flour sev.'),
      p("Lay's India's Magic Masala", 52, 'g', 20, 'Potato chips with a tangy masala.'),
      p('Kurkure Masala Munch', 90, 'g', 20, 'Crunchy corn puffs.'),
      p('Bikaji Moong Dal', 200, 'g', 50, 'Fried salted moong dal.'),
      p(
        'Ganesh Karachi Mixture',
        250,
        'g',
        70,
        'Hyderabadi spicy mixture with peanuts and curry leaves.',
      ),
      p(
        'Chekkalu (Rice Crackers)',
        200,
        'g',
        80,
        'Andhra-style crisp rice crackers with chana dal.',
      ),
      p('Murukulu', 250, 'g', 75, 'Crunchy rice flour spirals.'),
      p('Roasted Peanuts', 200, 'g', 45, 'Salted roasted groundnuts.'),
      p('Maggi 2-Minute Noodles', 4, 'pc', 56, 'Masala instant noodles, pack of four.'),
    ],
  },
  {
    name: 'Biscuits & Bakery',
    colour: '#a0522d',
    shape: 'biscuit-packet',
    products: [
      p(
        'Karachi Bakery Fruit Biscuits',
        400,
        'g',
        220,
        "Hyderabad's famous tutti-frutti butter biscuits.",
      ),
      p(
        'Karachi Bakery Osmania Biscuits',
        400,
        'g',
        180,
        'Sweet and salty biscuits to dip in Irani chai.',
      ),
      p('Parle-G Gold', 1, 'kg', 110, 'Glucose biscuits, the family pack.'),
      p('Britannia Good Day Cashew', 200, 'g', 40, 'Butter cookies with cashew bits.'),
      p('Sunfeast Dark Fantasy', 75, 'g', 40, 'Cookies filled with chocolate.'),
      p('Modern Sandwich Bread', 400, 'g', 45, 'Soft white sandwich bread.'),
      p('Britannia Brown Bread', 400, 'g', 55, 'Whole wheat brown bread.'),
      p('Rusk (Toast)', 300, 'g', 60, 'Crisp bakery toast for chai.'),
      p('Dil Pasand (Bakery Bun)', 2, 'pc', 40, 'Sweet coconut-filled bakery bun.'),
    ],
  },
  {
    name: 'Beverages',
    colour: '#6b3e26',
    shape: 'tea-cup',
    products: [
      p('Red Label Tea', 500, 'g', 290, 'Strong leaf tea for Irani-style chai.'),
      p('Taj Mahal Tea', 250, 'g', 195, 'Rich, aromatic leaf tea.'),
      p('Bru Instant Coffee', 100, 'g', 245, 'Instant coffee and chicory blend.'),
      p('Narasu’s Filter Coffee', 200, 'g', 150, 'South Indian filter coffee powder with chicory.'),
      p('Horlicks Classic Malt', 500, 'g', 265, 'Malted health drink.'),
      p('Boost', 500, 'g', 270, 'Chocolate malt drink.'),
      p('Bisleri Mineral Water', 1, 'L', 20, 'Packaged drinking water.'),
      p('Thums Up', 750, 'ml', 45, 'Strong fizzy cola.'),
      p('Rasna Orange Drink Mix', 500, 'g', 140, 'Instant drink powder, makes 32 glasses.'),
    ],
  },
  {
    name: 'Personal Care',
    colour: '#8e44ad',
    shape: 'soap-bar',
    products: [
      p('Lifebuoy Total Soap', 4, 'pc', 120, 'Germ protection soap, pack of four bars.'),
      p('Santoor Sandal Soap', 4, 'pc', 150, 'Sandal and turmeric bathing soap, pack of four.'),
      p('Medimix Ayurvedic Soap', 125, 'g', 45, 'Herbal soap with 18 herbs.'),
      p('Clinic Plus Shampoo', 340, 'ml', 210, 'Strengthening shampoo with milk protein.'),
      p('Colgate Strong Teeth', 200, 'g', 110, 'Calcium toothpaste, family size.'),
      p('Dabur Red Paste', 100, 'g', 65, 'Ayurvedic toothpaste.'),
      p('Oral-B Toothbrush', 2, 'pc', 60, 'Medium bristle toothbrushes, pack of two.'),
      p('Parachute Advansed Hair Oil', 300, 'ml', 160, 'Coconut hair oil with jasmine.'),
      p('Nivea Soft Cream', 100, 'ml', 185, 'Light moisturising cream.'),
    ],
  },
  {
    name: 'Cleaning & Household',
    colour: '#16a085',
    shape: 'spray-bottle',
    products: [
      p('Surf Excel Easy Wash', 1, 'kg', 140, 'Detergent powder for bucket and hand wash.'),
      p('Ariel Matic Front Load', 1, 'kg', 325, 'Detergent powder for front load machines.'),
      p('Rin Detergent Bar', 4, 'pc', 60, 'Whitening detergent bars, pack of four.'),
      p('Vim Dishwash Bar', 3, 'pc', 30, 'Lemon dishwash bars, pack of three.'),
      p('Vim Dishwash Gel', 500, 'ml', 115, 'Lemon dishwash liquid.'),
      p('Harpic Toilet Cleaner', 500, 'ml', 99, 'Disinfectant toilet cleaner.'),
      p('Lizol Floor Cleaner Citrus', 975, 'ml', 215, 'Disinfectant floor cleaner.'),
      p('Phenyl (White)', 1, 'L', 60, 'Floor disinfectant, sold loose.', false),
      p('Good Knight Refill', 45, 'ml', 85, 'Liquid mosquito repellent refill.'),
    ],
  },
  {
    name: 'Pickles, Sugar & Staples',
    colour: '#27ae60',
    shape: 'pickle-jar',
    products: [
      p(
        'Priya Avakaya Mango Pickle',
        300,
        'g',
        120,
        'Andhra-style cut mango pickle in mustard and chilli.',
      ),
      p('Priya Gongura Pickle', 300, 'g', 125, 'Tangy sorrel leaves pickle.'),
      p('Tomato Pickle (Homemade)', 250, 'g', 110, 'Home-style tomato pachadi.'),
      p('Sugar', 1, 'kg', 48, 'Fine white sugar, sold loose.', false),
      p('Jaggery (Bellam)', 1, 'kg', 75, 'Organic cane jaggery cubes.'),
      p('Tata Salt', 1, 'kg', 28, 'Iodised vacuum-evaporated salt.'),
      p('Kissan Tomato Ketchup', 950, 'g', 145, 'Tomato ketchup in a family bottle.'),
      p('Dry Coconut (Kopra)', 250, 'g', 85, 'Dried coconut halves for chutneys.'),
      p('Honey', 250, 'g', 130, 'Pure multiflora honey.'),
    ],
  },
];

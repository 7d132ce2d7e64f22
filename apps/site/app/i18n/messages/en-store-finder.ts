// The store finder island's English words, a module of its own so that the island's bundle takes
// only these (and the domain modules they name), not every island's (see ./en.ts).
import { COMING_SOON_IN_YOUR_LOCATION } from '../../content/messages';

export const storeFinder = {
  formLabel: 'Stores',
  pincode: 'Pincode',
  hint: "Enter your area's pincode, for example 500001.",
  find: 'Find Stores',
  searching: 'Searching...',
  looking: 'Looking for stores in {pincode}...',
  failedTitle: 'We could not search for stores right now.',
  comingSoon: COMING_SOON_IN_YOUR_LOCATION,
  noStoreYet:
    'We have no partner store serving {pincode} yet. Know a great kirana nearby? Tell them about Kirana Partner.',
  storesOne: '1 store serving {pincode}',
  storesOther: '{count} stores serving {pincode}',
};

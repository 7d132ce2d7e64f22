// The store finder's English words (the island gets its words as props in every language, so
// its script carries none; see ../../components/store-finder/store-finder-props.ts).
import { OPEN_STATE_WORDS } from '@kirana/domain/store-hours';
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
  useLocation: 'Use my location',
  locating: 'Finding your location...',
  lookingNear: 'Looking for stores near you...',
  locationTitle: 'We could not use your location.',
  locationDenied:
    'Your browser did not share your location. Type your pincode instead, or allow location for this site in your browser settings.',
  locationFailed: 'We could not find your location. Type your pincode instead, or try again.',
  locationUnsupported: 'This browser cannot share your location. Type your pincode instead.',
  nearOne: '1 store within {radius} km of you',
  nearOther: '{count} stores within {radius} km of you',
  noStoreNear:
    'We have no partner store within {radius} km of you yet. Know a great kirana nearby? Tell them about Kirana Partner.',
  outsideCity: 'You seem to be outside Hyderabad, where our partner stores are for now.',
  nearest: 'The nearest store is {name}, {distance} away.',
  /** The list that holds the nearest store's card. */
  nearestLabel: 'The nearest store',
  /** A card's phone link (its visible text is the number). */
  call: 'Call {name} on {phone}',
  directions: 'Directions',
  /** The directions link's full name (it opens Google Maps). */
  directionsTo: 'Directions to {name} (opens Google Maps)',
  unknownTitle: 'We could not find this pincode.',
  unknownPincode: 'We do not know the pincode {pincode}. Check it, or use your location.',
  distance: { meters: '{n} m', kilometres: '{n} km' },
  /**
   * The city and state a store's address ends with, in the page's language (the API answers
   * them in English); a name not here is shown as the owner wrote it.
   */
  places: {
    Hyderabad: 'Hyderabad',
    Secunderabad: 'Secunderabad',
    Telangana: 'Telangana',
  } as Record<string, string>,
  open: OPEN_STATE_WORDS,
};

// The browser entry of the store finder island.
import { StoreFinder } from '../../components/store-finder/store-finder';
import { hydrateIslands } from '../hydrate';

hydrateIslands('store-finder', StoreFinder);

// The one script every page loads (built by vite.islands.config.ts): the navigation bar's
// behaviour, and on a page with a form or filter the loading of its islands.
import { loadIslands } from '../../islands/load-islands';
import { enhanceNavBar } from './nav-behaviour';

enhanceNavBar(document);
loadIslands(document);

// The one script every page loads (built by vite.islands.config.ts): a returning visitor taken
// to their language, the navigation bar's behaviour, and on a page with a form or filter the
// loading of its islands.
import { loadIslands } from '../../islands/load-islands';
import { followRememberedLanguage } from '../language-switcher/remembered-language';
import { enhanceNavBar } from './nav-behaviour';

if (!followRememberedLanguage(document)) {
  enhanceNavBar(document);
  loadIslands(document);
}

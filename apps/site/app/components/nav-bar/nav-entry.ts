// The one script of pages without a form or filter (built by vite.islands.config.ts).
import { enhanceNavBar } from './nav-behaviour';

enhanceNavBar(document);

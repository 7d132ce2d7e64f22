// The browser entry of the blog list island.
import { BlogList } from '../../components/blog-list/blog-list';
import { hydrateIslands } from '../hydrate';

hydrateIslands('blog-list', BlogList);

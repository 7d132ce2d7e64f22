// The blog's categories (public-site.md section 9), in their own module: only the blog's filter
// needs them in the browser, and ./business.ts is in every island page's shared chunk.

/** The category filter's "everything" choice. */
export const ALL_BLOG_CATEGORIES = 'All Categories';
/** The six blog categories, in the order of the category dropdown. */
export const BLOG_CATEGORIES = [
  ALL_BLOG_CATEGORIES,
  'Digital Transformation',
  'Community',
  'Industry Trends',
  'Success Stories',
  'Business Strategy',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

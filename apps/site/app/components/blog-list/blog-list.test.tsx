import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../content/blog-categories';
import { NO_RESULTS_FOUND } from '../../content/messages';
import { postImageSource } from '../../content/post-images';
import { postSummary } from '../../content/posts';
import { contentFor } from '../../i18n/content';
import { renderInRouter } from '../../testing/render';
import { BlogList } from './blog-list';

function shownTitles(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const POSTS = contentFor('en').posts.map(postSummary);

describe('BlogList', () => {
  it('shows all six posts, each linking to its article', () => {
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    expect(shownTitles()).toEqual(POSTS.map((post) => post.title));
    for (const post of POSTS) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.id}`,
      );
    }
  });

  it("writes each card's date and category in the page's language", () => {
    const posts = contentFor('te').posts.map(postSummary);
    renderInRouter(<BlogList posts={posts} locale="te" />, '/te/blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(posts.length);
    posts.forEach((post, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByText(post.dateText)).toHaveAttribute('datetime', post.date);
      expect(within(card).getByText(post.categoryLabel)).toBeVisible();
    });
    // The first post, 24 June 2025, as Telugu writes it.
    expect(screen.getByText('24 జూన్ 2025')).toBeVisible();
  });

  it("draws each card's illustration from the page itself, not from a file", () => {
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    const sources = screen.getAllByRole('article').map((card) => {
      const image = card.querySelector('img');
      return image?.getAttribute('src');
    });
    expect(sources).toEqual(POSTS.map((post) => postImageSource(post.image)));
    expect(sources.every((src) => src?.startsWith('data:image/svg+xml,'))).toBe(true);
  });

  it('offers the six categories', () => {
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...BLOG_CATEGORIES]);
  });

  it('filters live over the title and the excerpt, ignoring case', async () => {
    const user = userEvent.setup();
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    const search = screen.getByLabelText('Search articles');

    await user.type(search, 'upi');
    // "UPI" is in post 6's title only.
    expect(shownTitles()).toEqual(['UPI, Cash and Everything Between: How Kirana Customers Pay']);

    await user.clear(search);
    await user.type(search, 'ten-minute delivery');
    // Only in post 3's excerpt.
    expect(shownTitles()).toEqual(['Quick Commerce in India: What It Means for Small Retailers']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 6 articles');
  });

  it('filters by category, together with the search', async () => {
    const user = userEvent.setup();
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    await user.selectOptions(screen.getByLabelText('Category'), 'Digital Transformation');
    expect(shownTitles()).toEqual([
      'How Digital Tools Are Helping Neighbourhood Kiranas Compete',
      'UPI, Cash and Everything Between: How Kirana Customers Pay',
    ]);

    await user.type(screen.getByLabelText('Search articles'), 'cash');
    expect(shownTitles()).toEqual(['UPI, Cash and Everything Between: How Kirana Customers Pay']);

    await user.clear(screen.getByLabelText('Search articles'));
    expect(shownTitles()).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    expect(shownTitles()).toHaveLength(6);
  });

  it('says No Results Found when nothing matches, and clears the filters on request', async () => {
    const user = userEvent.setup();
    renderInRouter(<BlogList posts={POSTS} />, '/blog');
    await user.type(screen.getByLabelText('Search articles'), 'biryani recipes');
    expect(screen.getByRole('heading', { name: NO_RESULTS_FOUND })).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search articles')).toHaveValue('');
    expect(shownTitles()).toHaveLength(6);
    expect(screen.queryByText(NO_RESULTS_FOUND)).not.toBeInTheDocument();
  });
});

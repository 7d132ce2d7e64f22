import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { postImageSource } from '../content/post-images';
import { POSTS, findPost } from '../content/posts';
import BlogPost from './blog-post';
import NotFoundRoute from './not-found';

function renderPath(path: string) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <h1>Home</h1> },
    ...POSTS.map((post) => ({ path: `/blog/${post.id}`, Component: BlogPost })),
    { path: '*', Component: NotFoundRoute },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function expectNotFoundPage() {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_NOT_FOUND);
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
}

describe('not-found page', () => {
  it('serves any unknown path with a link home', () => {
    renderPath('/no/such/page');
    expectNotFoundPage();
  });

  it('serves a blog id that does not exist', () => {
    renderPath('/blog/99');
    expectNotFoundPage();
  });
});

describe('blog article page', () => {
  it('shows the whole article: title, author, date, category, tags, image and text', () => {
    const post = findPost('4');
    if (!post) throw new Error('no post 4');
    renderPath('/blog/4');
    const article = screen.getByRole('article', { name: post.title });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(article).toHaveTextContent(`By ${post.author}`);
    expect(within(article).getByText('24 June 2025')).toHaveAttribute('datetime', '2025-06-24');
    expect(article).toHaveTextContent(post.category);
    for (const tag of post.tags) expect(within(article).getByText(tag)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.imageAlt })).toHaveAttribute(
      'src',
      postImageSource(post.image),
    );
    const paragraphs = post.sections.flatMap((section) => section.paragraphs);
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    for (const section of post.sections) {
      if (section.heading) {
        expect(
          screen.getByRole('heading', { level: 2, name: section.heading }),
        ).toBeInTheDocument();
      }
    }
  });

  it('links three related articles and the breadcrumb back to the blog', () => {
    renderPath('/blog/1');
    const related = screen.getByRole('region', { name: 'Related articles' });
    const links = within(related).getAllByRole('link', { name: /./ });
    const articleLinks = links.filter((link) =>
      /^\/blog\/\d$/.test(link.getAttribute('href') ?? ''),
    );
    expect(articleLinks).toHaveLength(3);
    // Post 6 shares post 1's category, so it comes first.
    expect(articleLinks[0]).toHaveAttribute('href', '/blog/6');
    expect(articleLinks.map((link) => link.getAttribute('href'))).not.toContain('/blog/1');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});

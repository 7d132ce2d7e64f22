import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../site-map';

type MetaFn = (args: { location: { pathname: string } }) => MetaDescriptor[];
// The route modules only: a test file imported here would not register its tests when its turn
// comes in the same worker (the shared project runs without isolation): "No test suite found".
const modules = import.meta.glob<{ meta: MetaFn }>(['./*.tsx', '!./*.test.tsx'], { eager: true });

function metaOf(file: string, pathname = '/'): MetaDescriptor[] {
  const module = modules[`./${file.replace('routes/', '')}`];
  if (!module) throw new Error(`no route module ${file}`);
  return module.meta({ location: { pathname } });
}

const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'title' in tag) as { title: string } | undefined)?.title;

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe('meta tags', () => {
  const pages = [
    ...PAGE_ROUTES.map((route) => ({ path: route.path, tags: metaOf(route.file, route.path) })),
    ...['1', '2', '3', '4', '5', '6'].map((id) => ({
      path: `/blog/${id}`,
      tags: metaOf('routes/blog-post.tsx', `/blog/${id}`),
    })),
  ];

  it.each(pages)(
    '$path has a title, description, canonical URL and Open Graph tags',
    ({ path, tags }) => {
      const title = titleOf(tags);
      expect(title).toMatch(/Kirana/);
      expect(find(tags, 'name', 'description')?.content?.length).toBeGreaterThan(50);
      expect(find(tags, 'rel', 'canonical')?.href).toBe(`http://localhost:5173${path}`);
      expect(find(tags, 'property', 'og:url')?.content).toBe(`http://localhost:5173${path}`);
      expect(find(tags, 'property', 'og:title')?.content).toBe(title);
      expect(find(tags, 'property', 'og:description')?.content).toBeTruthy();
      expect(find(tags, 'property', 'og:image')?.content).toBe(
        'http://localhost:5173/images/og-card.png',
      );
    },
  );

  it('gives every page its own title and description', () => {
    const titles = pages.map(({ tags }) => titleOf(tags));
    const descriptions = pages.map(({ tags }) => find(tags, 'name', 'description')?.content);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('marks articles as articles', () => {
    const tags = metaOf('routes/blog-post.tsx', '/blog/2');
    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
    expect(find(tags, 'property', 'article:published_time')?.content).toBe('2025-05-20');
  });

  it('keeps the not-found page and unknown articles out of search results', () => {
    for (const tags of [
      metaOf('routes/not-found.tsx'),
      metaOf('routes/blog-post.tsx', '/blog/42'),
    ]) {
      expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
      expect(find(tags, 'rel', 'canonical')).toBeUndefined();
    }
  });

  it('describes the organisation and the website in JSON-LD on the home page', () => {
    const tags = metaOf('routes/home.tsx');
    const jsonLd = tags.find((tag) => 'script:ld+json' in tag) as
      { 'script:ld+json': { '@graph': Record<string, unknown>[] } } | undefined;
    const graph = jsonLd?.['script:ld+json']['@graph'] ?? [];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[0]).toMatchObject({
      name: 'Kirana',
      foundingDate: '2023',
      url: 'http://localhost:5173/',
    });
    expect(graph[1]).toMatchObject({ name: 'Kirana', url: 'http://localhost:5173/' });
  });
});

describe('meta tags in Telugu and Hindi', () => {
  const pages = ['te', 'hi'].flatMap((locale) => [
    ...PAGE_ROUTES.map((route) => ({
      locale,
      path: route.path,
      tags: metaOf(route.file, `/${locale}${route.path === '/' ? '/' : route.path}`),
    })),
    { locale, path: '/blog/3', tags: metaOf('routes/blog-post.tsx', `/${locale}/blog/3`) },
  ]);

  it.each(pages)('/$locale$path: own title, canonical URL, og:locale and alternates', (page) => {
    const { locale, path, tags } = page;
    const localised = `/${locale}${path === '/' ? '/' : path}`;
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`http://localhost:5173${localised}`);
    expect(find(tags, 'property', 'og:locale')?.content).toBe(`${locale}_IN`);
    const english = metaOf(
      PAGE_ROUTES.find((route) => route.path === path)?.file ?? 'routes/blog-post.tsx',
      path,
    );
    expect(titleOf(tags)).not.toBe(titleOf(english));
    const alternates = tags
      .map((tag) => tag as Record<string, string>)
      .filter((tag) => tag.rel === 'alternate');
    expect(alternates.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ['en', `http://localhost:5173${path}`],
      ['te', `http://localhost:5173/te${path === '/' ? '/' : path}`],
      ['hi', `http://localhost:5173/hi${path === '/' ? '/' : path}`],
      ['x-default', `http://localhost:5173${path}`],
    ]);
  });

  it('keeps the not-found page of each language out of search results', () => {
    const tags = metaOf('routes/not-found.tsx', '/te/404');
    expect(titleOf(tags)).toBe('అయ్యో! పేజీ దొరకలేదు | Kirana');
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
  });
});

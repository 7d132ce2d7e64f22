import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTS } from './posts';
import { postImageSource } from './post-images';

const publicFile = (path: string) => readFileSync(join(__dirname, '../../public', path), 'utf8');

describe('postImageSource', () => {
  it("gives every post's illustration as a data: URL holding exactly its file", () => {
    for (const post of POSTS) {
      const source = postImageSource(post.image);
      expect(source.startsWith('data:image/svg+xml,')).toBe(true);
      // Nothing an HTML attribute or a URL would cut or change: quotes, fragments, newlines.
      expect(source).not.toMatch(/["#<>\n]/);
      const svg = decodeURIComponent(source.slice('data:image/svg+xml,'.length));
      expect(svg).toBe(publicFile(post.image).trim());
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(parsed.documentElement.nodeName).toBe('svg');
    }
  });

  it('fails loudly for an image that is not among the illustrations', () => {
    expect(() => postImageSource('/images/blog/post-99.svg')).toThrow(
      'No blog illustration at public/images/blog/post-99.svg',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildCatalogueCsv,
  CATALOGUE_CATEGORIES,
  CATALOGUE_ROWS,
  catalogueMissed,
  catalogueSection,
  CSV_COLUMNS,
  SEARCH_TEXT,
  type CatalogueRun,
} from './catalogue.js';
import type { LoadResult } from './load.js';

const IMAGE = 'http://127.0.0.1:1/media/categories/a.webp';

describe('buildCatalogueCsv', () => {
  const lines = buildCatalogueCsv(IMAGE).trimEnd().split('\n');
  const rows = lines.slice(1).map((line) => line.split(','));
  const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);

  it('has the header and 5,000 rows of 9 cells', () => {
    expect(lines[0]).toBe(
      'category,name,description,price,quantity,unit,isPacket,defaultProductId,imageUrl',
    );
    expect(rows).toHaveLength(CATALOGUE_ROWS);
    expect(rows.every((cells) => cells.length === CSV_COLUMNS.length)).toBe(true);
  });

  it('spreads the rows over 40 categories of 125, with no repeated product', () => {
    const perCategory = new Map<string, number>();
    for (const cells of rows) {
      const category = cells[column('category')] ?? '';
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    }
    expect(perCategory.size).toBe(CATALOGUE_CATEGORIES);
    expect(new Set(perCategory.values())).toEqual(new Set([125]));
    expect(new Set(rows.map((cells) => `${cells[0]}|${cells[1]}`)).size).toBe(CATALOGUE_ROWS);
  });

  it('names products as shelves do: the search measured finds 200, in all 40 categories', () => {
    const names = rows.map((cells) => cells[column('name')] ?? '');
    expect(names[0]).toBe('Aashirvaad Toor Dal 200 g');
    expect(names.at(-1)).toBe('Kohinoor Papad 5 kg');
    const found = rows.filter((cells) =>
      (cells[column('name')] ?? '').toLowerCase().includes(SEARCH_TEXT),
    );
    expect(found).toHaveLength(200);
    expect(new Set(found.map((cells) => cells[column('category')])).size).toBe(
      CATALOGUE_CATEGORIES,
    );
  });

  it('gives the first row of each category the image, and every row a description', () => {
    const withImage = rows.filter((cells) => cells[column('imageUrl')] === IMAGE);
    expect(withImage).toHaveLength(CATALOGUE_CATEGORIES);
    const firsts = new Map<string, string>();
    for (const cells of rows) {
      const category = cells[column('category')] ?? '';
      if (!firsts.has(category)) firsts.set(category, cells[column('imageUrl')] ?? '');
    }
    expect([...firsts.values()].every((url) => url === IMAGE)).toBe(true);
    expect(rows.every((cells) => (cells[column('description')] ?? '').length > 0)).toBe(true);
  });
});

describe('catalogue aims', () => {
  const run = (applyS: number, exportS: number, exportRssMb: number): CatalogueRun => ({
    rows: 5000,
    categories: 40,
    rounds: [{ previewS: 1, applyS, exportS, exportRssMb, exportRows: 5050 }],
    previewS: 1,
    applyS,
    exportS,
    exportRssMb,
    listSize: 125,
  });

  it('lists nothing when the aims are met', () => {
    expect(catalogueMissed(run(2.5, 0.5, 20))).toEqual([]);
    expect(catalogueSection(run(2.5, 0.5, 20))).not.toContain('missed');
  });

  it('lists a slow apply and an export over its time or memory', () => {
    expect(catalogueMissed(run(3.2, 0.5, 20))).toHaveLength(1);
    expect(catalogueMissed(run(1, 1.2, 20))).toHaveLength(1);
    expect(catalogueMissed(run(1, 0.5, 60))).toHaveLength(1);
    expect(catalogueSection(run(3.2, 1.2, 20)).match(/\| missed \|/g)).toHaveLength(2);
  });

  const load = (key: string, rps: number, p99: number, failures = 0): LoadResult => ({
    key,
    label: key,
    rps,
    p50: p99 / 2,
    p99,
    requests: rps * 5,
    failures,
  });
  const withLists = (results: LoadResult[]): CatalogueRun => ({
    ...run(2.5, 0.5, 20),
    lists: { bare: load('health', 4000, 3), results },
  });

  it('holds a products page to p99 and a quarter of the bare route, the search to p99 only', () => {
    expect(catalogueMissed(withLists([load('page', 1000, 20), load('search', 300, 24)]))).toEqual(
      [],
    );
    const missed = catalogueMissed(
      withLists([load('page', 900, 20), load('price', 1200, 26), load('search', 300, 30)]),
    );
    expect(missed).toEqual([
      'Catalogue lists: page, p99 20.0 ms, 23% of the bare route',
      'Catalogue lists: price, p99 26.0 ms, 30% of the bare route',
      'Catalogue lists: search, p99 30.0 ms, 8% of the bare route',
    ]);
    expect(catalogueMissed(withLists([load('page', 2000, 5, 3)]))).toHaveLength(1);
    const section = catalogueSection(withLists([load('page', 1000, 20), load('search', 300, 30)]));
    expect(section).toMatch(/\| page \| 1000 \| 10\.0 \| 20\.0 \| 25% \| met \|/);
    expect(section).toMatch(/\| search \| 300 \| 15\.0 \| 30\.0 \| 8% \| missed \|/);
  });

  it('writes nothing when the section was not measured', () => {
    expect(catalogueMissed(null)).toEqual([]);
    expect(catalogueSection(null)).toBe('');
  });
});

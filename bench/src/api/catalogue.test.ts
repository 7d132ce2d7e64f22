import { describe, expect, it } from 'vitest';
import {
  buildCatalogueCsv,
  CATALOGUE_CATEGORIES,
  CATALOGUE_ROWS,
  catalogueMissed,
  catalogueSection,
  CSV_COLUMNS,
  type CatalogueRun,
} from './catalogue.js';

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
    rounds: [{ previewS: 1, applyS, exportS, exportRssMb, exportRows: 5050, listMs: 4 }],
    previewS: 1,
    applyS,
    exportS,
    exportRssMb,
    listMs: 4,
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

  it('writes nothing when the section was not measured', () => {
    expect(catalogueMissed(null)).toEqual([]);
    expect(catalogueSection(null)).toBe('');
  });
});

// Reading Prometheus's text format in tests: the value of a series by its name and labels.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

export function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = LINE.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The series of `name` whose labels include `labels`. */
export function series(text: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one series of `name` with exactly these labels (0 when there is none). */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = series(text, name, labels).filter(
    (sample) => Object.keys(sample.labels).length === Object.keys(labels).length,
  );
  if (found.length > 1) throw new Error(`${name} has ${found.length} series for those labels`);
  return found[0]?.value ?? 0;
}

// The browser's paint entries in a test (jsdom draws nothing): `paints()` stubs
// PerformanceObserver so that what waits for the first paint (lib/first-paint.ts) goes on when
// the test says `paint()`, or at once with `{ painted: true }`. vitest.setup.ts undoes the stub.
import { vi } from 'vitest';

type Paints = { getEntriesByName(name: string): { name: string }[] };
type Callback = (paints: Paints, observer: { disconnect(): void }) => void;

export function paints({ painted = false } = {}) {
  const entries: { name: string }[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  const list: Paints = { getEntriesByName: (name) => entries.filter((e) => e.name === name) };
  const watching = new Set<{ callback: Callback; observer: Observer }>();
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe({ buffered = false } = {}) {
      watching.add({ callback: this.callback, observer: this });
      // A buffered observer is told of the paints that came before it.
      if (buffered && entries.length > 0) this.callback(list, this);
    }
    disconnect() {
      for (const watcher of watching) if (watcher.observer === this) watching.delete(watcher);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    paint() {
      entries.push({ name: 'first-contentful-paint' });
      for (const { callback, observer } of [...watching]) callback(list, observer);
    },
  };
}

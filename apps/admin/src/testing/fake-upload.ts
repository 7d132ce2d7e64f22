// A fake XMLHttpRequest for the affiliate image upload: records each PUT and answers with the
// progress events and the status a test chooses.

import { vi } from 'vitest';

export interface UploadRecord {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface UploadBehaviour {
  /** Percentages reported before the answer. */
  progress?: number[];
  status?: number;
  statusText?: string;
  /** Fail with a network error instead of answering. */
  networkError?: boolean;
  /** Never answer after the progress events (the upload stays in flight). */
  hang?: boolean;
}

export function mockUpload(behaviour: UploadBehaviour = {}) {
  const uploads: UploadRecord[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private record: UploadRecord = { method: '', url: '', headers: {}, body: undefined };

    open(method: string, url: string) {
      this.record = { method, url, headers: {}, body: undefined };
    }

    setRequestHeader(name: string, value: string) {
      this.record.headers[name] = value;
    }

    send(body: unknown) {
      this.record.body = body;
      uploads.push(this.record);
      const total = 1000;
      void (async () => {
        for (const percent of behaviour.progress ?? []) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: (percent / 100) * total,
            total,
          } as ProgressEvent);
        }
        if (behaviour.hang) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (behaviour.networkError) {
          this.onerror?.();
          return;
        }
        this.status = behaviour.status ?? 200;
        this.statusText = behaviour.statusText ?? 'OK';
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

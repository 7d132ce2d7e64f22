// A fake XMLHttpRequest for the uploads the site makes: records each request and answers when
// and how a test says, with upload progress events in between.
import { vi } from 'vitest';

export interface XhrRecord {
  method: string;
  url: string;
  body: unknown;
  /** Reports upload progress, in percent. */
  progress(percent: number): void;
  /** Answers with this status and JSON body. */
  respond(status: number, body: unknown): void;
  /** Fails as a network error does. */
  fail(): void;
}

/** Replaces XMLHttpRequest; the returned list fills as requests are sent. */
export function fakeXhr(): XhrRecord[] {
  const sent: XhrRecord[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        body,
        progress: (percent) =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: percent * 10,
            total: 1000,
          } as ProgressEvent),
        respond: (status, json) => {
          this.status = status;
          this.responseText = JSON.stringify(json);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

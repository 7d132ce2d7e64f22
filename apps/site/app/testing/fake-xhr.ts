// A fake XMLHttpRequest for the uploads the site makes: records each request and answers when
// and how a test says, with upload progress events in between.
import { vi } from 'vitest';

export interface XhrRecord {
  method: string;
  url: string;
  body: unknown;
  /** Reports upload progress, in percent. */
  progress(percent: number): void;
  /** Answers with this status and JSON body (and headers, e.g. Retry-After). */
  respond(status: number, body: unknown, headers?: Record<string, string>): void;
  /** The request's headers, by lower-case name. */
  headers: Record<string, string>;
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
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name.toLowerCase()] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }

    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        body,
        headers: this.requestHeaders,
        progress: (percent) =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: percent * 10,
            total: 1000,
          } as ProgressEvent),
        respond: (status, json, headers = {}) => {
          this.status = status;
          this.responseHeaders = Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
          );
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

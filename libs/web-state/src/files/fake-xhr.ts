/**
 * Test double of XMLHttpRequest for the upload tests: each request is recorded, and the test drives
 * it (progress, answer, network failure). Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  static reset(): void {
    FakeXhr.requests = [];
  }

  /** The most recent request. */
  static last(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('no XMLHttpRequest was sent');
    return request;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection fails without an answer. */
  fail(): void {
    this.onerror?.();
  }
}

/** A `POST /api/files` answer (201) for a file. */
export function uploadAnswer(data: Partial<Record<string, unknown>> = {}) {
  return {
    data: {
      uuid: '0b7d3c1e-1111-4222-8333-944455556666',
      kind: 'png',
      name: 'logo.png',
      size: 123_456,
      width: 3000,
      height: 2000,
      needs_check: false,
      thumbnail_url: '/api/files/0b7d3c1e-1111-4222-8333-944455556666/thumbnail',
      ...data,
    },
  };
}

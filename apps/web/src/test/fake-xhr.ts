import { vi } from 'vitest';

/** A stand-in for the browser's XMLHttpRequest: the test decides when and how each upload answers. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  timeout = 0;
  withCredentials = false;
  responseType = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  getResponseHeader(_name: string): string | null {
    return null;
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

/** Installs the fake and a previewable URL.createObjectURL; returns the list of sent requests. */
export function stubUploads() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  return FakeXhr.sent;
}

export const pngFile = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

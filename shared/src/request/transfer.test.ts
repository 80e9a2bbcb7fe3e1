import { configureRequest, resetRequestConfig } from './request-config';
import { download, upload } from './transfer';
import { envelope, fakeAdapter, headerOf } from './testing/fake-adapter';
import type { TransferProgress } from './request-options';

afterEach(() => resetRequestConfig());

describe('upload (spec 7)', () => {
  const uploaded = { id: 'u1', url: '/api/files/u1', name: 'a.png', mime: 'image/png', size: 3 };

  it('posts the file as multipart with a 60000 ms timeout and resolves with the data', async () => {
    const adapter = fakeAdapter(() => envelope(0, uploaded));
    configureRequest({ adapter, getToken: () => 'tok' });
    const file = new File(['abc'], 'a.png', { type: 'image/png' });

    await expect(upload('/api/upload', file, { fields: { purpose: 'avatar' } })).resolves.toEqual(
      uploaded,
    );

    const call = adapter.calls[0]!;
    expect(call.method).toBe('post');
    expect(call.url).toBe('/api/upload');
    expect(call.timeout).toBe(60000);
    expect(headerOf(call, 'Authorization')).toBe('tok');
    expect(headerOf(call, 'Content-Type') ?? '').not.toMatch(/json/);
    expect(call.data).toBeInstanceOf(FormData);
    const form = call.data as FormData;
    expect((form.get('file') as File).name).toBe('a.png');
    expect(form.get('purpose')).toBe('avatar');
  });

  it('names the field and the file as asked', async () => {
    const adapter = fakeAdapter(() => envelope(0, uploaded));
    configureRequest({ adapter });
    await upload('/api/upload', new Blob(['x']), { fieldName: 'image', fileName: 'shot.jpg' });
    const form = adapter.calls[0]!.data as FormData;
    expect((form.get('image') as File).name).toBe('shot.jpg');
  });

  it('reports progress', async () => {
    const adapter = fakeAdapter((config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 200, total: 200, bytes: 150, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 10, bytes: 10, lengthComputable: false });
      return envelope(0, uploaded);
    });
    configureRequest({ adapter });
    const seen: TransferProgress[] = [];
    await upload('/api/upload', new Blob(['x']), { onProgress: (progress) => seen.push(progress) });
    expect(seen).toEqual([
      { loaded: 50, total: 200, percent: 25 },
      { loaded: 200, total: 200, percent: 100 },
      { loaded: 10 },
    ]);
  });

  it('goes through the error catalogue', async () => {
    const notify = jest.fn();
    configureRequest({
      adapter: fakeAdapter(() => ({
        status: 422,
        data: { status_code: 422, message: 'file type not allowed' },
      })),
      notify,
    });
    await expect(upload('/api/upload', new Blob(['x']))).rejects.toMatchObject({ status: 422 });
    expect(notify).toHaveBeenCalledWith({ text: '422 file type not allowed', durationMs: 2000 });
  });
});

describe('download (spec 7)', () => {
  let createObjectURL: jest.Mock<string, [Blob]>;
  let revokeObjectURL: jest.Mock<void, [string]>;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    createObjectURL = jest.fn((_blob: Blob) => 'blob:fake-1');
    revokeObjectURL = jest.fn();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  it('GETs a blob, saves it under the file name and resolves with it', async () => {
    jest.useFakeTimers();
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const adapter = fakeAdapter(() => ({
      status: 200,
      data: pdf,
      headers: { 'content-type': 'application/pdf' },
    }));
    configureRequest({ adapter });

    await expect(
      download('/api/files/7', 'report.pdf', { params: { download: '1' } }),
    ).resolves.toBe(pdf);

    const call = adapter.calls[0]!;
    expect(call.method).toBe('get');
    expect(call.responseType).toBe('blob');
    expect(call.timeout).toBe(60000);
    expect(call.params).toEqual({ download: '1' });
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('report.pdf');
    expect(clicked[0]!.href).toBe('blob:fake-1');
    expect(clicked[0]!.isConnected).toBe(false);
    jest.runOnlyPendingTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake-1');
    jest.useRealTimers();
  });

  it.each([
    [
      'an error status with a JSON body',
      404,
      { message: 'No such file' },
      { text: 'No such file', durationMs: 2000 },
    ],
    [
      'a refusing envelope with status 200',
      200,
      { code: 401, message: 'x' },
      { key: 'session.expired', durationMs: 2000 },
    ],
  ])('reads %s as an error and saves nothing', async (_name, status, body, toast) => {
    const notify = jest.fn();
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    configureRequest({
      adapter: fakeAdapter(() => ({ status, data: blob })),
      notify,
      isLoggedIn: () => true,
    });
    await expect(download('/api/files/7', 'a.pdf')).rejects.toMatchObject({ status });
    expect(notify).toHaveBeenCalledWith(toast);
    expect(clicked).toHaveLength(0);
  });
});

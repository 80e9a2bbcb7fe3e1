import { api, fillPath, type ContractData, type ContractInit } from './contract-api';
import { configureRequest, resetRequestConfig } from './request-config';
import { envelope, fakeAdapter } from './testing/fake-adapter';

afterEach(() => resetRequestConfig());

describe('api: the contract-typed client', () => {
  it('GETs a path and resolves with its typed data', async () => {
    const adapter = fakeAdapter(() => envelope('0', { id: 7, nickname: 'Li' }));
    configureRequest({ adapter });
    const me: ContractData<'get', '/api/me'> = await api.get('/api/me');
    expect(me).toEqual({ id: 7, nickname: 'Li' });
    expect(adapter.calls[0]).toMatchObject({ method: 'get', url: '/api/me' });
  });

  it('sends query, path parameters, body and options', async () => {
    const adapter = fakeAdapter(() => envelope(0, null));
    configureRequest({ adapter });
    const showLoading = jest.fn();
    configureRequest({ showLoading });

    await api.get('/api/help', { query: { keyword: 'exam', page: 2 } });
    await api.post('/api/orders/{id}/cancel', { path: { id: 12 }, loading: false });
    await api.post('/api/login', { body: { mobile: '13800000000', password: 'Passw0rd!' } });

    expect(adapter.calls.map((call) => [call.method, call.url, call.params])).toEqual([
      ['get', '/api/help', { keyword: 'exam', page: 2 }],
      ['post', '/api/orders/12/cancel', undefined],
      ['post', '/api/login', undefined],
    ]);
    expect(JSON.parse(String(adapter.calls[2]!.data))).toEqual({
      mobile: '13800000000',
      password: 'Passw0rd!',
    });
    expect(showLoading).toHaveBeenCalledTimes(2);
  });

  it('rejects what the contract does not have (compile time)', () => {
    const compileOnly = () => {
      // @ts-expect-error not a path of the contract
      void api.get('/api/nope');
      // @ts-expect-error /api/logout has no GET
      void api.get('/api/logout');
      // @ts-expect-error the path parameter is required
      void api.get('/api/orders/{id}');
      // @ts-expect-error login needs its body
      void api.post('/api/login');
      // @ts-expect-error page is a number
      void api.get('/api/help', { query: { page: 'two' } });
      const init: ContractInit<'get', '/api/orders/{id}'> = { path: { id: 1 }, toast: false };
      return init;
    };
    expect(typeof compileOnly).toBe('function');
  });
});

describe('fillPath', () => {
  it.each([
    ['/api/orders/{id}', { id: 7 }, '/api/orders/7'],
    ['/api/payments/{payment_no}', { payment_no: 'P 1/2' }, '/api/payments/P%201%2F2'],
    ['/api/me', undefined, '/api/me'],
  ])('%s with %j → %s', (template, params, path) => {
    expect(fillPath(template, params)).toBe(path);
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/orders/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

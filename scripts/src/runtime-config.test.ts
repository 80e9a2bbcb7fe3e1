import { localAppConfig, localRemotesJson } from './runtime-config';

describe('the run-time configuration the shell reads', () => {
  it('lists every remote with its manifest URL, version and contract (remotes.json)', () => {
    expect(localRemotesJson({ MF_EXAM_PORT: '4002' })).toEqual({
      mf_content: {
        entry: 'http://localhost:3001/mf-manifest.json',
        version: '1.0.0',
        contract: 1,
      },
      mf_exam: { entry: 'http://localhost:4002/mf-manifest.json', version: '1.0.0', contract: 1 },
      mf_train: { entry: 'http://localhost:3003/mf-manifest.json', version: '1.0.0', contract: 1 },
      mf_user: { entry: 'http://localhost:3004/mf-manifest.json', version: '1.0.0', contract: 1 },
      mf_clockin: {
        entry: 'http://localhost:3005/mf-manifest.json',
        version: '1.0.0',
        contract: 1,
      },
    });
  });

  it('points the app at the API (app-config.json)', () => {
    expect(localAppConfig({})).toEqual({ apiBaseUrl: 'http://localhost:3100' });
    expect(localAppConfig({ API_PUBLIC_URL: 'https://api.example.com' })).toEqual({
      apiBaseUrl: 'https://api.example.com',
    });
  });
});

import { startFilesOfBuild } from './remote-start-files';
import { hasServerHalf } from './server-half';
import { localAppConfig, localRemotesJson } from './runtime-config';

jest.mock('./remote-start-files', () => ({ startFilesOfBuild: jest.fn() }));
jest.mock('./server-half', () => ({
  SERVER_FOLDER: 'server',
  hasServerHalf: jest.fn(() => false),
}));

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

  it("lists the files of each remote's current build, read at each call", () => {
    const built = { routes: ['__federation_expose_routes.1a2b3c4d.js'] };
    jest
      .mocked(startFilesOfBuild)
      .mockImplementation((dir) => (dir.endsWith('mf-exam/dist') ? built : undefined));
    const remotes = localRemotesJson({});
    expect(remotes.mf_exam!.files).toEqual(built);
    expect(remotes.mf_train).not.toHaveProperty('files');
  });

  it("names each built remote's server half, which the shell's server renders with", () => {
    jest.mocked(hasServerHalf).mockImplementation((dir) => dir.endsWith('mf-exam/dist'));
    const remotes = localRemotesJson({ MF_EXAM_PORT: '4002' });
    expect(remotes.mf_exam!.serverEntry).toBe('http://localhost:4002/server/remoteEntry.js');
    expect(remotes.mf_train).not.toHaveProperty('serverEntry');
  });

  it('points the app at the API (app-config.json)', () => {
    expect(localAppConfig({})).toEqual({ apiBaseUrl: 'http://localhost:3100' });
    expect(localAppConfig({ API_PUBLIC_URL: 'https://api.example.com' })).toEqual({
      apiBaseUrl: 'https://api.example.com',
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellContractOfCheckout } from '../shell-contract';
import {
  composeRemotes,
  missingRemotes,
  parseComposeArgs,
  readRemotesSource,
} from './compose-plan';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const given = {
  mf_content: {
    entry: 'https://cdn.example.com/mf-content/1.2.0-aaaaaaaa/mf-manifest.json',
    version: '1.2.0',
    contract: 1,
  },
  mf_exam: {
    entry: 'https://cdn.example.com/mf-exam/1.3.0-bbbbbbbb/mf-manifest.json',
    version: '1.3.0',
    contract: 1,
  },
  mf_user: {
    entry: 'https://cdn.example.com/mf-user/1.0.0-cccccccc/mf-manifest.json',
    version: '1.0.0',
    contract: 1,
  },
};

describe('npm run compose arguments', () => {
  it('takes a URL or a file, and remotes by folder or federation name', () => {
    expect(
      parseComposeArgs([
        '--remotes=https://test.example.com/remotes.json',
        '--local=mf-exam,mf_user',
      ]),
    ).toMatchObject({
      remotes: 'https://test.example.com/remotes.json',
      local: [{ dir: 'mf-exam' }, { dir: 'mf-user' }],
      api: undefined,
    });
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    expect(
      parseComposeArgs(['--remotes=remotes.json', '--api=http://10.0.0.2:3100/'], dir),
    ).toMatchObject({
      remotes: path.join(dir, 'remotes.json'),
      local: [],
      api: 'http://10.0.0.2:3100',
    });
  });

  it.each([
    [[], '--remotes is required'],
    [['--local=mf-exam'], '--remotes is required'],
    [['--remotes=nowhere.json'], 'nowhere.json does not exist'],
    [['--remotes=https://'], 'is not a valid URL'],
    [
      ['--remotes=https://x.example/r.json', '--local=mf-nope'],
      '"mf-nope" is not a remote. Remotes: mf-content, mf-exam',
    ],
    [['--remotes=https://x.example/r.json', '--local=shell'], '"shell" is not a remote'],
    [
      ['--remotes=https://x.example/r.json', '--local=mf-exam,mf_exam'],
      '--local names mf-exam twice',
    ],
    [['--remotes=https://x.example/r.json', '--local='], '--local names no remote'],
    [
      ['--remotes=https://x.example/r.json', '--api=localhost:3100'],
      '--api must be an http(s) URL',
    ],
    [['--remotes=https://x.example/r.json', '--watch'], 'Unknown argument "--watch"'],
    [['--remotes=a', '--remotes=b'], '--remotes is given twice'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseComposeArgs(argv, dir)).toThrow(message);
  });
});

describe('the composed remotes.json', () => {
  it('points the local remotes at their dev servers and keeps the rest as given', () => {
    const composed = composeRemotes(
      given,
      [
        {
          dir: 'mf-exam',
          federationName: 'mf_exam',
          kind: 'remote',
          defaultPort: 3002,
          portVariable: 'MF_EXAM_PORT',
        },
      ],
      {
        MF_EXAM_PORT: '4102',
      },
    );
    expect(composed).toEqual({
      ...given,
      mf_exam: {
        entry: 'http://localhost:4102/mf-manifest.json',
        version: '1.0.0-local',
        contract: shellContractOfCheckout(),
      },
    });
    expect(missingRemotes(composed)).toEqual(['mf_train', 'mf_clockin']);
  });

  it('reads a file and names what is wrong with it', async () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify(given));
    await expect(readRemotesSource(file)).resolves.toEqual(given);
    fs.writeFileSync(file, '{"mf_exam": {"entry": 3}}');
    await expect(readRemotesSource(file)).rejects.toThrow(
      '"mf_exam" needs a string entry and version',
    );
    fs.writeFileSync(file, 'not json');
    await expect(readRemotesSource(file)).rejects.toThrow('is not JSON');
  });

  it('says when the URL does not answer', async () => {
    await expect(readRemotesSource('http://127.0.0.1:9/remotes.json')).rejects.toThrow(
      'could not be fetched',
    );
  });
});

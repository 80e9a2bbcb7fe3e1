// One screenshot of the running app: `tsx scripts/src/screens/shoot-cli.ts /pagesUser/user/customer
// --as=13800000000 --lang=zh-CN --width=375 --out=/tmp/customer.png`.
import { parseArgs } from 'node:util';
import { launchChromium, shoot } from './shoot';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    as: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    width: { type: 'string', default: '375' },
    out: { type: 'string' },
    shell: { type: 'string', default: process.env.SHELL_URL ?? 'http://localhost:3000' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://localhost:3100' },
  },
});

async function main(): Promise<void> {
  const [path] = positionals;
  if (!path || !values.out)
    throw new Error(
      'Usage: shoot-cli <path> --out=<file.png> [--as=mobile] [--lang=en|zh-CN] [--width=375|960]',
    );
  if (values.lang !== 'en' && values.lang !== 'zh-CN') throw new Error('--lang is en or zh-CN');
  const width = Number(values.width);
  if (width !== 375 && width !== 960) throw new Error('--width is 375 or 960');
  const browser = await launchChromium();
  try {
    await shoot(
      browser,
      { shellUrl: values.shell!, apiUrl: values.api! },
      {
        path,
        as: values.as,
        language: values.lang,
        width,
        file: values.out,
      },
    );
    console.log(`wrote ${values.out}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import packageJson from '../../package.json';
import { SHELL_CONTRACT_VERSION, contractOf, isCompatibleContract } from './contract-version';

describe('the shell contract version', () => {
  it('is the major version of the shared package', () => {
    expect(SHELL_CONTRACT_VERSION).toBe(Number(packageJson.version.split('.')[0]));
  });

  it.each([
    ['1.0.0', 1],
    ['2.3.4', 2],
    ['10.0.0-beta.1', 10],
    ['one', Number.NaN],
  ])('contractOf(%s) is %s', (version, major) => {
    expect(contractOf(version)).toBe(major);
  });

  it('accepts only the same major, given as a number', () => {
    expect(isCompatibleContract(1, 1)).toBe(true);
    expect(isCompatibleContract(2, 1)).toBe(false);
    expect(isCompatibleContract('1', 1)).toBe(false);
    expect(isCompatibleContract(undefined, 1)).toBe(false);
    expect(isCompatibleContract(SHELL_CONTRACT_VERSION)).toBe(true);
  });
});

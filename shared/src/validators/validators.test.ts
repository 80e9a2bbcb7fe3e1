import { idCardCheckCharacter, isAmount, isCode, isEmail, isIdCard, isMobile } from '.';

describe('isMobile', () => {
  it.each([
    ['13800000000', true],
    ['12000000000', true],
    ['19912345678', true],
    ['11000000000', false], // second digit must be 2-9
    ['10000000000', false],
    ['23800000000', false], // must start with 1
    ['1380000000', false], // 10 digits
    ['138000000000', false], // 12 digits
    ['1380000000a', false],
    ['+8613800000000', false],
    [' 13800000000', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isMobile(value)).toBe(valid);
  });
});

describe('isEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.com', true],
    ['user_name-1@sub-domain.example.cn', true],
    ['UPPER@EXAMPLE.COM', true],
    ['a@b', false], // no dot in the domain
    ['@b.com', false],
    ['a@.com', false],
    ['a@b..com', false],
    ['a@-b.com', false],
    ['a@b-.com', false],
    ['a b@c.com', false],
    ['a@b c.com', false],
    ['a@@b.com', false],
    ['abc.com', false],
    ['', false],
    [`${'a'.repeat(250)}@b.com`, false], // longer than 254
  ])('%j → %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });
});

describe('isIdCard', () => {
  const NOW = new Date(2025, 0, 15, 12, 0, 0).getTime();

  it.each([
    ['11010519491231002X', true, 'the GB 11643 sample, check character X'],
    ['11010519491231002x', true, 'lower-case x'],
    ['440304199001011233', true, 'digit check character'],
    ['310115200002294567', true, 'born on 29 February of a leap year'],
    ['110101190001010014', true, 'born 1900-01-01, the earliest accepted'],
    ['440304202501151237', true, 'born today'],
    ['440304199001011234', false, 'wrong check digit'],
    ['11010519491231002Y', false, 'check character not a digit or X'],
    ['440304199002301232', false, '30 February (checksum right)'],
    ['310115200102294564', false, '29 February of a non-leap year (checksum right)'],
    ['440304199013011230', false, 'month 13 (checksum right)'],
    ['440304199001001238', false, 'day 00 (checksum right)'],
    ['440304189912311238', false, 'born before 1900 (checksum right)'],
    ['440304202501161232', false, 'born tomorrow (checksum right)'],
    ['440304209901011235', false, 'born in 2099 (checksum right)'],
    ['040304199001011239', false, 'region code starting with 0 (checksum right)'],
    ['44030419900101123', false, '17 characters'],
    ['4403041990010112330', false, '19 characters'],
    ['110105491231002', false, 'the old 15-digit form'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, valid) => {
    expect(isIdCard(value, NOW)).toBe(valid);
  });

  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44030419900101123')).toBe('3');
  });
});

describe('isCode', () => {
  it.each([
    ['123456', undefined, true],
    ['000000', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    [' 123456', undefined, false],
    ['', undefined, false],
    ['1234', 4, true],
    ['123456', 4, false],
    ['12345678', 8, true],
    ['123456', 0, false],
    ['123456', 2.5, false],
  ])('%j with length %s → %s', (value, length, valid) => {
    expect(isCode(value, length)).toBe(valid);
  });
});

describe('isAmount', () => {
  it.each([
    ['1', true],
    ['0.01', true],
    ['0.1', true],
    ['10.5', true],
    ['99.99', true],
    ['1000000', true],
    ['0', false], // not positive
    ['0.00', false],
    ['-1', false],
    ['+1', false],
    ['1.234', false], // three decimals
    ['1.', false],
    ['.5', false],
    ['01', false],
    ['1,000', false],
    ['1e3', false],
    ['abc', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isAmount(value)).toBe(valid);
  });
});

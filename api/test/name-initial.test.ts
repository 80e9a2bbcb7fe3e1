import { compareNames, nameInitial, namePinyin } from '../src/features/users/name-initial';

describe('address-book index letter', () => {
  // Surnames read differently from the character's common reading, and compound surnames.
  it.each([
    ['曾超', 'Z'],
    ['单田芳', 'S'],
    ['解晓东', 'X'],
    ['仇英', 'Q'],
    ['区家明', 'O'],
    ['朴树', 'P'],
    ['查良镛', 'Z'],
    ['盖聂', 'G'],
    ['覃海洋', 'Q'],
    ['乐嘉', 'Y'],
    ['秘明', 'B'],
    ['种师道', 'C'],
    ['尉迟恭', 'Y'],
    ['万俟卨', 'M'],
    ['长孙无忌', 'Z'],
    ['缪斯', 'M'],
    ['翟天临', 'Z'],
  ])('files %s under %s (its surname reading)', (name, letter) => {
    expect(nameInitial(name)).toBe(letter);
  });

  it.each([
    ['陈静', 'C'],
    ['邓萍', 'D'],
    ['郭秀英', 'G'],
    ['欧阳修', 'O'],
    ['张伟', 'Z'],
    ['阿强', 'A'],
    ['吕布', 'L'],
  ])('files %s under %s', (name, letter) => {
    expect(nameInitial(name)).toBe(letter);
  });

  it.each([
    ['amy', 'A'],
    ['  Zoe', 'Z'],
    ['123', '#'],
    ['', '#'],
    ['😀', '#'],
  ])('files %j under %s', (name, letter) => {
    expect(nameInitial(name)).toBe(letter);
  });

  it('reads a compound surname as a surname', () => {
    expect(namePinyin('尉迟恭')).toBe('yu chi gong');
    expect(namePinyin('万俟卨').startsWith('mo qi')).toBe(true);
    expect(namePinyin('曾超')).toBe('zeng chao');
  });

  it('orders by letter, then pinyin, with # last', () => {
    const names = ['张伟', '#1', '曾超', '陈静', 'Amy', '郭秀英', '查良镛'];
    expect([...names].sort(compareNames)).toEqual([
      'Amy',
      '陈静',
      '郭秀英',
      '曾超',
      '查良镛',
      '张伟',
      '#1',
    ]);
  });
});

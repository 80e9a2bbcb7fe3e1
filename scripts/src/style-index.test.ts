import { classesOf, indexStyles } from './style-index';

describe('classesOf: the classes a stylesheet defines, and whether it is global', () => {
  it.each([
    ['.a{color:red}', ['a'], false],
    ['.a .b, .c:hover > .d::after{x:y}', ['a', 'b', 'c', 'd'], false],
    [':root{--x:1}', [], true],
    ['html,body{margin:0}', [], true],
    [
      '.adm-button{}@media (max-width:10px){.adm-button-mini{}}',
      ['adm-button', 'adm-button-mini'],
      false,
    ],
    ['@keyframes spin{from{a:b}50%{a:c}to{a:d}}.spin{animation:spin 1s}', ['spin'], false],
    ['.img{background:url(a.png)} .x{width:0.5em}', ['img', 'x'], false],
    ['/* .commented{} */.real{}', ['real'], false],
    ['.b[data-x=".not-a-class"]{}', ['b'], false],
    ['*{box-sizing:border-box}.a{}', ['a'], true],
  ] as const)('%s', (css, classes, global) => {
    expect(classesOf(css)).toEqual({ classes, global });
  });
});

describe('indexStyles', () => {
  it('names each class’s first stylesheet and lists the global ones', () => {
    const index = indexStyles(
      new Map([
        ['b.css', '.shared{} .b{}'],
        ['a.css', '.shared{} .a{}'],
        ['tokens.css', ':root{--x:1}'],
      ]),
    );
    expect(index).toEqual({
      global: ['tokens.css'],
      classes: { shared: 'a.css', a: 'a.css', b: 'b.css' },
    });
  });
});

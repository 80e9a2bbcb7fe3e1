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
      twins: {},
    });
  });

  it('pairs the stylesheets with the same text (two chunks bundling one CSS module)', () => {
    const index = indexStyles(
      new Map([
        ['8802.aa.css', '.image{width:100%}'],
        ['6421.aa.css', '.image{width:100%}'],
        ['3528.bb.css', '.other{}'],
      ]),
    );
    expect(index.classes.image).toBe('6421.aa.css');
    expect(index.twins).toEqual({ '6421.aa.css': ['8802.aa.css'], '8802.aa.css': ['6421.aa.css'] });
  });
});

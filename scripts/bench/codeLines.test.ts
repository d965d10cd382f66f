import { codeLines } from './codeLines';

describe('codeLines', () => {
  it('counts neither blank lines nor comment lines', () => {
    const source = [
      '// a comment',
      '',
      '   ',
      '/**',
      ' * a block comment',
      ' */',
      'const a = 1;',
      'const b = 2; // with a comment after the code',
      '/* before */ const c = 3;',
    ].join('\n');
    expect(codeLines(source)).toBe(3);
  });

  it('reads comment markers inside strings as code', () => {
    const source = [
      "const url = 'http://localhost/*';",
      'const other = "/* not a comment";',
      'const after = 1;',
    ].join('\n');
    expect(codeLines(source)).toBe(3);
  });

  it('counts every line of a template literal, blank or not', () => {
    const source = ['const page = `', '', '// kept', '`;', '// gone'].join('\n');
    expect(codeLines(source)).toBe(4);
  });

  it('counts a line where a block comment ends before code', () => {
    expect(codeLines(['/* one', 'two */ run();', '/* three */'].join('\n'))).toBe(1);
  });
});

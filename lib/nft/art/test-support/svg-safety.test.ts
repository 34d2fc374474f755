import { svgSafetyProblems } from './svg-safety';

const wrap = (inner: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"') => `<svg ${root}>${inner}</svg>`;

describe('svgSafetyProblems', () => {
  it('accepts plain shapes with local references', () => {
    expect(
      svgSafetyProblems(wrap('<clipPath id="k1c"><path d="M0 0H9V9Z"/></clipPath><g clip-path="url(#k1c)"><circle r="3"/></g>'), 'k1'),
    ).toEqual([]);
  });

  it.each([
    ['a script', wrap('<script>alert(1)</script>')],
    ['an event attribute', wrap('<rect width="9" height="9" onclick="alert(1)"/>')],
    ['a foreignObject', wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>')],
    ['an external link', wrap('<use href="https://example.com/a.svg#x"/>')],
    ['an xlink', wrap('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#x"/>')],
    ['an image', wrap('<image href="data:image/png;base64,AA=="/>')],
    ['an external paint', wrap('<rect width="9" height="9" fill="url(https://example.com/p.svg#g)"/>')],
    ['a reference to a missing id', wrap('<rect width="9" height="9" fill="url(#nowhere)"/>')],
    ['text', wrap('<g>hello</g>')],
    ['a style element', wrap('<style>@import url(https://example.com/f.css);</style>')],
    ['no viewBox', wrap('<rect width="9" height="9"/>', 'xmlns="http://www.w3.org/2000/svg"')],
    ['markup that is not XML', '<svg viewBox="0 0 100 100"><rect></svg>'],
    ['a doctype', `<!DOCTYPE svg [<!ENTITY e "x">]>${wrap('<g/>')}`],
  ])('refuses %s', (_, markup) => {
    expect(svgSafetyProblems(markup)).not.toEqual([]);
  });

  it('refuses an id without the picture prefix, and the same id twice', () => {
    expect(svgSafetyProblems(wrap('<clipPath id="other"><path d="M0 0H9V9Z"/></clipPath>'), 'k1')).not.toEqual([]);
    expect(
      svgSafetyProblems(wrap('<clipPath id="k1c"><path d="M0 0Z"/></clipPath><clipPath id="k1c"><path d="M0 0Z"/></clipPath>')),
    ).not.toEqual([]);
  });
});

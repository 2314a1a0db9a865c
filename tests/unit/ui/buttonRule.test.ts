// One button for the whole app (issue 13, STYLE.md "no screen styles its own buttons"): outside src/ui no
// component renders a raw <button>, no stylesheet styles the button element or the design system's button
// classes, and a class a screen puts on a <Button> only places it (margins, flex and grid placement, width),
// never changes its look. The checks run over the real source tree, and over samples that must fail.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('src');

function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ext);
    return ext.test(entry.name) ? [full] : [];
  });
}

const outsideUi = (file: string) => !path.relative(root, file).startsWith(`ui${path.sep}`);

/** Raw buttons in a component's source: JSX <button> or createElement('button'). */
export function rawButtons(source: string): number {
  return (source.match(/<button[\s>]|createElement\(\s*['"]button['"]/g) ?? []).length;
}

/** The CSS rules of a stylesheet (comments dropped), nested at-rules flattened. */
function rules(css: string): { selector: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: { selector: string; body: string }[] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of text.matchAll(pattern)) {
    const selector = (match[1] as string).trim();
    if (selector.startsWith('@') || /^(from|to|\d+%)$/.test(selector)) continue;
    found.push({ selector, body: match[2] as string });
  }
  return found;
}

/** Selectors that style a button by element or by the design system's own button classes. */
export function buttonSelectors(css: string): string[] {
  return rules(css)
    .map((rule) => rule.selector)
    .filter((selector) => /(^|[\s,>+~(])button(?![\w-])|\.ui-button|\[role=['"]?button/.test(selector));
}

/** Class names that screens put on <Button> (literal className="…" only; expressions are not layout). */
export function classesOnButtons(source: string): string[] {
  const found: string[] = [];
  for (const tag of source.match(/<Button\b[^>]*>/g) ?? []) {
    const literal = /className="([^"]*)"/.exec(tag);
    if (literal) found.push(...(literal[1] as string).split(/\s+/).filter(Boolean));
  }
  return found;
}

const layoutProperty =
  /^(margin(-[a-z]+)*|flex(-[a-z]+)*|grid(-[a-z]+)*|align-self|justify-self|place-self|order|(min-|max-)?width)$/;

/** Declarations other than placement in rules aimed at one of `classes` (as the last compound). */
export function lookDeclarations(css: string, classes: readonly string[]): string[] {
  const bad: string[] = [];
  for (const rule of rules(css)) {
    for (const selector of rule.selector.split(',')) {
      const last =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      if (!classes.some((c) => new RegExp(`\\.${c}(?![\\w-])`).test(last))) continue;
      for (const declaration of rule.body.split(';')) {
        const property = declaration.split(':')[0]?.trim() ?? '';
        if (property && !layoutProperty.test(property))
          bad.push(`${selector.trim()} { ${declaration.trim()} }`);
      }
    }
  }
  return bad;
}

describe('the checks catch what they are for', () => {
  it('raw buttons', () => {
    expect(rawButtons('<button type="button" className="x">Go</button>')).toBe(1);
    expect(rawButtons("createElement('button', {})")).toBe(1);
    expect(rawButtons('<Button variant="primary">Go</Button>')).toBe(0);
  });

  it('stylesheets that style buttons', () => {
    expect(buttonSelectors('.panel button { color: red }')).toEqual(['.panel button']);
    expect(buttonSelectors('button.primary{color:red}')).toEqual(['button.primary']);
    expect(buttonSelectors('@media (x) { .a > .ui-button-primary { color: red } }')).toEqual([
      '.a > .ui-button-primary',
    ]);
    expect(buttonSelectors('.buttons-row { display: flex } /* a button */')).toEqual([]);
  });

  it('looks given to a Button through a class', () => {
    const source = '<Button className="wide" onClick={go}>Go</Button>';
    expect(classesOnButtons(source)).toEqual(['wide']);
    expect(lookDeclarations('.wide { flex: 1; background: red }', ['wide'])).toEqual([
      '.wide { background: red }',
    ]);
    expect(lookDeclarations('.row .wide { margin-inline: auto; width: 100% }', ['wide'])).toEqual([]);
    expect(lookDeclarations('.wide .inner { color: red }', ['wide'])).toEqual([]);
  });
});

describe('the app follows the rule', () => {
  const components = files(root, /\.tsx$/).filter(outsideUi);
  const stylesheets = files(root, /\.css$/).filter(outsideUi);

  it('no component outside src/ui renders a raw <button>', () => {
    const offenders = components.filter((file) => rawButtons(fs.readFileSync(file, 'utf8')) > 0);
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('no stylesheet outside src/ui styles buttons', () => {
    const offenders = stylesheets.flatMap((file) =>
      buttonSelectors(fs.readFileSync(file, 'utf8')).map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('classes on <Button> only place it', () => {
    const classes = [
      ...new Set(components.flatMap((file) => classesOnButtons(fs.readFileSync(file, 'utf8')))),
    ];
    const offenders = stylesheets.flatMap((file) =>
      lookDeclarations(fs.readFileSync(file, 'utf8'), classes).map(
        (d) => `${path.relative(root, file)}: ${d}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

// The first screen's stylesheet is inlined into index.html (issue 7: no render-blocking request before the
// splash paints). Only stylesheet links whose file the build has are replaced.
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../tools/vite/inlineEntryCss';

const files: Record<string, string> = {
  '/assets/index-abc.css': 'body{margin:0}',
  '/assets/evil.css': 'a::after{content:"</style><script>"}',
};
const read = (href: string) => files[href];

describe('inlineStylesheets', () => {
  it.each([
    [
      'a built stylesheet',
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
      '<head><style>body{margin:0}</style></head>',
      ['/assets/index-abc.css'],
    ],
    [
      'an unknown stylesheet stays a link',
      '<link rel="stylesheet" href="https://example.org/x.css">',
      '<link rel="stylesheet" href="https://example.org/x.css">',
      [],
    ],
    [
      'other links stay',
      '<link rel="modulepreload" href="/assets/index-abc.css"><link rel="icon" href="/favicon.ico">',
      '<link rel="modulepreload" href="/assets/index-abc.css"><link rel="icon" href="/favicon.ico">',
      [],
    ],
    [
      'a closing style tag inside the CSS cannot end the element',
      "<link href='/assets/evil.css' rel='stylesheet'>",
      '<style>a::after{content:"<\\/style><script>"}</style>',
      ['/assets/evil.css'],
    ],
  ])('%s', (_name, html, expected, inlined) => {
    expect(inlineStylesheets(html, read)).toEqual({ html: expected, inlined });
  });
});

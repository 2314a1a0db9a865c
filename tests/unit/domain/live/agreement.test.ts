// The dead-stone agreement after two passes, and what chat may carry (issue 18; docs/rules.md).
import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, fromAscii, vertexAt, type Position } from '../../../../src/domain/go';
import {
  checkChat,
  cleanFreeText,
  FREE_TEXT_MAX,
  startMarking,
  stepMarking,
  type ChatPolicy,
  type DeadStoneMarking,
} from '../../../../src/domain/live';

// A black stone alone in White's area (dead), two white stones at the top.
const drawn = fromAscii(`
  . . . . .
  . O O . .
  . . . . .
  . . . X .
  . . . . .
`);
if (!drawn.ok) throw new Error('bad board');
const position: Position = drawn.value;

describe('dead-stone agreement', () => {
  const x = vertexAt(5, 3, 3);
  const o = vertexAt(5, 1, 1);
  const o2 = vertexAt(5, 2, 1);

  it('agrees when both agree to the same version', () => {
    let m: DeadStoneMarking = startMarking([x]);
    let out = stepMarking(position, m, { kind: 'agree', color: BLACK, version: 1 });
    expect(out).toMatchObject({ kind: 'marking', marking: { blackAgreed: true, whiteAgreed: false } });
    if (out.kind !== 'marking') throw new Error('unexpected');
    m = out.marking;
    out = stepMarking(position, m, { kind: 'agree', color: WHITE, version: 1 });
    expect(out).toEqual({ kind: 'agreed', dead: [x] });
  });

  it('a toggle marks the whole chain and withdraws agreements', () => {
    const agreed = { ...startMarking([]), blackAgreed: true };
    const out = stepMarking(position, agreed, { kind: 'toggle', color: WHITE, vertex: o });
    expect(out).toEqual({
      kind: 'marking',
      marking: { dead: [o, o2].sort((a, b) => a - b), version: 2, blackAgreed: false, whiteAgreed: false },
    });
  });

  it.each([
    {
      why: 'an agreement to marks no longer shown',
      event: { kind: 'agree', color: BLACK, version: 0 },
      reason: 'stale_version',
    },
    {
      why: 'a toggle on an empty point',
      event: { kind: 'toggle', color: BLACK, vertex: 0 },
      reason: 'not_a_stone',
    },
    {
      why: 'a toggle off the board',
      event: { kind: 'toggle', color: BLACK, vertex: 99 },
      reason: 'not_a_stone',
    },
  ] as const)('refuses $why', ({ event, reason }) => {
    expect(stepMarking(position, startMarking([]), event)).toEqual({ kind: 'refused', reason });
  });

  it('either player may resume play', () => {
    expect(stepMarking(position, startMarking([x]), { kind: 'resume', color: WHITE })).toEqual({
      kind: 'resumed',
      by: WHITE,
    });
  });
});

describe('chat filters', () => {
  const child: ChatPolicy = { freeText: false, emoticons: [3] };
  const adult: ChatPolicy = { freeText: true, emoticons: [] };
  it.each<{ why: string; policy: ChatPolicy; line: Parameters<typeof checkChat>[1]; ok: boolean | string }>([
    {
      why: 'a child says a fixed phrase',
      policy: child,
      line: { kind: 'phrase', phrase: 'goodGame' },
      ok: true,
    },
    {
      why: 'an unknown phrase id',
      policy: child,
      line: { kind: 'phrase', phrase: 'hack' as 'hello' },
      ok: 'unknown_phrase',
    },
    {
      why: 'a child sends an owned emoticon',
      policy: child,
      line: { kind: 'emoticon', emoticon: 3 },
      ok: true,
    },
    { why: 'an emoticon not owned', policy: child, line: { kind: 'emoticon', emoticon: 4 }, ok: 'not_owned' },
    { why: 'free text from a child', policy: child, line: { kind: 'text', text: 'hi' }, ok: 'free_text_off' },
    { why: 'free text where allowed', policy: adult, line: { kind: 'text', text: 'hi there' }, ok: true },
    { why: 'only white space', policy: adult, line: { kind: 'text', text: ' \u0000\u200b ' }, ok: 'empty' },
    {
      why: 'too long',
      policy: adult,
      line: { kind: 'text', text: 'a'.repeat(FREE_TEXT_MAX + 1) },
      ok: 'too_long',
    },
  ])('$why', ({ policy, line, ok }) => {
    const check = checkChat(policy, line);
    expect(check.ok ? true : check.reason).toBe(ok);
  });

  it('cleans hidden characters and collapses white space', () => {
    expect(cleanFreeText(' a\u202e\tb\n\nc\u200b ')).toBe('a b c');
  });
});

// What may be said in live-game and friend chat (docs/rules.md, live games; safe for children). Children's
// accounts, and every account in an academy class unless the teacher turns free text on, say only fixed
// phrases (translated on the reader's screen) and emoticons they own. Free text, where allowed, is cut of
// control characters, its white space collapsed, and capped in length; the screen shows it as text.

export const chatPhrases = [
  'hello',
  'goodLuck',
  'niceMove',
  'thanks',
  'goodGame',
  'oops',
  'wait',
  'again',
] as const;
export type ChatPhrase = (typeof chatPhrases)[number];

export function isChatPhrase(value: unknown): value is ChatPhrase {
  return typeof value === 'string' && (chatPhrases as readonly string[]).includes(value);
}

export const FREE_TEXT_MAX = 200;

export interface ChatPolicy {
  readonly freeText: boolean;
  /** Emoticon ids the sender owns. */
  readonly emoticons: readonly number[];
}

export type ChatLine =
  | { readonly kind: 'phrase'; readonly phrase: ChatPhrase }
  | { readonly kind: 'emoticon'; readonly emoticon: number }
  | { readonly kind: 'text'; readonly text: string };

export type ChatRefusal = 'free_text_off' | 'empty' | 'too_long' | 'not_owned' | 'unknown_phrase';

export type ChatCheck =
  { readonly ok: true; readonly line: ChatLine } | { readonly ok: false; readonly reason: ChatRefusal };

// Control characters and the invisible format characters that could hide or reorder text.
// eslint-disable-next-line no-control-regex -- these are exactly what is removed
const hidden = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

export function cleanFreeText(text: string): string {
  return text.replace(hidden, ' ').replace(/\s+/g, ' ').trim();
}

export function checkChat(policy: ChatPolicy, line: ChatLine): ChatCheck {
  switch (line.kind) {
    case 'phrase':
      return isChatPhrase(line.phrase) ? { ok: true, line } : { ok: false, reason: 'unknown_phrase' };
    case 'emoticon':
      return policy.emoticons.includes(line.emoticon)
        ? { ok: true, line }
        : { ok: false, reason: 'not_owned' };
    case 'text': {
      if (!policy.freeText) return { ok: false, reason: 'free_text_off' };
      const text = cleanFreeText(line.text);
      if (text.length === 0) return { ok: false, reason: 'empty' };
      if ([...text].length > FREE_TEXT_MAX) return { ok: false, reason: 'too_long' };
      return { ok: true, line: { kind: 'text', text } };
    }
  }
}

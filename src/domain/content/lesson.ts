// In-app video lessons (issue 17): an animated board replay read from SGF. The lesson's SGF is one main line
// (variations are ignored): the root sets up the board (SZ, AB, AW, PL), every node may play a move (B/W),
// mark points (TR, CR, SQ, MA, LB), draw arrows (AR "from:to"), set up a new board (AB, AW, AE on a later
// node: a second example in the same lesson) and carries a caption in our own comment markup — one line per locale,
// "en-US: …", "ko-KR: …", "zh-CN: …" — so a lesson is one file in three languages. `readLesson` replays the
// moves with the rules core and answers one frame per node (the stones after it, the move, the captured
// stones, the markers and the caption); a broken lesson answers an error naming the node.
import { makeSgf, parseSgf, sgfNode, type SgfNode, type SgfProperties } from '../go/sgf';
import {
  positionFromRoot,
  readComment,
  readArrows,
  readLabels,
  readMarkers,
  readSetup,
  readMove,
  readBoardSize,
} from '../go/sgfProperties';
import { PASS, type BoardSize, type Vertex } from '../go/coords';
import { play, stoneAt, withSetup, type Position } from '../go/position';
import { err, ok, type Result } from '../go/result';
import type { Color, Sign } from '../go/stones';
import { contentLocales, type ContentLocale, type LocalizedText } from './text';

export type LessonMarkerKind = 'circle' | 'cross' | 'triangle' | 'square' | 'label';

export interface LessonMarker {
  readonly vertex: Vertex;
  readonly kind: LessonMarkerKind;
  /** The text of a `label` marker. */
  readonly label?: string;
}

/** An arrow drawn on the board, from one point to another. */
export interface LessonArrow {
  readonly from: Vertex;
  readonly to: Vertex;
}

export interface LessonFrame {
  /** One sign per vertex (y * size + x) after this node. */
  readonly signs: readonly Sign[];
  /** The move this node plays (PASS for a pass), or null for a node without a move. */
  readonly move: { readonly color: Color; readonly vertex: Vertex } | null;
  /** Stones the move removed. */
  readonly captured: readonly Vertex[];
  readonly markers: readonly LessonMarker[];
  readonly arrows: readonly LessonArrow[];
  readonly caption: LocalizedText;
}

export interface Lesson {
  readonly size: BoardSize;
  readonly frames: readonly LessonFrame[];
}

export type LessonErrorCode =
  'bad_sgf' | 'bad_size' | 'bad_setup' | 'bad_point' | 'illegal_move' | 'bad_caption' | 'too_short';

export interface LessonError {
  readonly code: LessonErrorCode;
  /** The node at fault, 0 for the root. */
  readonly node: number;
  /** The locale a caption lacks, or the move error. */
  readonly detail?: string;
}

/** The markup of a caption: "en-US: text" lines (a line without a tag continues the one before). */
export function parseCaption(comment: string | null): Result<LocalizedText, ContentLocale | 'none'> {
  if (comment === null) return err('none');
  const found = new Map<ContentLocale, string[]>();
  let current: ContentLocale | null = null;
  for (const raw of comment.split(/\r?\n/)) {
    const tag = /^\s*([a-z]{2}-[A-Z]{2})\s*:\s?(.*)$/.exec(raw);
    const locale = tag ? contentLocales.find((l) => l === tag[1]) : undefined;
    if (tag && locale) {
      current = locale;
      found.set(locale, [tag[2] ?? '']);
    } else if (current !== null && raw.trim() !== '') found.get(current)?.push(raw.trim());
  }
  const text = (l: ContentLocale) => (found.get(l) ?? []).join(' ').trim();
  const missing = contentLocales.find((l) => text(l) === '');
  if (missing !== undefined) return err(missing);
  return ok({ 'ko-KR': text('ko-KR'), 'en-US': text('en-US'), 'zh-CN': text('zh-CN') });
}

/** Writes a caption in the markup `parseCaption` reads. */
export function makeCaption(text: LocalizedText): string {
  return contentLocales.map((l) => `${l}: ${text[l].replace(/\s*\n\s*/g, ' ')}`).join('\n');
}

function signsOf(position: Position): Sign[] {
  const out: Sign[] = [];
  for (let v = 0; v < position.size * position.size; v++) out.push(stoneAt(position, v));
  return out;
}

function markersOf(node: SgfNode, size: BoardSize): Result<LessonMarker[], 'bad_point'> {
  const marks = readMarkers(node, size);
  const labels = readLabels(node, size);
  if (!marks.ok || !labels.ok) return err('bad_point');
  const out: LessonMarker[] = [];
  for (const kind of ['circle', 'cross', 'triangle', 'square'] as const)
    for (const vertex of marks.value[kind]) out.push({ vertex, kind });
  for (const l of labels.value) out.push({ vertex: l.vertex, kind: 'label', label: l.text });
  return ok(out);
}

/** Reads and replays a lesson: at least two frames (the setup and one step). */
export function readLesson(sgf: string): Result<Lesson, LessonError> {
  const trees = parseSgf(sgf);
  if (!trees.ok || trees.value.length === 0) return err({ code: 'bad_sgf', node: 0 });
  const root = trees.value[0] as SgfNode;
  const size = readBoardSize(root);
  if (!size.ok) return err({ code: 'bad_size', node: 0 });
  const start = positionFromRoot(root);
  if (!start.ok) return err({ code: 'bad_setup', node: 0 });
  let position = start.value;
  const frames: LessonFrame[] = [];
  let node: SgfNode | undefined = root;
  for (let index = 0; node !== undefined; index++, node = node.children[0]) {
    if (index > 0) {
      // A later node's AB/AW/AE sets up a new board (the next example); its moves replay from there.
      const setup = readSetup(node, size.value);
      if (!setup.ok) return err({ code: 'bad_setup', node: index });
      const { black, white, empty } = setup.value;
      if (black.length + white.length + empty.length > 0) {
        const placed = withSetup(position, setup.value);
        position = { ...placed, history: { hash: placed.hash, previous: null } };
      }
    }
    const move = readMove(node, size.value);
    if (!move.ok) return err({ code: 'bad_point', node: index });
    let captured: readonly Vertex[] = [];
    if (move.value !== null) {
      const played = play(position, move.value.vertex, { color: move.value.color });
      if (!played.ok) return err({ code: 'illegal_move', node: index, detail: played.error });
      position = played.position;
      captured = played.captured;
    }
    const markers = markersOf(node, size.value);
    if (!markers.ok) return err({ code: 'bad_point', node: index });
    const arrows = readArrows(node, size.value);
    if (!arrows.ok) return err({ code: 'bad_point', node: index });
    const caption = parseCaption(readComment(node));
    if (!caption.ok) return err({ code: 'bad_caption', node: index, detail: caption.error });
    frames.push({
      signs: signsOf(position),
      move: move.value,
      captured,
      markers: markers.value,
      arrows: arrows.value,
      caption: caption.value,
    });
  }
  if (frames.length < 2) return err({ code: 'too_short', node: 0 });
  return ok({ size: size.value, frames });
}

/** One node of a lesson being written: a new board (or none), a move (or none), markers, arrows and its
 * caption. Points are SGF points ("cd"); an arrow is [from, to]. */
export interface LessonStepSource {
  readonly setup?: { readonly black: readonly string[]; readonly white: readonly string[] } | undefined;
  readonly move?: { readonly color: 'B' | 'W'; readonly point: string } | undefined;
  readonly marks?: Partial<Record<'TR' | 'CR' | 'SQ' | 'MA', readonly string[]>>;
  readonly arrows?: readonly (readonly [string, string])[];
  readonly caption: LocalizedText;
}

/** Writes a lesson's SGF: the root's setup (SGF points) and its steps, all on one line. */
export function makeLessonSgf(lesson: {
  readonly size: number;
  readonly black: readonly string[];
  readonly white: readonly string[];
  readonly toMove: 'B' | 'W';
  readonly steps: readonly LessonStepSource[];
}): string {
  const corner = String.fromCharCode(96 + lesson.size).repeat(2);
  const propertiesOf = (step: LessonStepSource): SgfProperties => {
    const p: SgfProperties = {};
    if (step.setup) {
      // The new board replaces the old one: every point the old board used is cleared first.
      p.AE = [`aa:${corner}`];
      if (step.setup.black.length > 0) p.AB = [...step.setup.black];
      if (step.setup.white.length > 0) p.AW = [...step.setup.white];
    }
    if (step.move) p[step.move.color] = [step.move.point];
    for (const [ident, points] of Object.entries(step.marks ?? {}))
      if (points && points.length > 0) p[ident] = [...points];
    if (step.arrows && step.arrows.length > 0) p.AR = step.arrows.map(([from, to]) => `${from}:${to}`);
    p.C = [makeCaption(step.caption)];
    return p;
  };
  const [first, ...rest] = lesson.steps;
  if (first === undefined) return '';
  const root = sgfNode({
    GM: ['1'],
    FF: ['4'],
    SZ: [String(lesson.size)],
    ...(lesson.black.length > 0 ? { AB: [...lesson.black] } : {}),
    ...(lesson.white.length > 0 ? { AW: [...lesson.white] } : {}),
    PL: [lesson.toMove],
    ...propertiesOf(first),
  });
  let tail = root;
  for (const step of rest) {
    const next = sgfNode(propertiesOf(step));
    tail.children.push(next);
    tail = next;
  }
  return makeSgf(root).trim();
}

/** Whether a frame's move is a pass (captions say so; the board shows nothing new). */
export function isPassFrame(frame: LessonFrame): boolean {
  return frame.move !== null && frame.move.vertex === PASS;
}

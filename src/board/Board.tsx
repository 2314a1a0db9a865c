// The Go board: an SVG that draws what it is given and reports which vertex the player chose. No rules
// here (STYLE.md): legality, captures and answers belong to the caller. One SVG unit is one line spacing,
// so it stays crisp from a phone to a tablet. Each intersection is a focusable grid cell with
// `data-vertex` ("D4") and an accessible name ("D4, black"); arrow keys move, Enter or Space plays.
// A `view` draws only a region of the board (a problem's corner, bigger): the board's own edges stay
// edges, the cut sides' lines run on a little, and nothing outside the region is drawn or can be chosen.
import './board.css';
import {
  memo,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { makeVertex, type BoardSize, type Vertex } from '../domain/go/coords';
import type { Sign } from '../domain/go/stones';
import {
  columnLabel,
  cutOverhang,
  frame as boardFrame,
  inRegion,
  rowLabel,
  starPoints,
  type Frame,
} from './geometry';
import { BoardSkinContext, SkinDefs, skinEdges, skinHasArt, type SkinIds, type StoneSkinKey } from './skins';
import {
  defaultTheme,
  englishBoardStrings,
  type BoardArrow,
  type BoardRegion,
  type BoardStrings,
  type BoardTheme,
  type GhostStone,
  type Marker,
  type PlayMode,
} from './types';

export interface BoardProps {
  size: number;
  /** One sign per vertex (y * size + x): 1 black, -1 white, 0 empty. */
  signMap: readonly Sign[];
  markers?: ReadonlyMap<Vertex, Marker>;
  /** Arrows drawn over stones and markers (lessons). */
  arrows?: readonly BoardArrow[];
  ghosts?: ReadonlyMap<Vertex, GhostStone>;
  highlights?: ReadonlySet<Vertex>;
  dimmed?: ReadonlySet<Vertex>;
  /** Points counted for a colour in a game's scoring step: a small square of that colour on each. */
  territory?: ReadonlyMap<Vertex, 1 | -1>;
  lastMove?: Vertex | null;
  showCoordinates?: boolean;
  /** The colour of the preview stone under the pointer; none when omitted. */
  nextSign?: 1 | -1;
  playMode?: PlayMode;
  disabled?: boolean;
  theme?: BoardTheme;
  strings?: BoardStrings;
  /** The board's accessible name; defaults to `strings.board`. */
  label?: string;
  /** The stone set; the app's BoardSkinContext (the student's set) when omitted. */
  skin?: StoneSkinKey;
  /**
   * The region to draw (columns x0..x1, rows y0..y1, inclusive); the whole board when omitted. Only its
   * intersections are drawn, named, focusable and clickable; vertices stay those of the whole board.
   */
  view?: BoardRegion;
  onVertexClick?: (vertex: Vertex) => void;
}

const stoneRadius = 0.47;

function describe(
  size: number,
  vertex: Vertex,
  sign: Sign,
  marker: Marker | undefined,
  isLast: boolean,
  strings: BoardStrings,
  owner?: 1 | -1,
  arrows: readonly BoardArrow[] = [],
  ghost?: GhostStone,
): string {
  const parts = [
    makeVertex(size as BoardSize, vertex),
    sign === 1 ? strings.black : sign === -1 ? strings.white : strings.empty,
  ];
  if (marker)
    parts.push(marker.kind === 'label' && marker.label ? marker.label : strings.marker[marker.kind]);
  // A pale stone is drawn, so it is said too: a screen reader otherwise misses a hint or a refutation.
  if (ghost !== undefined && sign === 0) {
    const pale = strings.ghost ?? englishBoardStrings.ghost;
    if (pale) parts.push(ghost.sign === 1 ? pale.black : pale.white);
  }
  if (owner !== undefined) parts.push(owner === 1 ? strings.territory.black : strings.territory.white);
  for (const arrow of arrows)
    if (arrow.from === vertex || arrow.to === vertex)
      parts.push(
        (strings.arrow ?? englishBoardStrings.arrow ?? '')
          .replace('{from}', makeVertex(size as BoardSize, arrow.from))
          .replace('{to}', makeVertex(size as BoardSize, arrow.to)),
      );
  if (isLast) parts.push(strings.lastMove);
  return parts.join(', ');
}

const Grid = memo(function Grid({
  size,
  frame,
  showCoordinates,
  theme,
}: {
  size: number;
  frame: Frame;
  showCoordinates: boolean;
  theme: BoardTheme;
}) {
  const { region, cut, sides } = frame;
  const { x0, y0, x1, y1 } = region;
  // Lines stop at the board's edges; where the region cuts the board they run on a little past.
  const left = cut.left ? x0 - cutOverhang : x0;
  const right = cut.right ? x1 + cutOverhang : x1;
  const top = cut.top ? y0 - cutOverhang : y0;
  const bottom = cut.bottom ? y1 + cutOverhang : y1;
  const lines: string[] = [];
  for (let x = x0; x <= x1; x++) lines.push(`M${x} ${top}V${bottom}`);
  for (let y = y0; y <= y1; y++) lines.push(`M${left} ${y}H${right}`);
  return (
    <g aria-hidden="true">
      <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} fill={theme.board} rx={0.2} />
      <path d={lines.join('')} stroke={theme.line} strokeWidth={0.035} strokeLinecap="square" />
      {starPoints(size)
        .filter(([x, y]) => inRegion(region, x, y))
        .map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={0.1} fill={theme.line} />
        ))}
      {showCoordinates && (
        <g
          fill={theme.line}
          fontSize={0.42}
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="system-ui, sans-serif"
        >
          {Array.from({ length: x1 - x0 + 1 }, (_, i) => (
            <g key={`c${x0 + i}`}>
              <text x={x0 + i} y={y0 - sides.top.label}>
                {columnLabel(x0 + i)}
              </text>
              <text x={x0 + i} y={y1 + sides.bottom.label}>
                {columnLabel(x0 + i)}
              </text>
            </g>
          ))}
          {Array.from({ length: y1 - y0 + 1 }, (_, i) => (
            <g key={`r${y0 + i}`}>
              <text x={x0 - sides.left.label} y={y0 + i}>
                {rowLabel(size, y0 + i)}
              </text>
              <text x={x1 + sides.right.label} y={y0 + i}>
                {rowLabel(size, y0 + i)}
              </text>
            </g>
          ))}
        </g>
      )}
    </g>
  );
});

interface StoneLook {
  ids: SkinIds;
  edges: { black: string; white: string };
  art: { black: boolean; white: boolean };
}

function Stone({
  x,
  y,
  sign,
  look,
  opacity,
}: {
  x: number;
  y: number;
  sign: 1 | -1;
  look: StoneLook;
  opacity?: number;
}) {
  const black = sign === 1;
  const circle = (
    <circle
      cx={x}
      cy={y}
      r={stoneRadius}
      fill={`url(#${black ? look.ids.black : look.ids.white})`}
      stroke={black ? look.edges.black : look.edges.white}
      strokeWidth={0.02}
      opacity={opacity}
      data-stone={black ? 'black' : 'white'}
    />
  );
  if (!(black ? look.art.black : look.art.white)) return circle;
  return (
    <>
      {circle}
      <use href={`#${black ? look.ids.blackArt : look.ids.whiteArt}`} x={x} y={y} opacity={opacity} />
    </>
  );
}

function MarkerShape({
  x,
  y,
  marker,
  onStone,
  theme,
}: {
  x: number;
  y: number;
  marker: Marker;
  onStone: Sign;
  theme: BoardTheme;
}) {
  const colour = onStone === 1 ? theme.white : theme.line;
  const common = { fill: 'none', stroke: colour, strokeWidth: 0.07 };
  switch (marker.kind) {
    case 'circle':
      return <circle cx={x} cy={y} r={0.25} {...common} />;
    case 'square':
      return <rect x={x - 0.2} y={y - 0.2} width={0.4} height={0.4} {...common} />;
    case 'triangle':
      return <path d={`M${x} ${y - 0.26}L${x + 0.24} ${y + 0.16}L${x - 0.24} ${y + 0.16}Z`} {...common} />;
    case 'cross':
      return (
        <path
          d={`M${x - 0.2} ${y - 0.2}L${x + 0.2} ${y + 0.2}M${x + 0.2} ${y - 0.2}L${x - 0.2} ${y + 0.2}`}
          {...common}
        />
      );
    case 'label':
      return (
        <>
          {onStone === 0 && <circle cx={x} cy={y} r={0.3} fill={theme.board} />}
          <text
            x={x}
            y={y}
            fill={colour}
            fontSize={0.5}
            fontWeight={600}
            textAnchor="middle"
            dominantBaseline="central"
            fontFamily="system-ui, sans-serif"
          >
            {marker.label ?? ''}
          </text>
        </>
      );
  }
}

/** One arrow: a shaft from near the first point to an arrowhead whose tip is just short of the second, with
 * a light halo so it reads on the wood and on black and white stones. */
function ArrowShape({ size, arrow, colour }: { size: number; arrow: BoardArrow; colour: string }) {
  const [x1, y1] = [arrow.from % size, Math.floor(arrow.from / size)];
  const [x2, y2] = [arrow.to % size, Math.floor(arrow.to / size)];
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return null;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const at = (d: number, side = 0): string =>
    `${(x1 + ux * d - uy * side).toFixed(3)} ${(y1 + uy * d + ux * side).toFixed(3)}`;
  const tip = length - 0.12;
  const base = tip - 0.36;
  // The shaft starts at the edge of a stone on the first point (nearer on short arrows).
  const shaft = `M${at(Math.min(0.32, base - 0.15))}L${at(base + 0.05)}`;
  const head = `M${at(tip)}L${at(base, 0.2)}L${at(base, -0.2)}Z`;
  const name = `${makeVertex(size as BoardSize, arrow.from)}-${makeVertex(size as BoardSize, arrow.to)}`;
  return (
    <g data-arrow={name}>
      <path d={shaft} stroke="#ffffff" strokeOpacity={0.8} strokeWidth={0.2} strokeLinecap="round" />
      <path
        d={head}
        fill="#ffffff"
        fillOpacity={0.8}
        stroke="#ffffff"
        strokeOpacity={0.8}
        strokeWidth={0.1}
      />
      <path d={shaft} stroke={colour} strokeWidth={0.09} strokeLinecap="round" />
      <path d={head} fill={colour} />
    </g>
  );
}

export function Board({
  size,
  signMap,
  markers,
  arrows,
  ghosts,
  highlights,
  dimmed,
  territory,
  lastMove = null,
  showCoordinates = true,
  nextSign,
  playMode = 'direct',
  disabled = false,
  theme = defaultTheme,
  strings = englishBoardStrings,
  label,
  skin: skinProp,
  view,
  onVertexClick,
}: BoardProps) {
  const uid = useId().replace(/:/g, '');
  const contextSkin = useContext(BoardSkinContext);
  const skin = skinProp ?? contextSkin;
  const look = useMemo<StoneLook>(() => {
    const ids = {
      black: `${uid}-black`,
      white: `${uid}-white`,
      blackArt: `${uid}-black-art`,
      whiteArt: `${uid}-white-art`,
    };
    // A custom theme keeps its own edges; the default theme takes the set's.
    const edges =
      theme === defaultTheme ? skinEdges(skin) : { black: theme.blackEdge, white: theme.whiteEdge };
    return { ids, edges, art: { black: skinHasArt(skin, 1), white: skinHasArt(skin, -1) } };
  }, [uid, skin, theme]);
  const frame = useMemo(() => boardFrame(size, showCoordinates, view), [size, showCoordinates, view]);
  const { region } = frame;
  const shown = (v: Vertex) => v >= 0 && v < size * size && inRegion(region, v % size, Math.floor(v / size));
  const [hover, setHover] = useState<Vertex | null>(null);
  const [pending, setPending] = useState<Vertex | null>(null);
  const middle = Math.floor((region.y0 + region.y1) / 2) * size + Math.floor((region.x0 + region.x1) / 2);
  const [focusState, setFocus] = useState<Vertex>(middle);
  // A new region (the next problem) may leave the remembered point outside: focus starts in its middle.
  const focus = shown(focusState) ? focusState : middle;
  const cells = useRef(new Map<Vertex, SVGRectElement>());

  const choose = (vertex: Vertex, fromKeyboard: boolean) => {
    if (disabled || !onVertexClick) return;
    // Keyboard play is precise; only pointer play in confirm mode needs the second tap.
    if (playMode === 'confirm' && !fromKeyboard && pending !== vertex) {
      setPending(vertex);
      return;
    }
    setPending(null);
    onVertexClick(vertex);
  };

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>, vertex: Vertex) => {
    const x = vertex % size;
    const y = Math.floor(vertex / size);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [x, y - 1],
      ArrowDown: [x, y + 1],
      ArrowLeft: [x - 1, y],
      ArrowRight: [x + 1, y],
      Home: [region.x0, y],
      End: [region.x1, y],
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      const [nx, ny] = target;
      // Focus stops at the region's sides as at the board's edges.
      if (!inRegion(region, nx, ny)) return;
      const next = ny * size + nx;
      setFocus(next);
      cells.current.get(next)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(vertex, true);
    }
  };

  const preview = pending ?? hover;
  const rows = useMemo(
    () => Array.from({ length: region.y1 - region.y0 + 1 }, (_, i) => region.y0 + i),
    [region],
  );
  const columns = useMemo(
    () => Array.from({ length: region.x1 - region.x0 + 1 }, (_, i) => region.x0 + i),
    [region],
  );
  const corner = (x: number, y: number) => makeVertex(size as BoardSize, y * size + x);
  const style: CSSProperties = {
    touchAction: 'manipulation',
    userSelect: 'none',
    display: 'block',
    width: '100%',
    height: 'auto',
  };
  // A region's width over height keeps a tall one's height within the screen (board.css reads it).
  const regionStyle = frame.whole
    ? style
    : ({ ...style, '--board-aspect': (frame.width / frame.height).toFixed(4) } as CSSProperties);

  return (
    <svg
      className="go-board"
      role="grid"
      aria-label={label ?? strings.board}
      aria-rowcount={size}
      aria-colcount={size}
      aria-disabled={disabled || undefined}
      viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
      data-size={size}
      data-skin={skin}
      data-view={frame.whole ? undefined : `${corner(region.x0, region.y0)}-${corner(region.x1, region.y1)}`}
      style={regionStyle}
      onPointerLeave={() => setHover(null)}
    >
      <defs>
        <SkinDefs skin={skin} ids={look.ids} />
      </defs>
      <Grid size={size} frame={frame} showCoordinates={showCoordinates} theme={theme} />
      <g aria-hidden="true">
        {[...(highlights ?? [])].filter(shown).map((v) => (
          <rect
            key={`h${v}`}
            x={(v % size) - 0.5}
            y={Math.floor(v / size) - 0.5}
            width={1}
            height={1}
            fill={theme.highlight}
          />
        ))}
        {signMap.map((sign, v) =>
          sign === 0 || !shown(v) ? null : (
            <Stone
              key={`s${v}`}
              x={v % size}
              y={Math.floor(v / size)}
              sign={sign}
              look={look}
              opacity={dimmed?.has(v) ? 0.45 : undefined}
            />
          ),
        )}
        {[...(ghosts ?? [])]
          .filter(([v]) => shown(v))
          .map(([v, ghost]) => (
            <g key={`g${v}`}>
              <Stone x={v % size} y={Math.floor(v / size)} sign={ghost.sign} look={look} opacity={0.5} />
              {ghost.tone && ghost.tone !== 'neutral' && (
                <circle
                  cx={v % size}
                  cy={Math.floor(v / size)}
                  r={0.16}
                  fill={ghost.tone === 'good' ? theme.good : theme.bad}
                />
              )}
            </g>
          ))}
        {lastMove !== null && shown(lastMove) && signMap[lastMove] !== 0 && !markers?.has(lastMove) && (
          <circle
            cx={lastMove % size}
            cy={Math.floor(lastMove / size)}
            r={0.18}
            fill="none"
            stroke={signMap[lastMove] === 1 ? theme.white : theme.line}
            strokeWidth={0.07}
          />
        )}
        {[...(markers ?? [])]
          .filter(([v]) => shown(v))
          .map(([v, marker]) => (
            <MarkerShape
              key={`m${v}`}
              x={v % size}
              y={Math.floor(v / size)}
              marker={marker}
              onStone={signMap[v] ?? 0}
              theme={theme}
            />
          ))}
        {arrows && arrows.length > 0 && (
          <g data-arrows>
            {arrows
              .filter((arrow) => shown(arrow.from) && shown(arrow.to))
              .map((arrow) => (
                <ArrowShape
                  key={`a${arrow.from}-${arrow.to}`}
                  size={size}
                  arrow={arrow}
                  colour={theme.arrow ?? defaultTheme.arrow ?? '#1a4fb0'}
                />
              ))}
          </g>
        )}
        {[...(territory ?? [])]
          .filter(([v]) => shown(v))
          .map(([v, owner]) => {
            const side = 0.34;
            return (
              <rect
                key={`t${v}`}
                data-territory={owner === 1 ? 'black' : 'white'}
                x={(v % size) - side / 2}
                y={Math.floor(v / size) - side / 2}
                width={side}
                height={side}
                fill={owner === 1 ? theme.black : theme.white}
                stroke={owner === 1 ? theme.blackEdge : theme.whiteEdge}
                strokeWidth={0.03}
              />
            );
          })}
        {nextSign !== undefined &&
          !disabled &&
          preview !== null &&
          shown(preview) &&
          signMap[preview] === 0 && (
            <g data-preview={pending !== null ? 'pending' : 'hover'}>
              <Stone
                x={preview % size}
                y={Math.floor(preview / size)}
                sign={nextSign}
                look={look}
                opacity={pending !== null ? 0.75 : 0.4}
              />
            </g>
          )}
      </g>
      {rows.map((y) => (
        <g key={y} role="row" aria-rowindex={y + 1}>
          {columns.map((x) => {
            const v = y * size + x;
            const sign = signMap[v] ?? 0;
            return (
              <rect
                key={v}
                ref={(el) => {
                  if (el) cells.current.set(v, el);
                  else cells.current.delete(v);
                }}
                role="gridcell"
                aria-colindex={x + 1}
                aria-label={describe(
                  size,
                  v,
                  sign,
                  markers?.get(v),
                  v === lastMove,
                  strings,
                  territory?.get(v),
                  arrows,
                  ghosts?.get(v),
                )}
                aria-disabled={disabled || undefined}
                data-vertex={makeVertex(size as BoardSize, v)}
                tabIndex={v === focus ? 0 : -1}
                x={x - 0.5}
                y={y - 0.5}
                width={1}
                height={1}
                fill="transparent"
                className="go-board-cell"
                onPointerEnter={() => setHover(v)}
                onFocus={() => setFocus(v)}
                onClick={() => choose(v, false)}
                onKeyDown={(event) => onKeyDown(event, v)}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}

// A theory step's board (issue 15): the shape to look at, its eye space marked with small circles, a good
// point with a triangle, a bad one with a cross and lettered points with their letter. Nothing to play. On a
// big board only the shape's part is drawn (issue 14, the problems' crop).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Board, type Marker } from '../../board';
import { useBoardStrings } from '../common/usePlayPreferences';
import { figureRegion, markerOf, signMapOf, vertexOf } from './drillBoard';

export function LessonFigure({
  size,
  board,
  marks,
}: {
  size: number;
  board: readonly string[];
  marks: readonly { vertex: string; mark: string }[];
}) {
  const { t } = useTranslation();
  const strings = useBoardStrings();
  const signMap = useMemo(() => signMapOf({ size, board }), [size, board]);
  const markers = useMemo(
    () =>
      new Map<number, Marker>(
        marks.map((m): [number, Marker] => [vertexOf(size, m.vertex), markerOf(m.mark)]),
      ),
    [size, marks],
  );
  const region = useMemo(() => figureRegion(size, board, marks), [size, board, marks]);
  return (
    <div className="bpower-figure">
      <Board
        size={size}
        signMap={signMap}
        markers={markers}
        strings={strings}
        label={t('bpower.lesson.boardLabel')}
        view={region}
        disabled
      />
    </div>
  );
}

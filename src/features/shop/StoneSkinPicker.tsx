// Which owned stone set the boards draw (issue 17): one radio per owned set with a small picture of its
// two stones (the board's own art), the classic set always there. Kept on the device (stone_skin).
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SkinDefs, skinHasArt, type StoneSkinKey } from '../../board/skins';
import { chosenStoneSkinAtom, ownedStoneSkinsAtom, stoneSkinAtom } from '../../state/stoneSkin';

export function StonePreview({ skin }: { skin: StoneSkinKey }) {
  const uid = useId().replace(/:/g, '');
  const ids = {
    black: `${uid}-b`,
    white: `${uid}-w`,
    blackArt: `${uid}-ba`,
    whiteArt: `${uid}-wa`,
  };
  return (
    <svg viewBox="-0.55 -0.55 2.1 1.1" width="63" height="33" aria-hidden="true" data-preview-skin={skin}>
      <defs>
        <SkinDefs skin={skin} ids={ids} />
      </defs>
      <circle cx={0} cy={0} r={0.47} fill={`url(#${ids.black})`} />
      {skinHasArt(skin, 1) ? <use href={`#${ids.blackArt}`} x={0} y={0} /> : null}
      <circle cx={1} cy={0} r={0.47} fill={`url(#${ids.white})`} stroke="#8d8270" strokeWidth={0.02} />
      {skinHasArt(skin, -1) ? <use href={`#${ids.whiteArt}`} x={1} y={0} /> : null}
    </svg>
  );
}

export function StoneSkinPicker() {
  const { t } = useTranslation();
  const owned = useAtomValue(ownedStoneSkinsAtom);
  const drawn = useAtomValue(stoneSkinAtom);
  const [, choose] = useAtom(chosenStoneSkinAtom);
  const name = useId();
  return (
    <fieldset className="stone-skins">
      <legend>{t('stones.legend')}</legend>
      <p>{t('stones.about')}</p>
      {owned.map((skin) => (
        <label key={skin} className="stone-skin" data-skin-option={skin}>
          <input
            type="radio"
            name={name}
            value={skin}
            checked={drawn === skin}
            onChange={() => choose(skin)}
          />
          <StonePreview skin={skin} />
          <span>{t(`stones.name.${skin}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

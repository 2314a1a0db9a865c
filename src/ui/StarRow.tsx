// Stars earned of a few (a mission's grade): drawn stars, one image for screen readers named by `label`
// (e.g. "2 of 3 stars").
import { Icon } from './icons';

export interface StarRowProps {
  earned: number;
  max?: number;
  label: string;
  size?: number;
}

export function StarRow({ earned, max = 3, label, size = 22 }: StarRowProps) {
  const count = Math.max(0, Math.min(max, Math.floor(earned)));
  return (
    <span className="ui-stars" role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => (
        <Icon
          key={index}
          name="star"
          size={size}
          className={index < count ? 'ui-star ui-star-on' : 'ui-star ui-star-off'}
        />
      ))}
    </span>
  );
}

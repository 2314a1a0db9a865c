// Ratings from play (issue 14): Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) for students
// and problems. A student's first answer to a problem is one game between the two: the student wins when
// the problem is solved on the first try, the problem wins otherwise; both ratings move. Later retries of
// the same problem are not games. Pure: the server stores the results (server/http/ratings.ts).

/** A rating on the Glicko scale (1500 centre), its deviation and its volatility. */
export interface Glicko2Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** One game of a rating period: the opponent's rating before the period and the score (1 win, 0 loss). */
export interface Glicko2Game {
  readonly opponent: Glicko2Rating;
  readonly score: number;
}

/** A new student's or problem's rating: Glickman's defaults. */
export const INITIAL_RATING: Glicko2Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant: how much the volatility may change (Glickman suggests 0.3 … 1.2). */
export const GLICKO2_TAU = 0.5;
/** The Glicko-2 scale factor (173.7178 = 400 / ln 10). */
const SCALE = 173.7178;
/** The convergence tolerance of the volatility iteration. */
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * The rating after one rating period with `games` (Glickman's steps 2–8). With no games only the
 * deviation grows (step 6). A rating with a non-finite field comes back as it was.
 */
export function glicko2Update(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number = GLICKO2_TAU,
): Glicko2Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) {
    return { rating: player.rating, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE, vol: sigma };
  }
  let vInverse = 0;
  let deltaSum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / SCALE;
    const phiJ = game.opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    deltaSum += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;

  // Step 5: the new volatility, by the Illinois algorithm on f(x) = 0.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let lower = a;
  let upper: number;
  if (delta * delta > phi * phi + v) {
    upper = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0 && k < 1000) k += 1;
    upper = a - k * tau;
  }
  let fLower = f(lower);
  let fUpper = f(upper);
  for (let i = 0; i < 100 && Math.abs(upper - lower) > EPSILON; i += 1) {
    const c = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fC = f(c);
    if (fC * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = c;
    fUpper = fC;
  }
  const newSigma = Math.exp(lower / 2);

  // Steps 6–8: the new deviation and rating, back on the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * deltaSum;
  const next = { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, vol: newSigma };
  return Number.isFinite(next.rating) && Number.isFinite(next.rd) && Number.isFinite(next.vol)
    ? next
    : player;
}

/**
 * A student's first try at a problem as one game: the student wins when `solved`, the problem wins
 * otherwise. Both new ratings are computed from the ratings before the game.
 */
export function rateFirstTry(
  student: Glicko2Rating,
  problem: Glicko2Rating,
  solved: boolean,
): { student: Glicko2Rating; problem: Glicko2Rating } {
  return {
    student: glicko2Update(student, [{ opponent: problem, score: solved ? 1 : 0 }]),
    problem: glicko2Update(problem, [{ opponent: student, score: solved ? 0 : 1 }]),
  };
}

// A seeded simulation of one student's economy (issue 16, docs/economy.md): what a typical student earns
// and spends in gold, gems and hearts over N days of about twenty minutes' play, under the project's rules
// (prices, daily reward, streak gems, the weekly challenge, tier rewards, heart recharge). Pure and reproducible: the same
// options and seed give the same days. tools/economyReport.ts prints the figures of docs/economy.md.
import { createRandom } from '../go/random';
import { appConfigDefaults } from './constants';
import { FREE_CHECKS_PER_DAY, singlePrices } from './singlePlay';
import { singleType } from './singleTypes';
import { dailyGems, dailyReward, dailyTargetProgress, SINGLE_CLEAR_POINTS } from './statistics';
import { PRACTICE_POINTS, TRY_CORRECT_POINTS } from './studyPoints';
import { evaluateTier, type TryQuestProgress } from './tryQuest';
import { tierReward } from './tryQuestRewards';
import { tryQuestTiers } from './tryQuestTiers';
import { BSTEP_FIRST, stepAfterDrill } from './bpower';
import { studyCategoryId } from './studyCategories';
import { WEEKLY_CHALLENGE } from './events';

/** What the student does; every figure of docs/economy.md names these. */
export interface StudentProfile {
  /** Minutes of play on a day the student plays. */
  minutesPerDay: number;
  /** Chance the student plays on a given day (a typical student misses about one day a week). */
  playChance: number;
  /** Seconds per study practice mission, per single puzzle, per AI battle, per trainer drill. */
  secondsPerPractice: number;
  secondsPerPuzzle: number;
  secondsPerBattle: number;
  secondsPerDrill: number;
  /** Chance to solve a practice mission or a puzzle, and to win an AI battle, on the first day. */
  skill: number;
  /** How much the skill grows per day played, up to 0.95. */
  skillGrowth: number;
  /** Chance a puzzle or battle costs one paid take-back, and a position check. */
  takebackChance: number;
  checkChance: number;
  /** Gold the student keeps back before buying (for take-backs). */
  goldReserve: number;
}

export const typicalStudent: StudentProfile = {
  minutesPerDay: 20,
  playChance: 6 / 7,
  secondsPerPractice: 45,
  secondsPerPuzzle: 60,
  secondsPerBattle: 180,
  secondsPerDrill: 60,
  skill: 0.7,
  skillGrowth: 0.005,
  takebackChance: 0.25,
  checkChance: 0.5,
  goldReserve: 30,
};

/** An item of the shop the student saves for, cheapest first within its currency. */
export interface ShopWish {
  id: string;
  currency: 'gold' | 'gem';
  price: number;
}

/** The shipped shop's stone sets (server/content/packs/store.json); the report reads the real pack. */
export const stoneSetWishes: readonly ShopWish[] = [
  { id: 'stone-panda', currency: 'gold', price: 300 },
  { id: 'stone-space', currency: 'gem', price: 100 },
  { id: 'stone-sweets', currency: 'gold', price: 500 },
];

export interface SimDay {
  day: number;
  played: boolean;
  gold: number;
  gems: number;
  goldEarned: number;
  goldSpent: number;
  gemsEarned: number;
  gemsSpent: number;
  heartsSpent: number;
  solved: number;
  tiersClaimed: readonly number[];
  bought: readonly string[];
}

export interface SimResult {
  days: readonly SimDay[];
  totals: {
    goldEarned: number;
    goldSpent: number;
    gemsEarned: number;
    gemsSpent: number;
    heartsSpent: number;
    solved: number;
    puzzles: number;
    battles: number;
    trainerStep: number;
  };
  /** Day each wish was bought (null when not within the days). */
  boughtOn: Readonly<Record<string, number | null>>;
  tiersClaimed: readonly number[];
}

export interface SimOptions {
  days: number;
  seed: number;
  profile?: StudentProfile;
  wishes?: readonly ShopWish[];
  /** The gems a day's claim pays (default the shipped rule); the report compares it with no daily gems. */
  gemsForDay?: (allTargetsMet: boolean, streak: number) => number;
  startingGold?: number;
  /** The weekly challenge (default the shipped one, days 1–7 being the first week); null for none. */
  weeklyChallenge?: { count: number; gems: number } | null;
}

const shippedGems = (all: boolean, streak: number) => dailyGems({ gold: 0, heart: all ? 1 : 0 }, streak);

/** Runs the student for `days` days. */
export function simulateEconomy(options: SimOptions): SimResult {
  const profile = options.profile ?? typicalStudent;
  const wishes = [...(options.wishes ?? stoneSetWishes)];
  const gemsForDay = options.gemsForDay ?? shippedGems;
  const weekly =
    options.weeklyChallenge === undefined
      ? { count: WEEKLY_CHALLENGE.count, gems: WEEKLY_CHALLENGE.gems }
      : options.weeklyChallenge;
  let weekSolved = 0;
  let weekPaid = false;
  const random = createRandom(options.seed);
  let gold = options.startingGold ?? 100;
  let gems = 0;
  let heartMax = appConfigDefaults.HeartMaxSlotCount;
  let skill = profile.skill;
  let streak = 0;
  let puzzles = 0;
  let battles1 = 0;
  let battles2 = 0;
  let studyCleared = 0; // practice missions solved in order: elementary 1–10, then intermediate
  let trainer = { bstep: BSTEP_FIRST, btype: 0 };
  const gold_ = { earned: 0, spent: 0 };
  const gem_ = { earned: 0, spent: 0 };
  let heartsSpentAll = 0;
  let solvedAll = 0;
  const claimed: number[] = [];
  const boughtOn: Record<string, number | null> = Object.fromEntries(wishes.map((w) => [w.id, null]));
  const days: SimDay[] = [];

  for (let day = 1; day <= options.days; day++) {
    const before = { ge: gold_.earned, gs: gold_.spent, me: gem_.earned, ms: gem_.spent };
    const played = random.next() < profile.playChance;
    let solved = 0;
    let points = 0;
    let heartsSpent = 0;
    const tiersToday: number[] = [];
    const boughtToday: string[] = [];
    if (!played) streak = 0;
    if ((day - 1) % 7 === 0) {
      weekSolved = 0;
      weekPaid = false;
    }
    if (played) {
      let hearts = heartMax; // a night's recharge fills them
      let seconds = profile.minutesPerDay * 60;
      let checks = 0;
      const spendGold = (price: number) => {
        if (gold < price) return;
        gold -= price;
        gold_.spent += price;
      };
      const extras = () => {
        if (random.next() < profile.takebackChance) spendGold(singlePrices.takebackEdu);
        if (random.next() < profile.checkChance) {
          if (checks >= FREE_CHECKS_PER_DAY) spendGold(singlePrices.check);
          checks += 1;
        }
      };
      // One trainer drill a day.
      if (seconds >= profile.secondsPerDrill) {
        seconds -= profile.secondsPerDrill;
        let right = 0;
        for (let i = 0; i < 10; i++) if (random.next() < skill) right += 1;
        trainer = stepAfterDrill(trainer, trainer.bstep, right);
      }
      // Single play while hearts last: puzzles, and an AI battle every day.
      const battleType = battles1 < 25 ? 'one' : 'two';
      if (hearts > 0 && seconds >= profile.secondsPerBattle) {
        hearts -= 1;
        heartsSpent += 1;
        seconds -= profile.secondsPerBattle;
        extras();
        if (random.next() < skill) {
          if (battleType === 'one') battles1 += 1;
          else battles2 += 1;
          solved += 1;
          points += SINGLE_CLEAR_POINTS;
        }
      }
      while (hearts > 1 && seconds >= profile.secondsPerPuzzle) {
        hearts -= 1;
        heartsSpent += 1;
        seconds -= profile.secondsPerPuzzle;
        extras();
        if (random.next() < skill) {
          puzzles += 1;
          solved += 1;
          points += SINGLE_CLEAR_POINTS;
        }
      }
      // Study practice (free) with the time left; the last heart for a try run when a group is learnt.
      while (seconds >= profile.secondsPerPractice) {
        seconds -= profile.secondsPerPractice;
        if (random.next() < skill) {
          studyCleared += 1;
          solved += 1;
          points += PRACTICE_POINTS;
        }
      }
      if (hearts > 0 && studyCleared >= 10) {
        hearts -= 1;
        heartsSpent += 1;
        let right = 0;
        for (let i = 0; i < 10; i++) if (random.next() < skill) right += 1;
        points += right * TRY_CORRECT_POINTS;
        solved += right;
      }
      skill = Math.min(0.95, skill + profile.skillGrowth);

      // The daily reward.
      const targets = dailyTargetProgress({ solved, points });
      const earned = dailyReward(targets);
      if (earned.gold > 0 || earned.heart > 0) {
        streak += 1;
        gold += earned.gold;
        gold_.earned += earned.gold;
        const g = gemsForDay(earned.heart > 0, streak);
        gems += g;
        gem_.earned += g;
      } else streak = 0;

      // The weekly challenge, claimed as soon as it is met.
      weekSolved += solved;
      if (weekly && !weekPaid && weekSolved >= weekly.count) {
        weekPaid = true;
        gems += weekly.gems;
        gem_.earned += weekly.gems;
      }

      // Try-quest tiers the progress completes, claimed at once.
      const goldGroups = Math.floor(studyCleared / 10);
      const progress: TryQuestProgress = {
        trainerStep: trainer.bstep,
        trainerType: trainer.btype,
        singles: [
          { singleType: singleType.puzzle, groupId: 0, clearedCount: puzzles },
          { singleType: singleType.aiBattle1, groupId: 0, clearedCount: battles1 },
          { singleType: singleType.aiBattle2, groupId: 0, clearedCount: battles2 },
        ],
        studyMedals: Array.from({ length: goldGroups }, (_, i) => ({
          categoryId: i < 10 ? studyCategoryId.cho : studyCategoryId.jung,
          groupId: (i % 10) + 1,
          medal: 'gold' as const,
        })),
        rankPoints: [],
      };
      for (const tier of tryQuestTiers) {
        if (claimed.includes(tier.tierIndex) || !evaluateTier(tier, progress).complete) continue;
        const reward = tierReward(tier.tierIndex);
        if (!reward) continue;
        claimed.push(tier.tierIndex);
        tiersToday.push(tier.tierIndex);
        gems += reward.gems;
        gem_.earned += reward.gems;
        heartMax += reward.heartSlots;
      }

      // The shop: the first wish still wanted that the wallet covers.
      for (const wish of wishes) {
        if (boughtOn[wish.id] !== null) continue;
        if (wish.currency === 'gold' && gold - wish.price >= profile.goldReserve) {
          gold -= wish.price;
          gold_.spent += wish.price;
        } else if (wish.currency === 'gem' && gems >= wish.price) {
          gems -= wish.price;
          gem_.spent += wish.price;
        } else continue;
        boughtOn[wish.id] = day;
        boughtToday.push(wish.id);
      }
    }
    heartsSpentAll += heartsSpent;
    solvedAll += solved;
    days.push({
      day,
      played,
      gold,
      gems,
      goldEarned: gold_.earned - before.ge,
      goldSpent: gold_.spent - before.gs,
      gemsEarned: gem_.earned - before.me,
      gemsSpent: gem_.spent - before.ms,
      heartsSpent,
      solved,
      tiersClaimed: tiersToday,
      bought: boughtToday,
    });
  }
  return {
    days,
    totals: {
      goldEarned: gold_.earned,
      goldSpent: gold_.spent,
      gemsEarned: gem_.earned,
      gemsSpent: gem_.spent,
      heartsSpent: heartsSpentAll,
      solved: solvedAll,
      puzzles,
      battles: battles1 + battles2,
      trainerStep: trainer.bstep,
    },
    boughtOn,
    tiersClaimed: claimed,
  };
}

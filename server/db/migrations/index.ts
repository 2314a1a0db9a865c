// The ordered list of migrations. Imported statically (not read from a folder) so the list is the same
// under tsx, in tests and in a bundled server.
import type { Migration } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_auth';
import * as m003 from './003_economy';
import * as m004 from './004_user_settings';
import * as m005 from './005_study';
import * as m006 from './006_single';
import * as m007 from './007_single_play';
import * as m008 from './008_quest_store_stats';
import * as m009 from './009_friends';
import * as m010 from './010_practice_solves';
import * as m011 from './011_opening_balances';
import * as m012 from './012_bpower';
import * as m013 from './013_dice_rolls';
import * as m014 from './014_problem_reports';
import * as m015 from './015_event_claims';
import * as m016 from './016_live_games';
import * as m017 from './017_ratings';
import * as m018 from './018_academy';
import * as m019 from './019_homework';
import * as m020 from './020_class_ranking';
import * as m021 from './021_dan9_big_boards';
import * as m022 from './022_one_move_groups';

export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_auth': m002,
  '003_economy': m003,
  '004_user_settings': m004,
  '005_study': m005,
  '006_single': m006,
  '007_single_play': m007,
  '008_quest_store_stats': m008,
  '009_friends': m009,
  '010_practice_solves': m010,
  '011_opening_balances': m011,
  '012_bpower': m012,
  '013_dice_rolls': m013,
  '014_problem_reports': m014,
  '015_event_claims': m015,
  '016_live_games': m016,
  '017_ratings': m017,
  '018_academy': m018,
  '019_homework': m019,
  '020_class_ranking': m020,
  '021_dan9_big_boards': m021,
  '022_one_move_groups': m022,
};

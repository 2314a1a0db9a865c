// Fetches one item of a download plan with the very call the screens make (so the service worker answers
// and stores it under the same key), then checks that it is stored: the page only counts what will really
// open offline.
import {
  apiErrors,
  singleMissionInfoEndpoint,
  singleTutoInfoEndpoint,
  studyMissionInfoEndpoint,
  studyTutoInfoEndpoint,
} from '../../protocol';
import type { ApiClient } from '../../io/api/client';
import type { MetadataDb } from '../../../sw/metadataStore';
import type { DownloadItem } from './downloadPlan';
import type { ItemResult } from './downloadManager';
import { isStored } from './offlineStore';

export interface ItemFetcherDeps {
  api: Pick<ApiClient, 'call'>;
  db: () => Promise<MetadataDb>;
}

export function pathOf(item: DownloadItem): string {
  switch (item.kind) {
    case 'mission':
      return studyMissionInfoEndpoint.path;
    case 'tutorial':
      return studyTutoInfoEndpoint.path;
    case 'singleMission':
      return singleMissionInfoEndpoint.path;
    case 'singleTutorial':
      return singleTutoInfoEndpoint.path;
  }
}

/** The item's call; the answer's size is what the service worker stores of it (its JSON text). */
async function call(api: ItemFetcherDeps['api'], item: DownloadItem, signal: AbortSignal) {
  const options = { signal };
  switch (item.kind) {
    case 'mission':
      return api.call(studyMissionInfoEndpoint, item.body, options);
    case 'tutorial':
      return api.call(studyTutoInfoEndpoint, item.body, options);
    case 'singleMission':
      return api.call(singleMissionInfoEndpoint, item.body, options);
    case 'singleTutorial':
      return api.call(singleTutoInfoEndpoint, item.body, options);
  }
}

export function createItemFetcher(deps: ItemFetcherDeps) {
  return async (item: DownloadItem, signal: AbortSignal): Promise<ItemResult> => {
    const answer = await call(deps.api, item, signal);
    if (!answer.ok) {
      if (answer.code === apiErrors.contentNotFound) return { kind: 'absent' };
      if (answer.unreachable) return { kind: 'failed', reason: 'offline' };
      return { kind: 'failed', reason: 'server', code: answer.code };
    }
    if (!(await isStored(await deps.db(), pathOf(item), item.body))) {
      return { kind: 'failed', reason: 'notStored' };
    }
    // Browsers keep these strings as two bytes a character.
    return { kind: 'stored', bytes: JSON.stringify(answer.value).length * 2 };
  };
}

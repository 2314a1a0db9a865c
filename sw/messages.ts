// Messages between the page and the service worker, named once for both sides.

/** Page → worker: the user accepted the new version; activate now. */
export const skipWaiting = 'SKIP_WAITING';

/** Worker → page: a metadata answer could not be stored (`name` is the DOMException's, `key` the answer's). */
export const metadataStoreFailed = 'HOSHI_METADATA_STORE_FAILED';

export interface MetadataStoreFailedMessage {
  type: typeof metadataStoreFailed;
  name: string;
  key: string;
}

export function isMetadataStoreFailed(data: unknown): data is MetadataStoreFailedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === metadataStoreFailed &&
    typeof (data as { name?: unknown }).name === 'string'
  );
}

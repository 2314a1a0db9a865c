// The two start-up calls of spec §7 that need no token: server address (R7.07) and country (R7.08).
import { countryEndpoint, serverAddressEndpoint, type ResponseOf } from '../../protocol';
import { api } from './appClient';
import type { ApiResult } from './result';

export function fetchServerAddress(): Promise<ApiResult<ResponseOf<typeof serverAddressEndpoint>>> {
  return api.call(serverAddressEndpoint, {});
}

export function fetchCountry(): Promise<ApiResult<ResponseOf<typeof countryEndpoint>>> {
  return api.call(countryEndpoint, {});
}

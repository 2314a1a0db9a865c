// Start-up calls of spec §7 that need no token: where the main server is, and which region and language
// this client is in.

export const localeCodes = ['ko-KR', 'en-US', 'zh-CN'] as const;
export type LocaleCode = (typeof localeCodes)[number];

export const regionCodes = ['KR', 'US', 'CN'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** POST /api/server/address — R7.07: stored as server info at start-up. */
export interface ServerAddressResponse {
  errorcode: 0;
  error: string;
  ip: string;
  port: number;
}

/** POST /api/country — R7.08: the language is stored if none is saved. */
export interface CountryResponse {
  errorcode: 0;
  region: RegionCode;
  lang: LocaleCode;
}

export const systemPaths = {
  serverAddress: '/api/server/address',
  country: '/api/country',
} as const;

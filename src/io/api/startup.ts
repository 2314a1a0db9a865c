// The two start-up calls of spec §7 that need no token: server address and country.
import ky from 'ky';
import { systemPaths, type CountryResponse, type ServerAddressResponse } from '../../protocol';

const startupClient = ky.create({ timeout: 5000, retry: 0 });

export async function fetchServerAddress(): Promise<ServerAddressResponse> {
  return startupClient.post(systemPaths.serverAddress, { json: {} }).json();
}

export async function fetchCountry(): Promise<CountryResponse> {
  return startupClient.post(systemPaths.country, { json: {} }).json();
}

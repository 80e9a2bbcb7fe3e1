import axios from 'axios';
import { CHANNEL_HEADER, REQUEST_TIMEOUT_MS, VISITOR_AUTHORIZATION } from '../constants';
import { detectPlatform } from '../platform';
import { SHARED_VERSION, SINGLETON_NAMES, registerSingleton } from '../singletons';
import { requestConfig } from './request-config';

registerSingleton(SINGLETON_NAMES.requestClient, SHARED_VERSION);

/** The app's one axios instance (spec 7). Only this folder touches it. */
export const axiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // No default Content-Type: axios sends object bodies as JSON by itself, and a JSON default
  // would make it serialise an upload's FormData as JSON too.
  // Every HTTP reply is classified by the error catalogue, not by axios.
  validateStatus: () => true,
});

/** The headers every call carries (spec 1 and 7), as they are now; language '' sends none. */
export function clientHeaders(): { authorization: string; channel: string; language: string } {
  const { getToken, userAgent, getLanguage } = requestConfig();
  return {
    authorization: getToken() || VISITOR_AUTHORIZATION,
    channel: detectPlatform(userAgent).channel,
    language: getLanguage?.() ?? '',
  };
}

// Read at send time, not at creation: the token and the user agent change while the app runs.
axiosInstance.interceptors.request.use((config) => {
  const { authorization, channel, language } = clientHeaders();
  config.headers.set('Authorization', authorization);
  config.headers.set(CHANNEL_HEADER, channel);
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

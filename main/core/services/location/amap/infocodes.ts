import { ServiceError, type ServiceErrorKind } from '../../http/service-error.ts';
import { amapService } from './client.ts';

const checkKey = 'Check the Amap key (AMAP_API_KEY or the key in Settings)';
const onConsole = 'on the Amap console (console.amap.com)';

/** Amap's business errors (cloud-apis §4.0), which arrive with HTTP 200, by infocode: what happened and what to do. */
const infocodes: Record<string, [ServiceErrorKind, string]> = {
  '10001': ['auth', `Amap did not accept the API key: it is wrong or has expired. ${checkKey}.`],
  '10002': ['forbidden', `The Amap key has no permission for this service. Enable it for the key ${onConsole}.`],
  '10003': ['quota', 'The Amap key has used up its daily quota; it renews at midnight (China time).'],
  '10004': ['rate-limit', 'Amap refused the request: too many requests per minute for this key. Try again in a minute.'],
  '10005': ['forbidden', `Amap refused the request: this computer's IP address is not on the key's whitelist. Add it ${onConsole}, or clear the whitelist.`],
  '10006': ['forbidden', `Amap refused the request: the key is bound to another domain. Check the key's settings ${onConsole}.`],
  '10007': ['auth', `Amap rejected the request's signature: the key requires signed requests. Turn digital signatures off for the key ${onConsole}.`],
  '10008': ['auth', `Amap rejected the request's security code. Check the key's security settings ${onConsole}.`],
  '10009': ['auth', `The Amap key is for another platform (e.g. the JavaScript API). Create a key of the 「Web服务」 type ${onConsole}. ${checkKey}.`],
  '10010': ['rate-limit', "Amap refused the request: too many requests from this computer's IP address. Try again later."],
  '10011': ['forbidden', 'Amap refused the request: this service does not support HTTPS. Set AMAP_BASE_URL to an http:// address.'],
  '10012': ['forbidden', `The Amap key lacks the privileges for this request. Check the key's permissions ${onConsole}.`],
  '10013': ['auth', `The Amap key has been deleted. Create a new one ${onConsole}. ${checkKey}.`],
  '10014': ['rate-limit', 'Amap is over its limit of requests per second for this service. Try again in a moment.'],
  '10015': ['rate-limit', 'Amap is over its limit of requests per second (gateway timeout). Try again in a moment.'],
  '10016': ['server', 'Amap is busy. Try again later.'],
  '10017': ['server', 'The Amap resource is unavailable. Try again later.'],
  '10019': ['rate-limit', "Amap is over this service's total limit of requests per second. Try again in a moment."],
  '10020': ['rate-limit', "The Amap key is over this service's limit of requests per second. Try again in a moment."],
  '10021': ['rate-limit', "The Amap account is over this service's limit of requests per second. Try again in a moment."],
  '10026': ['forbidden', `The Amap account has been banned. See ${onConsole}.`],
  '10029': ['quota', 'The Amap key has used up its daily quota for places abroad.'],
  '10041': ['forbidden', `The Amap key's permission for this service has expired. Renew it ${onConsole}.`],
  '10044': ['quota', "The Amap account has used up its daily quota; it renews at midnight (China time)."],
  '10045': ['quota', "The Amap account has used up its daily quota for places abroad."],
  '20000': ['bad-request', 'Amap refused a parameter of the request as invalid.'],
  '20001': ['bad-request', 'Amap says a required parameter is missing.'],
  '20002': ['bad-request', 'Amap refused the request as malformed.'],
  '20003': ['server', 'Amap failed with an unknown error. Try again later.'],
  '20011': ['bad-request', 'The point lies outside China and the Amap key has no permission for places abroad. Pass region "global" to use Google Maps.'],
  '20012': ['bad-request', 'Amap refused the query because of its content.'],
  '20800': ['bad-request', 'Amap plans routes only within mainland China, and a point lies outside it. Pass region "global" to use Google Maps.'],
  '20801': ['not-found', 'Amap found no road near the start or the end of the route.'],
  '20802': ['not-found', 'Amap could not calculate this route.'],
  '20803': ['bad-request', 'The route is too long for this mode on Amap (walking up to 100 km, cycling up to 500 km).'],
};

/** The ServiceError for an Amap answer with `status: "0"` (or a v4 `errcode`), keeping Amap's own words. */
export function amapBusinessError(infocode: string, info: string): ServiceError {
  const known = infocodes[infocode];
  const said = `(${info || 'no description'}, infocode ${infocode})`;
  if (known) {
    const [kind, sentence] = known;
    return new ServiceError({ service: amapService, kind, status: 200, message: `${sentence} ${said}` });
  }
  const kind = infocode.startsWith('3') ? 'server' : 'bad-request';
  return new ServiceError({ service: amapService, kind, status: 200, message: `Amap answered with an error ${said}.` });
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_GLOBAL } from '@booking/contracts/names';
import { takeEarlyResponse } from './early-answers';

// The app's side of the page's early requests: the one HTTP client takes an answer the page
// already started instead of asking again (see api/src/web/early-fetch.js for the page's side).

const URL_PLACES = 'http://app.test/api/places';
const URL_PLACE = 'http://app.test/api/places/3';
const get = (url: string) => new Request(url);

function installStore(responses: Record<string, Promise<Response>>, chains: Promise<unknown>[] = [], startedAt = Date.now()) {
  const store = { initData: 'signed', startedAt, responses, chains };
  Object.assign(window, { [EARLY_ANSWERS_GLOBAL]: store });
  return store;
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
});

describe('takeEarlyResponse', () => {
  it('hands the page\'s answer to the first GET of the same URL with the same init data, once', async () => {
    const answer = new Response('[]');
    installStore({ [URL_PLACES]: Promise.resolve(answer) });
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBe(answer);
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBeUndefined();
  });

  it('leaves it for a request made with other init data, another method or another URL', async () => {
    installStore({ [URL_PLACES]: Promise.resolve(new Response('[]')) });
    expect(await takeEarlyResponse(get(URL_PLACES), 'other user')).toBeUndefined();
    expect(await takeEarlyResponse(get(URL_PLACES), undefined)).toBeUndefined();
    expect(await takeEarlyResponse(new Request(URL_PLACES, { method: 'POST' }), 'signed')).toBeUndefined();
    expect(await takeEarlyResponse(get(`${URL_PLACES}?business_id=1`), 'signed')).toBeUndefined();
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBeInstanceOf(Response);
  });

  it('waits for a URL an earlier answer is about to lead to (each booking\'s place)', async () => {
    let release!: () => void;
    const store = installStore({}, []);
    const placeAnswer = new Response('{}');
    store.chains.push(new Promise<void>((resolve) => (release = resolve)).then(() => {
      store.responses[URL_PLACE] = Promise.resolve(placeAnswer);
    }));
    const taken = takeEarlyResponse(get(URL_PLACE), 'signed');
    release();
    expect(await taken).toBe(placeAnswer);
  });

  it('lets the client ask for itself when the early request failed, is too old, or there is none', async () => {
    installStore({ [URL_PLACES]: Promise.reject(new TypeError('network')) });
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBeUndefined();
    installStore({ [URL_PLACES]: Promise.resolve(new Response('[]')) }, [], Date.now() - 60_000);
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBeUndefined();
    Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
    expect(await takeEarlyResponse(get(URL_PLACES), 'signed')).toBeUndefined();
  });
});

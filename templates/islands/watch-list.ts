import { storedList } from './stored-list.ts';

/** The most cars the list keeps: adding one more lets the oldest go (cars that have launched, most likely). */
const MOST = 50;

/**
 * The upcoming cars a visitor watches, by id: Notify Me adds one, the upcoming page lists them. It is kept in this
 * browser only; nothing is sent anywhere, since a static site has nowhere to send it.
 */
export const watchList = storedList<string>('evguide:watching', (item): item is string => typeof item === 'string', MOST);

/** Adds a car to the watch list (once). */
export function watch(carId: string): void {
  const ids = watchList.read();
  if (!ids.includes(carId)) watchList.write([...ids, carId].slice(-MOST));
}

/** Takes a car off the watch list. */
export function unwatch(carId: string): void {
  watchList.write(watchList.read().filter((id) => id !== carId));
}

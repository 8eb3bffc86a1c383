import { CarCompare } from './CarCompare.tsx';
import { CarDirectory } from './CarDirectory.tsx';
import { CarTabs } from './CarTabs.tsx';
import { CompareButton } from './CompareButton.tsx';

/**
 * Every island, by name. The bundle stage builds one client entry per name (templates/islands/<Name>.tsx must
 * export a component of that name), and <Island name="..."> renders it on the server.
 */
export const islands = { CarCompare, CarDirectory, CarTabs, CompareButton } as const;

export type IslandName = keyof typeof islands;

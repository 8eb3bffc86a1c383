import { FEED_PATH } from '../../src/domain/nav.ts';
import { localePath } from '../../src/domain/locale.ts';
import { useLocale } from '../i18n/context.ts';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../layout/site-context.ts';

/** The updates box (the Newsletter island), given the full address of the page's language's feed to copy. */
export function UpdatesBox() {
  const { settings } = useSite();
  const locale = useLocale();
  return <Island name="Newsletter" props={{ feedUrl: `${settings.baseUrl}${localePath(FEED_PATH, locale)}` }} />;
}

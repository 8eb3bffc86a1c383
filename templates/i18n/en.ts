// The English strings of the site's templates, one namespace a file in en/. Their shape is the catalogue's type (Text):
// hi.ts must have every key, or the type check fails. Strings take `{name}` placeholders (see fill); islands get the
// namespaces they declare (islands/registry.ts).
import { layout } from './en/layout.ts';
import { heads } from './en/heads.ts';
import { nav } from './en/nav.ts';
import { home } from './en/home.ts';
import { directory } from './en/directory.ts';
import { cards } from './en/cards.ts';
import { car } from './en/car.ts';
import { situation } from './en/situation.ts';
import { finder } from './en/finder.ts';
import { compare } from './en/compare.ts';
import { calculators } from './en/calculators.ts';
import { money } from './en/money.ts';
import { content } from './en/content.ts';
import { common } from './en/common.ts';

export const en = { layout, heads, nav, home, directory, cards, car, situation, finder, compare, calculators, money, content, common };

/** Every string of the site's templates, by namespace. */
export type Text = typeof en;

/** A namespace of the catalogue. */
export type Namespace = keyof Text;

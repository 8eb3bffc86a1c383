import type { Text } from './en.ts';
import { layout } from './hi/layout.ts';
import { heads } from './hi/heads.ts';
import { nav } from './hi/nav.ts';
import { home } from './hi/home.ts';
import { directory } from './hi/directory.ts';
import { cards } from './hi/cards.ts';
import { car } from './hi/car.ts';
import { situation } from './hi/situation.ts';
import { finder } from './hi/finder.ts';
import { compare } from './hi/compare.ts';
import { calculators } from './hi/calculators.ts';
import { money } from './hi/money.ts';
import { content } from './hi/content.ts';
import { common } from './hi/common.ts';

// The Hindi strings of the site's templates, one namespace a file in hi/: every key of en/, written as Hindi car
// journalism writes (रेंज, चार्जिंग, वेरिएंट, ऑन-रोड कीमत), not word for word. Names of cars and makers stay as they
// are sold.
export const hi: Text = {
  layout,
  heads,
  nav,
  home,
  directory,
  cards,
  car,
  situation,
  finder,
  compare,
  calculators,
  money,
  content,
  common,
};

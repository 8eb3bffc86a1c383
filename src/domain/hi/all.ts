// Every Hindi word of the domain, for the build: what the pages' scripts load (index.ts), and the posts' categories
// and road-tax notes, which only the build writes.
import { addHindi } from '../words.ts';
import tables from './index.ts';
import './posts.ts';
import './tax-notes.ts';

addHindi(tables);

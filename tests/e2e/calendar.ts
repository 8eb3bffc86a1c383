import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** An iCalendar file's text with its folded lines joined again (RFC 5545: a line break then a space continues). */
export const unfold = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

/** The text of a downloaded calendar file, unfolded. */
export const downloadedCalendar = async (download: Download): Promise<string> => unfold(await readFile((await download.path())!, 'utf8'));

import type { Command } from 'commander';
import { resolveConfig } from '../../src/config.ts';
import { formatReport } from '../../src/diagnostics/index.ts';
import { siteOn } from '../../src/domain/index.ts';
import { dataOption, stages, strictOption } from '../options.ts';
import { type ReportFormat, reportFormatOption, reporting } from '../report.ts';

/** `evguide validate`: every data file against its schema and across files, every problem at once. */
export function validateCommand(cli: Command): void {
  cli
    .command('validate')
    .description('check every data file against its schema and every cross-reference; report all problems')
    .addOption(dataOption())
    .addOption(strictOption())
    .addOption(reportFormatOption())
    .action((options: { data: string; strict?: boolean; format?: ReportFormat }) =>
      reporting(options.format, async (report) => {
        const [{ loadSite }, { renderContent }] = await Promise.all([stages.loadSite(), stages.content()]);
        let warned = 0;
        const config = resolveConfig({ dataDir: options.data, strict: options.strict === true });
        const site = loadSite({
          ...config,
          today: config.buildDate,
          onWarnings: (count, warnings) => {
            warned = count;
            if (report.text) process.stderr.write(`${formatReport(warnings())}\n\n`);
            report.warned(warnings);
          },
        });
        // The posts' directives quote the data as it stands on the build date, as a build does.
        const words = [...(await renderContent(siteOn(site, config.buildDate))).posts.values()].map((post) => post.words);
        const wordRange = words.length > 0 ? ` (${Math.min(...words)} to ${Math.max(...words)} words)` : '';
        const counts = [
          `${site.cars.length} cars`,
          `${site.brands.length} brands`,
          `${site.posts.length} posts${wordRange}`,
          `${site.glossary.length} glossary terms`,
          `${site.pages.length} pages`,
          `${site.upcoming.length} upcoming cars`,
        ];
        const warnings = warned > 0 ? `; ${warned} warning${warned === 1 ? '' : 's'} (--strict fails on them)` : '';
        process.stderr.write(`✓ ${options.data} is valid: ${counts.join(', ')}${warnings}\n`);
      }),
    );
}

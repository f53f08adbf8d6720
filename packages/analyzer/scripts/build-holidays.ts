/**
 * Builds `src/analyzers/important-dates/holidays-br.json`: the data date-holidays has for Brazil
 * (its rules and the holiday names), so that the analyzer loads Brazil's calendar, not every
 * country's (~10 MB less per process, bench/memory). Run `npm run holidays -w packages/analyzer`
 * after date-holidays changes; a test says when.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface HolidayData {
  version: string;
  license: string;
  holidays: Record<string, unknown>;
  names: Record<string, unknown>;
}

/** date-holidays' data reduced to Brazil. */
export function brazilianHolidayData(): HolidayData {
  const { data } = createRequire(import.meta.url)('date-holidays/data') as { data: HolidayData };
  return {
    version: data.version,
    license: data.license,
    holidays: { BR: data.holidays.BR },
    names: data.names,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const file = new URL('../src/analyzers/important-dates/holidays-br.json', import.meta.url);
  writeFileSync(fileURLToPath(file), `${JSON.stringify(brazilianHolidayData())}\n`);
}

import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { brazilianHolidayData } from '../../../scripts/build-holidays';
import { addDays, isBusinessDay } from './calendar';
import brazil from './holidays-br.json' with { type: 'json' };

const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());

describe("Brazil's holiday data", () => {
  it('is what the installed date-holidays has for Brazil (else: npm run holidays)', () => {
    expect(brazil).toEqual(brazilianHolidayData());
  });

  it('makes the same business days as date-holidays with every country loaded, 1990–2060', () => {
    const everyCountry = new Holidays('BR');
    const wrong: string[] = [];
    for (let year = 1990; year <= 2060; year += 1) {
      const holidays = new Set(
        everyCountry
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      expect(holidays.size).toBeGreaterThan(5);
      for (let day = `${year}-01-01`; day.startsWith(`${year}`); day = addDays(day, 1)) {
        if (isBusinessDay(day) !== !(isWeekend(day) || holidays.has(day))) wrong.push(day);
      }
    }
    expect(wrong).toEqual([]);
  });
});

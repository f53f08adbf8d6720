/**
 * date-holidays-parser ships types its package.json "exports" does not point at: it is
 * date-holidays' engine, with the same methods, given its data instead of importing every
 * country's.
 */
declare module 'date-holidays-parser' {
  import type Holidays from 'date-holidays';

  export default class HolidaysParser extends Holidays {
    constructor(data: object, country: string);
  }
}

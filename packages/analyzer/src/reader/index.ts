/**
 * The reader's side (DESIGN.md "The reader may say which party they are"): the sides a reader
 * may choose and what each finding burdens (`burdens.ts`, run once by the pipeline), and the
 * analysis weighed for a chosen side (`weigh.ts`, a pure function the API applies when serving).
 */
export { burdensOf, readerParties } from './burdens';
export {
  AGAINST_READER_FACTOR,
  explainScore,
  findSide,
  readerStance,
  weighForReader,
} from './weigh';

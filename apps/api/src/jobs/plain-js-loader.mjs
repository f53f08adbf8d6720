/**
 * Imported by an analysis child after tsx (`--import`): dependencies' `.mjs` files skip tsx's
 * transform (see plain-js-hooks.mjs).
 */
import { register } from 'node:module';

register('./plain-js-hooks.mjs', import.meta.url);

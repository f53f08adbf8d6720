/**
 * A wrong regime is tested like a wrong finding: every citation attached to a finding of a
 * corpus-real contract is listed with the regime it was attached under, and each law that
 * belongs to one regime (the CDC and the SDE portarias to consumption, Lei 8.245 to urban leases,
 * Lei 14.133 to public contracts, the CLT to employment, Lei 11.788 to internships, CC arts.
 * 423–424 to adhesion contracts) must sit in a contract the lawyer put in that regime.
 */
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '@contrato-claro/shared';
import {
  DEFAULT_REAL_CORPUS_DIR,
  hasRealCorpus,
  loadRealCorpus,
} from '../../test/corpus-real/annotation';
import { regimeOf } from '../facts/regime';
import { analyzeText } from '../index';
import { documentFromText } from '../prepare';

/** The regime a law belongs to, by the prefix of its id, and how the lawyer writes it. */
const LAW_REGIMES: readonly { law: RegExp; regime: string; annotated: RegExp }[] = [
  {
    law: /^(?:cdc\.|sde\.|stj\.sumula(?:302|543)$|decreto7962\.)/u,
    regime: 'consumo',
    annotated: /consumo/u,
  },
  { law: /^lei8245\./u, regime: 'locação urbana', annotated: /loca[çc][ãa]o urbana|8\.245/u },
  { law: /^lei14133\./u, regime: 'administrativo', annotated: /administrativo|14\.133|8\.666/u },
  { law: /^clt\.art(?:445|59|479)/u, regime: 'trabalho', annotated: /trabalho|CLT/u },
  { law: /^lei11788\./u, regime: 'estágio', annotated: /est[áa]gio|11\.788/u },
  { law: /^(?:cc\.art423-424|lei9307\.art4\.p2)$/u, regime: 'adesão', annotated: /ades[ãa]o/u },
];

describe.skipIf(!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR))('citations of corpus-real', () => {
  it('each sits in the regime the lawyer gave the contract', () => {
    const listed: string[] = [];
    const outside: string[] = [];
    for (const entry of loadRealCorpus(DEFAULT_REAL_CORPUS_DIR)) {
      const result = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
      if (!result.ok) throw new Error(`${entry.id}: ${result.error.code}`);
      const regime = regimeOf(documentFromText(entry.text));
      const ours = Object.entries(regime)
        .filter(([key, value]) => key.startsWith('is') && value === true)
        .map(([key]) => key)
        .join(',');
      const annotated = entry.annotation.regime.join(' ');
      const findings = CRITERIA.flatMap((criterion) => result.value[criterion].findings);
      for (const finding of findings) {
        const id = finding.legalBasis?.id;
        if (id === undefined) continue;
        const line = `${entry.id}: ${finding.rule} → ${id} (ours: ${ours}; lawyer: ${annotated})`;
        listed.push(line);
        const owner = LAW_REGIMES.find(({ law }) => law.test(id));
        if (owner !== undefined && !owner.annotated.test(annotated)) {
          outside.push(`${line} — ${owner.regime} law outside ${owner.regime}`);
        }
      }
    }
    expect(listed.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  }, 900_000);
});

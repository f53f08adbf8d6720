/**
 * Contracts of the public administration (Lei 14.133/2021): art. 92, § 1º makes the court of the
 * Administration's seat the one for any dispute, save an international tender paid with an
 * international financial body's money, a purchase of equipment made and delivered abroad with
 * the head of government's leave, and purchases of units seated abroad. A municipality's
 * contract that elects another city's court, or the contractor's own seat, breaks it. The seat is read where the text gives it
 * by name ("Município de Russas", "Prefeitura Municipal de Russas"); a state's or the Union's
 * seat is not guessed.
 */
import { documentFacts } from '../analyzers/facts';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import type { DeclarativeRule, SentenceMatch } from './rule';
import type { Sentence } from '../analyzers/document-index';

/** The municipality that contracts, as the opening names it. */
const MUNICIPALITY =
  /\b(?:municipio|prefeitura(?:\s+municipal)?|camara\s+municipal|fundo\s+municipal\s+de\s+\p{L}+)\s+d[eoa]\s+(?<city>\p{L}[\p{L}' ]{1,40}?)(?=\s*(?:[/,.;:()–-]|$|\s(?:pessoa|inscrit\w*|cnpj|com\s+sede|estado|neste|representad\w*|por\s+meio)\b))/u;
/** The exceptions of art. 92, § 1º. */
const FOREIGN_EXCEPTION =
  /\b(?:licitacao\s+internacional|organismos?\s+(?:financeiros?\s+)?internaciona(?:l|is)|empresa\s+estrangeira|no\s+exterior)\b/u;

/** A court at the contractor's seat or domicile, whatever the city. */
const CONTRACTOR_COURT =
  /\b(?:foro|comarca)\s+(?:d[oa]\s+)?(?:domicilio|sede|residencia)\s+d[oa]\s+(?:contratad[oa]|fornecedor[a]?|prestador[a]?|licitante\s+vencedor[a]?|detentor[a]?)\b/u;

/** The Administration's city, or null when the text does not name a municipality. */
function seatOf(doc: AnalyzedDocument): string | null {
  const found = MUNICIPALITY.exec(doc.fold.slice(0, 4000));
  return found === null ? null : found.groups!.city!.trim().replace(/\s+/gu, ' ');
}

/** The court this sentence elects, when it is not the seat's. */
function foreignCourt(sentence: Sentence, doc: AnalyzedDocument): SentenceMatch | null {
  if (FOREIGN_EXCEPTION.test(doc.fold)) return null;
  const contractors = CONTRACTOR_COURT.exec(sentence.fold);
  if (contractors !== null) return { index: contractors.index, length: contractors[0].length };
  const seat = seatOf(doc);
  if (seat === null) return null;
  const forum = documentFacts(doc).forums.find(
    (candidate) => candidate.start >= sentence.start && candidate.end <= sentence.end,
  );
  if (forum === undefined) return null;
  const city = foldText(forum.city).trim();
  if (city === seat || city.startsWith(`${seat} `) || seat.startsWith(`${city} `)) return null;
  return { index: forum.start - sentence.start, length: forum.end - forum.start };
}

/** The family's rules. */
export const PUBLIC_PROCUREMENT: readonly DeclarativeRule[] = [
  {
    id: 'atipica.foro_fora_da_administracao',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Foro diferente da sede da Administração',
    description:
      'Num contrato da Administração Pública, a lei manda eleger o foro da sede da Administração; o contrato elege o de outra cidade.',
    recommendation:
      'Corrija a cláusula para o foro da comarca da sede do órgão contratante, como exige a Lei 14.133/2021.',
    legalRef: 'lei14133.art92.p1',
    regime: 'public',
    match: foreignCourt,
    examples: {
      matches: [
        'Fica eleito o foro da Comarca de Fortaleza/CE para dirimir as questões deste contrato.',
        'As partes elegem o foro da comarca de São Paulo, com renúncia de qualquer outro.',
        'Para as questões oriundas deste contrato, será competente o foro da Comarca de Recife.',
        'Fica eleito o foro do domicílio da CONTRATADA para dirimir quaisquer dúvidas.',
      ],
      nonMatches: [
        'Fica eleito o foro da Comarca de Russas/CE para dirimir as questões deste contrato.',
        'O CONTRATADO prestará os serviços nas escolas municipais indicadas pela Secretaria.',
        'As partes elegem o foro da comarca de Russas, com renúncia de qualquer outro.',
      ],
    },
  },
];

/**
 * What the summary (`resumo_contrato`) must get right beside its figures, judged against the
 * lawyer's annotation: the kind of document (and no regime the lawyer does not list), the roles
 * of the parties it names, the kind of price (a percentage is no amount, a monthly fee no total)
 * and of term (indefinite, fixed or until an event), and that every reason it gives for the
 * score is a problem the lawyer raised.
 */
import type { TAnnotation } from './annotation';

/** Accent- and case-folded text, punctuation kept. */
const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ');

/** Where the closing sentence on the score starts ("A nota 62…", "Você, como locatária…"). */
const CLOSING = /(?:^|\s)(?:A nota \d|Você, como )/u;

/** The summary without its closing sentence on the score. */
const withoutClosing = (summary: string): string => {
  const at = summary.search(CLOSING);
  return at < 0 ? summary : summary.slice(0, at);
};

/** The words that name no kind of document. */
const GENERIC = new Set([
  'contrato',
  'termo',
  'termos',
  'instrumento',
  'particular',
  'acordo',
  'entre',
  'para',
  'pela',
  'pelo',
  'como',
  'sobre',
  'outro',
  'outra',
  'servico',
]);

const stemsOf = (text: string): string[] =>
  fold(text)
    .split(/[^a-z]+/u)
    .filter((word) => word.length >= 4 && !GENERIC.has(word))
    .map((word) => word.slice(0, 5));

/** "Trata-se de um contrato de locação (Lei do Inquilinato)": the kind, before the parties. */
const kindOf = (summary: string): string =>
  fold(summary.split(/(?<=\.)\s/u)[0] ?? '').split(/ entre | em favor d| firmad/u)[0]!;

/** Regime notes the summary may add, with the lawyer's regime each needs. */
const REGIME_NOTES: readonly { note: RegExp; regime: RegExp }[] = [
  { note: /relacao de consumo/u, regime: /consumo/u },
  { note: /regido pela clt/u, regime: /trabalho|clt/u },
  { note: /lei do inquilinato/u, regime: /locacao|8\.245/u },
  { note: /lei do estagio/u, regime: /estagio|11\.788/u },
  { note: /administracao publica/u, regime: /administrativo|8\.666|14\.133/u },
  { note: /de adesao/u, regime: /adesao/u },
];

/** The right kind of document, and no regime the lawyer does not list. */
export function hasRightType(summary: string, annotation: TAnnotation): boolean {
  const kind = kindOf(summary);
  const type = fold(annotation.type);
  const named =
    type === 'outro'
      ? stemsOf(annotation.subtype ?? '').some((stem) => kind.includes(stem))
      : kind.includes(type) ||
        [...stemsOf(type), ...stemsOf(annotation.subtype ?? '')].some((stem) =>
          kind.includes(stem),
        );
  const regime = fold(annotation.regime.join(' '));
  return (
    named && REGIME_NOTES.every(({ note, regime: needs }) => !note.test(kind) || needs.test(regime))
  );
}

/** A role as a key: "CONTRATADA" and "contratado(a)" → "contratad". */
const roleKey = (role: string): string =>
  (fold(role).match(/[a-z]+/u)?.[0] ?? '').replace(/(?:as|os|a|o)$/u, '');

const nameWords = (name: string): string[] =>
  fold(name.replace(/\([^)]*\)/gu, ' '))
    .split(/[^a-z0-9&]+/u)
    .filter((word) => word.length > 2)
    .slice(0, 2);

/**
 * No party named in another's role: for every party the lawyer names, the role word the summary
 * puts just before its name is not the role of another party ("a contratada União" when the União
 * contracts).
 */
export function hasRightRoles(summary: string, annotation: TAnnotation): boolean {
  const text = fold(summary);
  const keys = annotation.parties.map((party) => roleKey(party.role));
  return annotation.parties.every((party, index) => {
    if (party.name === null) return true;
    const words = nameWords(party.name);
    if (words.length === 0) return true;
    const at = text.indexOf(words.join(' '));
    if (at < 0) return true;
    const before = text.slice(Math.max(0, at - 30), at).match(/([a-z]+)\s+$/u)?.[1] ?? '';
    const key = roleKey(before);
    const isOtherRole = keys.some((other, i) => i !== index && other === key && other !== '');
    return !isOtherRole || keys[index] === key;
  });
}

/** The kinds of price a text states. */
function priceKinds(text: string): Set<'percentual' | 'mensal'> {
  const folded = fold(text);
  const kinds = new Set<'percentual' | 'mensal'>();
  if (
    /(?:honorari|remunera|comiss|exito|sucesso|preco|valor)[^.;]{0,40}?\d+(?:,\d+)?\s*%/u.test(
      folded,
    )
  ) {
    kinds.add('percentual');
  }
  if (
    /(?:mensa\w*|por mes|aluguel)[^.;]{0,40}r\$|r\$\s*[\d.,]+[^.;]{0,40}(?:mensa|por mes)/u.test(
      folded,
    )
  ) {
    kinds.add('mensal');
  }
  return kinds;
}

/** An amount stated with its period or as instalments ("R$ 600,00 mensais", "12 parcelas de"). */
const PERIODIC =
  /mensa|por mes|ao mes|aluguel|parcela|prestac|semana|anual|anuidade|por plantao|por hora|por dia/u;

/**
 * The price as what it is: a percentage the lawyer states is not given as an amount, no price is
 * called a percentage the lawyer does not state, and a monthly fee (or instalments) the lawyer
 * states is not given as a bare total. A summary silent on the price passes (it states nothing
 * false).
 */
export function hasRightPriceKind(summary: string, annotation: TAnnotation): boolean {
  const body = withoutClosing(summary);
  const ours = priceKinds(body);
  const lawyer = priceKinds(annotation.summary);
  const statesAmount = /r\$/iu.test(body);
  if (lawyer.has('percentual') && !ours.has('percentual') && statesAmount) return false;
  if (ours.has('percentual') && !lawyer.has('percentual')) return false;
  return !(lawyer.has('mensal') && statesAmount && !PERIODIC.test(fold(body)));
}

type TermKind = 'indeterminado' | 'fixo' | 'evento';

const INDEFINITE = /prazo indeterminado|tempo indeterminado|vigencia indeterminada|sem prazo/u;
const FIXED =
  /(?:prazo|vigencia|vale|vigora|dura)[^.;]{0,30}?(?:\d+\s*(?:\([^)]{1,20}\)\s*)?(?:dias?|mes|meses|anos?)\b|de \d{1,2}\/\d{1,2}\/\d{2,4} a)/u;
const UNTIL_EVENT =
  /ate (?:a|o) (?:conclus|entreg|fim d[ao] (?:obra|curso|servic)|termino d|quitac)/u;

function termKinds(text: string): Set<TermKind> {
  const folded = fold(text);
  const kinds = new Set<TermKind>();
  if (INDEFINITE.test(folded)) kinds.add('indeterminado');
  if (FIXED.test(folded)) kinds.add('fixo');
  if (UNTIL_EVENT.test(folded)) kinds.add('evento');
  return kinds;
}

/**
 * The term as what it is: an indefinite term is not given as fixed (a notice period is no term),
 * nor a fixed one as indefinite. A summary silent on the term passes.
 */
export function hasRightTermKind(summary: string, annotation: TAnnotation): boolean {
  const ours = termKinds(withoutClosing(summary));
  const lawyer = termKinds(`${annotation.summary} ${annotation.entities.deadlines.join(' ')}`);
  if (ours.has('fixo') && lawyer.has('indeterminado') && !lawyer.has('fixo')) return false;
  if (ours.has('indeterminado') && lawyer.has('fixo') && !lawyer.has('indeterminado')) return false;
  return true;
}

/** A finding as the reasons check reads it: its title and whether an annotated issue confirms it. */
export interface StatedFinding {
  title: string;
  isConfirmed: boolean;
}

/**
 * Every reason the closing sentence gives for the score is a problem the lawyer raised: each
 * finding title it quotes has a finding of that title that an annotated issue confirms.
 */
export function hasConfirmedReasons(summary: string, findings: readonly StatedFinding[]): boolean {
  const closing = fold(summary.slice(withoutClosing(summary).length));
  const byTitle = new Map<string, boolean>();
  for (const { title, isConfirmed } of findings) {
    const key = fold(title);
    byTitle.set(key, (byTitle.get(key) ?? false) || isConfirmed);
  }
  return [...byTitle].every(([title, isConfirmed]) => isConfirmed || !closing.includes(title));
}

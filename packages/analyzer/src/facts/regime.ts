/**
 * The document's kind and legal regime, read once: consumer or adhesion contract (CDC), urban
 * lease (Lei 8.245), employment (CLT), internship (Lei 11.788), public administrative contract
 * (Lei 8.666/14.133), online terms accepted by use, a unilateral declaration, a gratuitous deal,
 * a lasting relation with recurring payments. Every analyzer, the checklist's expectations and the
 * legal references read these flags, so no two parts of an analysis disagree on what the
 * document is.
 */
import type { TContractType } from '@contrato-claro/shared';
import { ONLINE_TERMS } from '../entities/patterns';
import { foldText } from '../text/fold';
import { blanksOf } from './blanks';
import type { AnalyzedDocument } from '../types';

/** What kind of deal the document is, and which laws govern it. */
export interface Regime {
  contractType: TContractType;
  /** A consumer relation (CDC): a supplier and an end user, never an urban lease. */
  isConsumer: boolean;
  /** A standard form one side can only accept (CDC art. 54, CC art. 423). */
  isAdhesion: boolean;
  /** An urban lease (Lei 8.245/1991): the thing let is a building or a unit, not a car or a machine. */
  isLease: boolean;
  /**
   * Every party is a company (CNPJ or a company's name): the Civil Code's rules for contracts
   * between businesses govern (CC arts. 421-A, 423–424, 413), never the CDC.
   */
  isBetweenCompanies: boolean;
  /** An employment contract or agreement (CLT). */
  isEmployment: boolean;
  /** An internship term or agreement (Lei 11.788/2008). */
  isInternship: boolean;
  /** A public administration is a party (Lei 8.666/1993, Lei 14.133/2021). */
  isPublic: boolean;
  /** Terms of use or a privacy policy accepted by using a site or app. */
  isOnlineTerms: boolean;
  /** Made away from the supplier's premises: online, by phone, by electronic means (CDC art. 49). */
  isDistance: boolean;
  /** One person declares or authorises; nobody else is bound ("Termo de Autorização"). */
  isUnilateral: boolean;
  /** Nothing is paid for what is given (donation, free loan, free authorisation). */
  isGratuitous: boolean;
  /** Performance goes on over time (lease, services, licence…), not a one-off exchange. */
  isLasting: boolean;
  /** The price is paid in recurring instalments (monthly fees, rent, instalment plans). */
  hasRecurringPayments: boolean;
  /**
   * The signer's duty cannot be withdrawn at will: the text says so ("irrevogável e
   * irretratável"), or the law does — secrecy (an NDA, a declaration of confidentiality), a
   * promise of sale without a withdrawal clause (CC arts. 463 and 1.417; Lei 6.766 art. 25).
   */
  isIrrevocable: boolean;
}

/**
 * The contract is made at a distance (CDC art. 49): its making by electronic means, online, by
 * phone or telemarketing, away from the premises ("O presente contrato será formalizado através de
 * meios eletrônicos", "adesão on-line", "aquisição via telemarketing"), or signed electronically.
 * The contracting words are required: a service used "pela internet" is no contract made there.
 */
export const DISTANCE_CONTRACT =
  /\b(?:contrat\w*|formaliz\w*|celebrad\w*|firmad\w*|assinad\w*|adesao|aquisicao|compra|venda|matricula|inscricao)\b[^.;]{0,80}?\b(?:(?:por|atraves\s+de|via)\s+meios?\s+eletronicos?|(?:pela|via|por\s+meio\s+da)\s+(?:web[\s–-]+)?internet|(?:atraves|por\s+meio)\s+d[oa]\s+(?:site|portal|aplicativo|app|plataforma)|(?:pelo|no|via)\s+(?:site|portal|aplicativo|app)|(?:via|por)\s+telemarketing|por\s+telefone|fora\s+do\s+estabelecimento)\b|\b(?:adesao|inscricao|contratacao|compra|matricula|venda)\s+(?:\p{L}+\s+){0,2}?(?:on-?\s?line|eletronica)\b|\b(?:contratacao|venda|compra)\s+a\s+distancia\b|\b(?:aceite\s+eletronico|telemarketing|assinatura\s+(?:digital|eletronica)|assinad[oa]s?\s+(?:digital|eletronica)mente)\b/u;

/** The consumer's withdrawal right (CDC art. 49) told: "direito de arrependimento", "7 dias… desistir". */
export const WITHDRAWAL_RIGHT =
  /\barrependimento\b|\b(?:7|sete)\s*(?:\(sete\)\s*)?dias\b[^.;]{0,120}\b(?:desist\w*|cancel\w*|arrepend\w*|devolu\w*|reembols\w*)|\b(?:desist\w*|cancel\w*)\b[^.;]{0,120}\b(?:7|sete)\s*(?:\(sete\)\s*)?dias\b|\bart(?:igo)?\.?\s*49\b/u;

/** Types that are, by their nature, mass contracts offered to consumers. */
const CONSUMER_TYPES: readonly TContractType[] = ['Termos de uso', 'Serviços educacionais'];
/** The contract says the relation is one of consumption (not a list of laws it observes). */
const CONSUMER_SIGNAL =
  /\b(?:relacao\s+de\s+consumo|(?:o|a|ao|do|da)(?<!defesa\s+do)\s+consumidor[a]?\b(?!\s+final)|direito\s+de\s+arrependimento)/u;
/** A natural person on the other side: the fields of a person's qualification. */
const PERSON_FIELD =
  /\b(?:cpf|nacionalidade|estado\s+civil|data\s+de\s+nascimento|nascid[oa]\s+em|portador[a]?\s+d[ao]\s+(?:cedula|carteira)|carteira\s+de\s+identidade|rg\b)/u;
/** A business on the supplier side. */
const COMPANY = /\b(?:cnpj|ltda|s\.\s?a\.|eireli|epp|pessoa\s+juridica)\b|[-–]\s*me\b/u;
/** Types between businesses or partners, never consumption. */
const NON_CONSUMER_TYPES: readonly TContractType[] = [
  'Parceria',
  'Confidencialidade',
  'Sociedade',
  'Franquia',
];
/**
 * An adhesion contract (CDC art. 54, CC art. 423) by name ("contrato de adesão", "Termo de
 * Adesão"), by its online acceptance, or by saying that one side adheres to terms it cannot
 * discuss ("que adere integralmente às condições a seguir, sem possibilidade de discussão").
 */
const ADHESION_SIGNAL =
  /\b(?:(?:contrato|termo|proposta|ficha) de adesao|termos? de uso|termos e condicoes|ao (?:clicar|aceitar|utilizar|usar)|aceite eletronico|ader(?:e|em|indo)\s+(?:integral|expressa|plena|total)mente|sem (?:possibilidade|direito) de (?:discussao|negociacao|modificacao|alteracao)|(?:nao|sem) (?:podendo|poder) (?:discutir|negociar|modificar|alterar) (?:substancialmente )?(?:o seu |seu |o )?conteudo)\b/u;
/**
 * A sale of a lot or unit by a developer (Lei 6.766/1979, Lei 4.591/1964; the "quadro-resumo"
 * of Lei 13.786/2018) to a natural person: the buyer is a consumer signing a standard form it can
 * only accept, so an adhesion contract even when it does not say so.
 */
const DEVELOPMENT_SALE =
  /\b(?:loteamento|loteador[a]?|incorporacao\s+imobiliaria|incorporador[a]?|unidade\s+autonoma|quadro[\s-]resumo)\b/u;
/** Types in which a developer sells to the public. */
export const SALE_TYPES: readonly TContractType[] = [
  'Promessa de compra e venda',
  'Compra e venda',
];
/**
 * What Lei 8.245 governs: the lease of an urban building or unit (art. 1º). A car, a machine or
 * equipment is let under the Civil Code (arts. 565 ff.).
 */
const IMMOVABLE =
  /\b(?:locacao\s+(?:residencial|nao\s+residencial|para\s+temporada)|imove(?:l|is)|apartamento|casa\s+(?:residencial|situada|localizada|n[ºo.])|sala\s+comercial|loja\s+(?:n[ºo.]|situada|localizada)|galpao|predio|edificacao|unidade\s+(?:residencial|autonoma))\b/u;
/** A movable thing let: its lease is no urban lease. */
const MOVABLE =
  /\b(?:veiculos?|automove(?:l|is)|motocicletas?|caminh(?:ao|oes)|equipamentos?|maquinas?|maquinario|bicicletas?|embarcac(?:ao|oes)|cacambas?)\b/u;
/**
 * Leases Lei 8.245 leaves to the Civil Code and special laws (art. 1º, parágrafo único): parking
 * spaces, advertising spaces, apart-hotels and hotel residences, and financial leasing.
 */
const NOT_URBAN_LEASE =
  /\b(?:vagas?\s+(?:autonomas?\s+)?de\s+garagem|espacos?\s+para\s+estacionamento|espacos?\s+(?:destinad[oa]s?\s+a\s+|de\s+|para\s+)?publicidade|apart-?\s?hote(?:l|is)|hote(?:l|is)-?\s?residencia|arrendamento\s+mercantil|leasing)\b/u;
/** Roles that only appear in leases. */
const LEASE_SIGNAL = /\b(?:locador(?:a)?|locatari[oa])\b/u;
/** Employment (CLT), by the title or by the parties' roles. */
const EMPLOYMENT_TITLE = /\b(?:trabalho|emprego|experiencia|compensacao\s+de\s+horas|jornada)\b/u;
const EMPLOYMENT_ROLE = /^(?:empregador|empregad[oa])/u;
/** Internship (Lei 11.788/2008). */
const INTERNSHIP_SIGNAL =
  /\b(?:estagio|estagiari[oa]s?|lei\s+(?:n[ºo.]?\s*)?11\.788|termo\s+de\s+compromisso\s+de\s+estagio|agente\s+de\s+integracao)\b/u;
/** A public administration party or public procurement. */
const PUBLIC_SIGNAL =
  /\b(?:administracao\s+publica|lei\s+(?:federal\s+)?(?:n[ºo.]?\s*)?(?:8\.666|14\.133)|licitacao|pregao\s+(?:eletronico|presencial)|prefeitura\s+municipal|pessoa\s+juridica\s+de\s+direito\s+publico|autarquia|orgao\s+publico|universidade\s+(?:federal|estadual|publica))\b/u;
/** A declaration or authorisation in the first person: "eu, abaixo assinado, autorizo". */
const UNILATERAL_SIGNAL =
  /\b(?:eu,?\s+(?:abaixo\s+)?(?:assinad|firmad|identificad|qualificad)[oa]|(?:pelo\s+presente\s+(?:instrumento|termo),?\s+)?(?:autorizo|declaro|cedo|concedo)\b)/u;
/** Titles of one-sided instruments. */
const UNILATERAL_TITLE =
  /^(?:termo\s+de\s+(?:autorizacao|cessao|consentimento|responsabilidade)|autorizacao|declaracao|procuracao)\b/u;
/** Free of charge. */
const GRATUITOUS_SIGNAL =
  /\b(?:gratuitamente|a\s+titulo\s+gratuito|(?:de\s+forma|em\s+carater)\s+gratuit[oa]|sem\s+qualquer\s+(?:onus|remuneracao|contraprestacao)|nao\s+cabendo\s+qualquer\s+remuneracao)\b/u;
/** Types that are free by nature. */
const GRATUITOUS_TYPES: readonly TContractType[] = ['Comodato', 'Doação'];
/** Types of a relation that goes on over time by its nature. */
const LASTING_TYPES: readonly TContractType[] = [
  'Locação',
  'Trabalho',
  'Confidencialidade',
  'Termos de uso',
  'Comodato',
  'Mútuo',
  'Franquia',
  'Serviços educacionais',
  'Sociedade',
];
/**
 * Types that last only when paid over time: a one-off job (an event, a delivery) needs a
 * deadline, not a term.
 */
const LASTING_WHEN_RECURRING: readonly TContractType[] = [
  'Prestação de serviços',
  'Licença de software',
  'Parceria',
];
/** Recurring payments. */
export const RECURRING_PAYMENT =
  /\b(?:mensal|mensais|mensalmente|mensalidades?|por\s+mes|anuidade|royalties|assinatura\s+(?:mensal|anual)|semana(?:l|is|lmente)|quinzena(?:l|is|lmente)|por\s+semana|parcelas\s+(?:mensais|sucessivas|consecutivas))\b|\/\s?mes\b/u;

/** The text binds irrevocably. */
const IRREVOCABLE_SIGNAL = /\b(?:irrevogave(?:l|is)|irretratave(?:l|is)|irrevogabilidade)\b/u;
/** A declaration or term of secrecy. */
const SECRECY_TITLE = /\b(?:confidencialidade|sigilo|nao\s+divulgacao)\b/u;

const cache = new WeakMap<AnalyzedDocument, Regime>();

type Party = AnalyzedDocument['entities']['parties'][number];

/** Roles of the side that supplies (sells, lends, provides the service or the thing). */
const SUPPLIER_ROLE =
  /\b(?:contratad[oa]|vendedor[a]?|prestador[a]?|fornecedor[a]?|locador[a]?|mutuante|cedente|licenciante|franqueador[a]?|comodante|loteador[a]?|incorporador[a]?)\b/u;
/** Roles of the side that acquires (buys, borrows, receives the service or the thing). */
const CUSTOMER_ROLE =
  /\b(?:contratante|comprador[a]?|cliente|alun[oa]|consumidor[a]?|usuari[oa]|locatari[oa]|mutuari[oa]|licenciad[oa]|adquirente|assinante|associad[oa]|beneficiari[oa]|cessionari[oa]|comodatari[oa])\b/u;
/** Either side's role, to tell whose qualification a field belongs to. */
const ANY_ROLE = new RegExp(`${SUPPLIER_ROLE.source}|${CUSTOMER_ROLE.source}`, 'gu');
const isSupplier = (party: Party): boolean => SUPPLIER_ROLE.test(foldText(party.role));
const isCustomer = (party: Party): boolean =>
  CUSTOMER_ROLE.test(foldText(party.role)) && !isSupplier(party);

/**
 * A company selling a lot or unit of a development to the public: a company sells, and no
 * company buys.
 */
function isDevelopmentSale(doc: AnalyzedDocument, type: TContractType): boolean {
  if (!SALE_TYPES.includes(type) || !DEVELOPMENT_SALE.test(doc.fold)) return false;
  const companies = doc.entities.parties.filter(isCompanyParty);
  return companies.length > 0 && !companies.some(isCustomer);
}

/** Whether a party is a company: a CNPJ, or a company type in its name. */
const isCompanyParty = (party: Party): boolean =>
  party.document?.kind === 'CNPJ' || (party.name !== null && COMPANY.test(foldText(party.name)));

/**
 * Where a party's qualification lies: around its name or role (a form may come before the
 * definition, "Nome: … CPF: … doravante denominado CLIENTE", or after it), from the previous
 * party to the next one or the first clause, at most MAX_SIDE characters either way.
 */
function sideOf(doc: AnalyzedDocument, index: number): string {
  const parties = doc.entities.parties;
  const party = parties[index]!;
  // The previous party's own qualification runs to the end of its paragraph.
  const previousEnd = parties[index - 1]?.end;
  const paragraph = previousEnd === undefined ? -1 : doc.text.indexOf('\n\n', previousEnd);
  const previous = previousEnd === undefined ? 0 : paragraph === -1 ? previousEnd : paragraph;
  const next = parties[index + 1]?.start ?? Infinity;
  const clause = doc.clauses.find((c) => c.kind === 'clause' && c.start > party.start);
  const start = Math.max(previous, party.start - MAX_SIDE);
  const end = Math.min(next, clause?.start ?? Infinity, party.start + MAX_SIDE);
  return doc.fold.slice(start, end);
}
const MAX_SIDE = 800;

/**
 * A business supplying a natural person: a company party that is not the one acquiring, and
 * another party, not the one supplying, with a CPF or a person's qualification fields (CPF, RG,
 * nationality, civil status, birth date), its own or its form's — unless that side is a business
 * ("razão social", a microenterprise). A company hiring a person's work is no consumer.
 */
function isBusinessToPerson(doc: AnalyzedDocument): boolean {
  const parties = doc.entities.parties;
  if (!parties.some((party) => isCompanyParty(party) && !isCustomer(party))) return false;
  if (hasBlankPersonSide(doc)) return true;
  return parties.some((party, index) => {
    if (isCompanyParty(party) || isSupplier(party)) return false;
    if (party.document?.kind === 'CPF') return true;
    const side = sideOf(doc, index);
    return PERSON_FIELD.test(side) && !COMPANY_FIELD.test(side);
  });
}

/** Words that make the customer a business ("Razão social:", a microenterprise borrower). */
const COMPANY_FIELD =
  /\b(?:razao\s+social|microempreendedor|microempresa|empresa\s+de\s+pequeno\s+porte)\b/u;

/** How far into the document a party's qualification is looked for (characters). */
const QUALIFICATION_REACH = 3000;
/** How much text around a blank tells which field it leaves open (characters before, after). */
const FIELD_BEFORE = 60;
const FIELD_AFTER = 20;

/**
 * A natural person's qualification left to be filled in: a blank of a party's data, in the
 * opening, next to a person's field ("CPF nº ____", "Estado civil: [ ]", "RG {{rg}}") and not a
 * company's. The form is written for people, whoever signs it.
 */
function hasBlankPersonSide(doc: AnalyzedDocument): boolean {
  return blanksOf(doc).some((blank) => {
    if (blank.kind !== 'parte' || blank.start > QUALIFICATION_REACH) return false;
    const around = doc.fold.slice(Math.max(0, blank.start - FIELD_BEFORE), blank.end + FIELD_AFTER);
    const owner = doc.fold.slice(Math.max(0, blank.start - OWNER_BEFORE), blank.start);
    // The person is the one who supplies (a freelancer the company hires): no consumer.
    const roles = [...owner.matchAll(ANY_ROLE)];
    const isSupplierSide = roles.length > 0 && SUPPLIER_ROLE.test(roles.at(-1)![0]);
    return (
      PERSON_FIELD.test(around) &&
      !COMPANY_FIELD.test(around) &&
      !COMPANY_PERSON.test(owner) &&
      !isSupplierSide
    );
  });
}

/** How far back the owner of a person's field is looked for (characters). */
const OWNER_BEFORE = 150;
/** A person who stands for a company (its representative, partner, attorney): no customer. */
const COMPANY_PERSON =
  /\b(?:representad[oa]|representante|soci[oa]|administrador[a]?|procurador[a]?|cnpj)\b/u;

/**
 * A company's standard form, filled in for each customer: a company is named and qualified, and
 * the other side's qualification is left blank (fields, "____", template variables) — whether or
 * not that side is recognised as a party, since the company is the only one named — the customer
 * can only sign what the company wrote (CC art. 423).
 */
function isCompanyForm(doc: AnalyzedDocument): boolean {
  const named = doc.entities.parties.filter((party) => party.name !== null);
  const blankSide = doc.entities.parties.some((party) => party.name === null);
  const isCompany = (party: Party) =>
    party.document?.kind === 'CNPJ' || COMPANY.test(foldText(party.name!));
  const onlyCompaniesNamed = named.length > 0 && named.every(isCompany);
  return (
    named.some(isCompany) &&
    (blankSide || onlyCompaniesNamed) &&
    blanksOf(doc).some((blank) => blank.kind === 'parte')
  );
}

/**
 * The thing let is urban real estate — what a lease most often lets — unless the title or the
 * opening names, before any building or unit, a movable thing (a car, a machine) or a lease the
 * law itself leaves out (art. 1º, parágrafo único). A form's aside ("exceto para locação de vagas
 * de garagem") after the flat it lets changes nothing.
 */
function isUrbanProperty(title: string, opening: string): boolean {
  const text = `${title} ${opening}`;
  const others = [MOVABLE.exec(text), NOT_URBAN_LEASE.exec(text)].filter((found) => found !== null);
  if (others.length === 0) return true;
  const immovable = IMMOVABLE.exec(text);
  return immovable !== null && immovable.index < Math.min(...others.map((found) => found.index));
}

/**
 * Two sides or more, each party a company (its CNPJ or a company type in its name). Companies
 * that all supply ("CONTRATADAS", "PRIMEIRA PRESTADORA" and "SEGUNDA PRESTADORA") say nothing
 * of the side they supply.
 */
function isEveryPartyCompany(doc: AnalyzedDocument): boolean {
  const parties = doc.entities.parties;
  const sides = new Set(parties.map((party) => foldText(party.role).trim()));
  return sides.size >= 2 && !parties.every(isSupplier) && parties.every(isCompanyParty);
}

function build(doc: AnalyzedDocument): Regime {
  const type = doc.classification.contractType;
  const title = foldText(doc.classification.contractTitle ?? '');
  const opening = doc.fold.slice(0, 3000);
  const isEmployment =
    type === 'Trabalho' ||
    EMPLOYMENT_TITLE.test(title) ||
    doc.entities.parties.some((party) => EMPLOYMENT_ROLE.test(foldText(party.role)));
  const isInternship = INTERNSHIP_SIGNAL.test(opening) || /\bestagio\b/u.test(title);
  const isOnlineTerms = type === 'Termos de uso' || ONLINE_TERMS.test(`${title} ${opening}`);
  const isUnilateral =
    UNILATERAL_TITLE.test(title) ||
    (doc.entities.parties.length < 2 && UNILATERAL_SIGNAL.test(opening));
  const isAdhesion =
    CONSUMER_TYPES.includes(type) ||
    isOnlineTerms ||
    ADHESION_SIGNAL.test(doc.fold) ||
    isDevelopmentSale(doc, type) ||
    // A labour form filled with the worker's data is no adhesion contract of the civil law.
    (isCompanyForm(doc) && !isEmployment && !isInternship);
  const isLease =
    (type === 'Locação' || (type === 'Outro' && LEASE_SIGNAL.test(doc.fold))) &&
    isUrbanProperty(title, opening);
  const isPublic = PUBLIC_SIGNAL.test(opening);
  const isBetweenCompanies = isEveryPartyCompany(doc);
  // A consumer relation: a business supplies a natural person who is the end user (CDC arts. 2º
  // and 3º). Urban leases are governed by Lei 8.245, not by the CDC (settled case law);
  // employment and internship have laws of their own; partnerships, NDAs, companies and
  // franchises are between businesses, and so is any contract whose every party is a company;
  // a contract of the public administration follows Lei 14.133. Mass-market forms (schools, online terms, a developer's
  // lots) are consumption by nature; otherwise a company on one side and a natural person on the
  // other, or the contract saying so.
  const isConsumer =
    !isLease &&
    !isEmployment &&
    !isInternship &&
    !isPublic &&
    !isBetweenCompanies &&
    !NON_CONSUMER_TYPES.includes(type) &&
    (CONSUMER_TYPES.includes(type) ||
      isOnlineTerms ||
      isDevelopmentSale(doc, type) ||
      isBusinessToPerson(doc) ||
      CONSUMER_SIGNAL.test(doc.fold));
  const hasRecurringPayments = RECURRING_PAYMENT.test(doc.fold);
  return {
    contractType: type,
    isConsumer,
    isAdhesion,
    isLease,
    isBetweenCompanies,
    isEmployment,
    isInternship,
    isPublic,
    isOnlineTerms,
    isDistance: isOnlineTerms || DISTANCE_CONTRACT.test(doc.fold),
    isUnilateral,
    isGratuitous:
      GRATUITOUS_TYPES.includes(type) ||
      (GRATUITOUS_SIGNAL.test(doc.fold) && doc.entities.money.length === 0),
    isLasting:
      LASTING_TYPES.includes(type) ||
      isInternship ||
      (LASTING_WHEN_RECURRING.includes(type) && hasRecurringPayments),
    hasRecurringPayments,
    isIrrevocable:
      IRREVOCABLE_SIGNAL.test(doc.fold) ||
      type === 'Confidencialidade' ||
      SECRECY_TITLE.test(title) ||
      type === 'Promessa de compra e venda',
  };
}

/** The regime of `doc`, computed on first use. */
export function regimeOf(doc: AnalyzedDocument): Regime {
  let regime = cache.get(doc);
  if (regime === undefined) {
    regime = build(doc);
    cache.set(doc, regime);
  }
  return regime;
}

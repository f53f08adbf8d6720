import { describe, expect, it } from 'vitest';
import { foldText } from '../text/fold';
import { verbForms } from './lexicon';
import { readProvisions, type Provision } from './provisions';

const read = (text: string, action: Provision['action'] = 'change') => {
  const fold = foldText(text);
  return readProvisions({ start: 0, fold }, action).map((p) => ({
    voice: p.voice,
    modality: p.modality,
    isNegated: p.isNegated,
    agent: p.agentAt === null ? null : fold.slice(p.agentAt).split(/[\s,.;]/u)[0],
    isDiscretionary: p.isDiscretionary,
  }));
};

describe('verbForms', () => {
  const forms = new RegExp(`^${verbForms('modificar')}$`, 'u');
  it.each([
    'modificar',
    'modificara',
    'modificarao',
    'modifica',
    'modificado',
    'modificadas',
    'modifique',
    'modificar-se-a',
  ])('reads «%s» as a form of modificar', (form) => expect(forms.test(form)).toBe(true));
  it.each(['modificacao', 'modificavel', 'notificar'])('does not read «%s»', (form) =>
    expect(forms.test(form)).toBe(false),
  );
});

describe('readProvisions: one power whatever the voice', () => {
  it.each([
    ['A CONTRATADA poderá alterar os preços a qualquer tempo.', 'active', null],
    [
      'Os preços poderão ser alterados pela CONTRATADA, a seu exclusivo critério.',
      'passive',
      'contratada',
    ],
    [
      'Fica facultado à CONTRATADA modificar o regulamento quando julgar necessário.',
      'active',
      null,
    ],
    ['Reserva-se a EMPRESA o direito de modificar as condições sem aviso.', 'active', null],
    [
      'As tarefas poderão ser aumentadas, diminuídas ou trocadas conforme a necessidade.',
      'passive',
      null,
    ],
  ])('«%s»', (text, voice, agent) => {
    const [provision] = read(text);
    expect(provision).toMatchObject({ voice, modality: 'may', isNegated: false, agent });
  });

  it('reads a price set by one side in a plain statement, with its agent', () => {
    expect(read('O valor será fixado livremente pela LICENCIANTE.', 'set')).toEqual([
      expect.objectContaining({ voice: 'passive', modality: 'states', agent: 'licenciante' }),
    ]);
  });

  it.each([
    'A CONTRATADA não poderá alterar os preços durante a vigência.',
    'Em hipótese alguma poderá ser alterado o preço pela CONTRATADA.',
    'O LOCADOR jamais poderá modificar o imóvel sem consentimento.',
  ])('reads the denial in «%s»', (text) => {
    expect(read(text)[0]?.isNegated).toBe(true);
  });

  it.each([
    'As partes acordam que o preço é de R$ 100,00.',
    'A alteração deste contrato exige termo aditivo.',
    'O aluno poderá trancar a matrícula.',
  ])('finds no change power in «%s»', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('readProvisions: a power granted to a side by another clause', () => {
  it.each([
    ['A falta de pagamento dá às PRESTADORAS o direito de rescindir o contrato.', 'active'],
    ['Fica assegurado à CONTRATADA o direito de cancelar a matrícula.', 'active'],
    ['O atraso confere ao LOCADOR a faculdade de encerrar a locação.', 'active'],
    ['Caberá à CONTRATADA o direito de rescindir o contrato se o aluno faltar.', 'active'],
  ])('«%s»', (text, voice) => {
    expect(read(text, 'end')).toEqual([expect.objectContaining({ voice, modality: 'may' })]);
  });
  it.each([
    'A CONTRATADA dá ao CLIENTE o recibo da rescisão.',
    'O contrato será rescindido de comum acordo entre as partes.',
    'A falta de pagamento não dá à CONTRATADA o direito de cobrar juros.',
  ])('no power to end: «%s»', (text) => expect(read(text, 'end')).toEqual([]));
});

import type { MailMessage } from './mailer';

/** Why a code was sent: the person asked to sign in, or has just registered with the e-mail. */
export type CodePurpose = 'sign-in' | 'verify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain paragraphs as a text body and a minimal HTML body (one source, two renderings). */
function render(subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { subject, text, html };
}

const SIGNATURE = 'Equipe Contrato Claro';
const IGNORE =
  'Se você não pediu este e-mail, ignore-o: ninguém entra na sua conta sem este código.';

/** The one-time code (and the link carrying it) to sign in or to confirm an e-mail. */
export function codeMail(options: {
  to: string;
  purpose: CodePurpose;
  code: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const { to, purpose, code, link, validMinutes } = options;
  const isSignIn = purpose === 'sign-in';
  const subject = isSignIn
    ? `Seu código de acesso ao Contrato Claro: ${code}`
    : `Confirme seu e-mail no Contrato Claro: ${code}`;
  const intro = isSignIn
    ? 'Use o código abaixo para entrar no Contrato Claro.'
    : 'Use o código abaixo para confirmar seu e-mail e guardar suas análises no Contrato Claro.';
  return {
    to,
    ...render(
      subject,
      [
        intro,
        `Código: ${code}`,
        `Ele vale por ${validMinutes} minutos. Você também pode abrir o link abaixo.`,
        IGNORE,
        SIGNATURE,
      ],
      { url: link, label: isSignIn ? 'Entrar no Contrato Claro' : 'Confirmar meu e-mail' },
    ),
    operatorNote: { kind: `code:${purpose}`, code, link },
  };
}

/**
 * Answer to a sign-in request for an e-mail without any account: the mailbox owner learns it,
 * the requester does not (the HTTP answer is the same either way).
 */
export function noAccountMail(options: { to: string; publicUrl: string }): MailMessage {
  return {
    to: options.to,
    ...render(
      'Acesso ao Contrato Claro',
      [
        'Recebemos um pedido de código de acesso para este e-mail, mas não há análises guardadas com ele.',
        'Para começar, envie um contrato: ao concluir o cadastro, sua conta é criada.',
        IGNORE,
        SIGNATURE,
      ],
      { url: options.publicUrl, label: 'Analisar um contrato' },
    ),
    operatorNote: { kind: 'code:no-account' },
  };
}

/** The invitation to the back office: a link to choose a password (it also proves the mailbox). */
export function staffInviteMail(options: {
  to: string;
  name: string;
  roleLabel: string;
  link: string;
  validHours: number;
}): MailMessage {
  const { to, name, roleLabel, link, validHours } = options;
  return {
    to,
    ...render(
      'Seu acesso à equipe do Contrato Claro',
      [
        `Olá, ${name}.`,
        `Você foi convidado(a) para a área da equipe do Contrato Claro como ${roleLabel}.`,
        `Abra o link abaixo para definir sua senha. Ele vale por ${validHours} horas e só pode ser usado uma vez.`,
        'Se você não esperava este convite, ignore este e-mail.',
        SIGNATURE,
      ],
      { url: link, label: 'Definir minha senha' },
    ),
    operatorNote: { kind: 'staff:invite', link },
  };
}

/** The code of a back-office sign-in, sent after the right password. */
export function staffLoginCodeMail(options: {
  to: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const { to, code, validMinutes } = options;
  return {
    to,
    ...render(`Código de acesso à área da equipe: ${code}`, [
      'Sua senha foi aceita. Para entrar na área da equipe, digite o código abaixo.',
      `Código: ${code}`,
      `Ele vale por ${validMinutes} minutos.`,
      'Se não foi você, troque sua senha: alguém a conhece.',
      SIGNATURE,
    ]),
    operatorNote: { kind: 'staff:login-code', code },
  };
}

/** "dd/mm/aaaa hh:mm" in Brasília time, as the team reads deadlines. */
const formatDeadline = (date: Date) =>
  date.toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/**
 * A lawyer request for the team: a new one, or the reminder that 1 h is left and nobody has picked
 * it up. Only the deadline and the link: the customer's data is seen (and audited) in the back
 * office, never copied into mailboxes.
 */
export function staffRequestMail(options: {
  to: string;
  kind: 'new_request' | 'reminder';
  dueAt: Date;
  link: string;
  requestId: string;
}): MailMessage {
  const { to, kind, dueAt, link, requestId } = options;
  const deadline = formatDeadline(dueAt);
  const isNew = kind === 'new_request';
  return {
    to,
    ...render(
      isNew
        ? `Novo pedido de retorno de advogado — prazo ${deadline}`
        : `Lembrete: pedido de retorno sem responsável — prazo ${deadline}`,
      [
        isNew
          ? 'Um cliente pediu para falar com um advogado. Prometemos retorno em até 4 horas.'
          : 'Falta 1 hora para o prazo deste pedido de retorno e ninguém o assumiu.',
        `Prazo: ${deadline} (horário de Brasília).`,
        SIGNATURE,
      ],
      { url: link, label: 'Abrir o pedido' },
    ),
    operatorNote: { kind: `staff:${kind}`, requestId },
  };
}

import { CODE_LENGTH } from '@contrato-claro/shared';

/**
 * The back office's strings (pt-BR). Apart from messages/pt-BR.ts only because the staff area is
 * a lazy chunk: customers never download them (the `/` bundle budget).
 */
export const staffMessages = {
  area: 'Equipe',
  nav: {
    label: 'Áreas da equipe',
    callbacks: 'Retornos',
    leads: 'Leads',
    funnel: 'Funil',
    members: 'Membros',
    logout: 'Sair',
    signedInAs: (name: string, role: string) => `${name} · ${role}`,
  },
  login: {
    title: 'Entrar na área da equipe',
    intro: 'Acesso restrito à equipe do Contrato Claro. Clientes entram pela página inicial.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Continuar',
    submitting: 'Verificando...',
    codeTitle: 'Confirme o código',
    codeSent: 'Enviamos um código de 6 dígitos para o seu e-mail.',
    codeInLog: 'Este servidor não envia e-mails: o código está no log do servidor.',
    codeValid: (minutes: number) => `Ele vale por ${minutes} minutos.`,
    code: 'Código',
    codeFormat: `O código tem ${CODE_LENGTH} dígitos`,
    verify: 'Entrar',
    verifying: 'Entrando...',
    restart: 'Voltar e digitar a senha de novo',
    failed: 'Não foi possível entrar. Tente novamente.',
  },
  setup: {
    title: 'Defina sua senha',
    intro:
      'Escolha a senha da sua conta da equipe. Depois, entre com ela e o código enviado por e-mail.',
    password: 'Nova senha',
    confirm: 'Repita a senha',
    mismatch: 'As senhas não conferem',
    submit: 'Definir senha',
    submitting: 'Salvando...',
    done: 'Senha definida. Agora entre com seu e-mail, a senha e o código.',
    goToLogin: 'Ir para a entrada',
    missingLink: 'Link incompleto. Abra de novo o link do convite recebido por e-mail.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Esta área da equipe não existe.',
  },
  forbidden: 'Sua função não dá acesso a esta área.',
  loadFailed: 'Não foi possível carregar. Tente novamente.',
  retry: 'Tentar novamente',
} as const;

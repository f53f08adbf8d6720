import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getToken, removeToken } from '../../api/client';
import { deleteAccount } from '../../api/users';
import { messages } from '../../messages/pt-BR';
import { loginPath, paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

/** "Excluir minha conta" (LGPD), with confirmation; asks to sign in first when nobody is. */
export function DeleteAccount() {
  const user = useAuthStore((store) => store.user);
  const validateToken = useAuthStore((store) => store.validateToken);
  const logout = useAuthStore((store) => store.logout);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isDeleted, setDeleted] = useState(false);
  const text = messages.privacy;

  useEffect(() => {
    if (!user && getToken()) void validateToken();
  }, [user, validateToken]);

  const erase = async () => {
    await deleteAccount();
    setConfirmOpen(false);
    setDeleted(true);
    // The account is gone: there is no session left to revoke on the server.
    removeToken();
    void logout();
  };

  if (isDeleted) {
    return (
      <p role="status" className="mt-6 rounded-lg bg-band-good-bg px-4 py-3 text-band-good-fg">
        {text.deleted}
      </p>
    );
  }
  if (!user) {
    return (
      <p className="mt-6 text-slate-700">
        {text.deleteAccountNeedsLogin}{' '}
        <Link to={loginPath(paths.privacy)} className="font-medium text-brand-700 underline">
          {text.loginLink}
        </Link>
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" className="mt-6" onClick={() => setConfirmOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {text.deleteAccount}
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={text.deleteTitle}
        description={text.deleteDescription}
        cancelLabel={text.deleteCancel}
        confirmLabel={text.deleteConfirm}
        busyLabel={text.deleting}
        onConfirm={erase}
      />
    </>
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginCredentials } from '../../contract';
import { authProvider } from '../../auth/authProvider';

/**
 * Signs in and opens the path the authProvider answers: the stored return path, or home. Instead
 * of react-admin's useLogin, which needs <Admin>'s contexts; the console it opens starts afresh.
 */
export function useSignIn(): (credentials: LoginCredentials) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (credentials: LoginCredentials) => {
      const { redirectTo } = (await authProvider.login(credentials)) as { redirectTo?: string };
      navigate(redirectTo ?? '/');
    },
    [navigate],
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  ADMIN_PASSWORD_MAX,
  loginFormSchema,
  type LoginFormValues,
  type LoginResponse,
} from '#shared/admin-auth-schemas.js';
import { Button } from '#client/components/ui/button.js';
import { loginErrorMessage } from '#client/features/admin-auth/login-error-message.js';
import { PasswordInput } from './password-input.js';

interface LoginFormProps {
  login: UseMutationResult<LoginResponse, Error, string>;
}

export function LoginForm({ login }: LoginFormProps) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { password: '' },
  });
  const isBlank = form.watch('password').trim() === '';

  const onSubmit = form.handleSubmit(({ password }) => {
    login.mutate(password, {
      // Back to the field with the text selected, so a mistyped password is replaced in one go.
      onError: () => form.setFocus('password', { shouldSelect: true }),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor="admin-password" className="text-sm font-medium text-slate-700">
          Password
        </label>
        <PasswordInput
          id="admin-password"
          maxLength={ADMIN_PASSWORD_MAX}
          aria-invalid={login.isError || undefined}
          aria-describedby={login.isError ? 'admin-login-error' : undefined}
          {...form.register('password', {
            // A stale error would contradict what is being typed now.
            onChange: () => {
              if (login.isError) login.reset();
            },
          })}
        />
      </div>
      {login.isError && (
        <p id="admin-login-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {loginErrorMessage(login.error)}
        </p>
      )}
      <Button type="submit" disabled={isBlank || login.isPending} className="w-full">
        {login.isPending ? 'Authenticating...' : 'Access Dashboard'}
      </Button>
    </form>
  );
}

import type { ComponentProps } from 'react';
import { LoginForm } from './login-form.js';

/** The login card: what this page is and the password form. */
export function LoginPanel(props: ComponentProps<typeof LoginForm>) {
  return (
    <div className="mx-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-bold text-navy-900">Access Required</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">Enter the admin password to continue.</p>
      <LoginForm {...props} />
    </div>
  );
}

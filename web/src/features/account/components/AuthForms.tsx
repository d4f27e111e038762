import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';
import type { AuthResponse } from '@shared/api/account';
import { login, register, serverError, verifyEmail } from '../api/auth';
import { clearPurchaseEmail, saveAccount } from '../api/storage';
import { PasswordField } from './PasswordField';

/** Spec §5 messages, word for word (and two limits of our own, the server's too). */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 50 characters',
  usernameAt: 'Username cannot contain @',
  emailInvalid: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 256 characters',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §8: the toasts of login and registration. */
const TOASTS = {
  loginOk: { title: 'Welcome back!' },
  loginFailed: (message?: string) => ({
    title: 'Login failed',
    description: message || 'Invalid username or password',
    variant: 'destructive' as const,
  }),
  registerOk: { title: 'Account created!' },
  registerFailed: (message?: string) => ({
    title: 'Registration failed',
    description: message || 'Failed to create account. Please try again.',
    variant: 'destructive' as const,
  }),
};

export const formSx = { display: 'grid', gap: 2.25 } as const;

export interface AuthFieldProps {
  /** react-hook-form's registration (its ref goes to the input element). */
  registration: UseFormRegisterReturn;
  /** 'text' and 'email' take no capitals or spell-checking; 'password' has a show/hide toggle. */
  kind?: 'text' | 'email' | 'password';
  id: string;
  label: string;
  placeholder: string;
  autoComplete: string;
  /** Shown under the field, which is marked invalid. */
  error?: FieldError;
}

/** A labelled field of the auth forms, bound to react-hook-form, with its label always shrunk. */
export function AuthField({ registration: { ref, ...registered }, kind = 'text', error, ...props }: AuthFieldProps) {
  const common = { ...registered, inputRef: ref, ...props, error: Boolean(error), helperText: error?.message };
  if (kind === 'password') return <PasswordField {...common} slotProps={{ inputLabel: { shrink: true } }} />;
  const htmlInput =
    kind === 'email' ? { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } : { autoCapitalize: 'none', spellCheck: false };
  return <TextField {...common} {...(kind === 'email' ? { type: 'email' } : {})} slotProps={{ inputLabel: { shrink: true }, htmlInput }} />;
}

/** The form's submit button: disabled, with its busy label, while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy} fullWidth>
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * Keeps the user and purchases (spec §3 userData, userPurchases) and opens the account page.
 * With `verifyToken` (an e-mail confirmation link opened while logged out: /login?verify=...)
 * the token is sent first, now that its account is logged in, and the account page says
 * how it went (?verified=1 or 0).
 */
function useSignedIn(verifyToken?: string) {
  const navigate = useNavigate();
  return async (res: AuthResponse) => {
    saveAccount(res.user, Array.isArray(res.purchases) ? res.purchases : []);
    clearPurchaseEmail();
    if (!verifyToken) {
      navigate('/account');
      return;
    }
    const verified = await verifyEmail({ token: verifyToken }).then(
      () => true,
      () => false,
    );
    navigate(`/account?verified=${verified ? 1 : 0}`);
  };
}

interface LoginValues {
  username: string;
  password: string;
}

export function LoginForm({ idPrefix, verifyToken }: { idPrefix: string; verifyToken?: string }) {
  const { toast } = useToast();
  const signedIn = useSignedIn(verifyToken);
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const onSubmit = async (values: LoginValues) => {
    try {
      const res = await login({ username: values.username.trim(), password: values.password });
      toast(TOASTS.loginOk);
      await signedIn(res);
    } catch (e) {
      toast(TOASTS.loginFailed(serverError(e)));
    }
  };

  const username = field('username', { validate: (v) => v.trim().length >= 1 || AUTH_MESSAGES.usernameRequired });
  const password = field('password', { validate: (v) => v.length >= 1 || AUTH_MESSAGES.passwordRequired });

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} sx={formSx} aria-label="Login">
      <AuthField
        registration={username}
        id={`${idPrefix}-username`}
        label="Username"
        placeholder="Your username or e-mail"
        autoComplete="username"
        error={errors.username}
      />
      <AuthField
        registration={password}
        kind="password"
        id={`${idPrefix}-password`}
        label="Password"
        placeholder="Your password"
        autoComplete="current-password"
        error={errors.password}
      />
      <SubmitButton busy={isSubmitting} label="Login" busyLabel="Logging in..." />
    </Box>
  );
}

interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

export function RegisterForm({ idPrefix, defaultEmail }: { idPrefix: string; defaultEmail: string }) {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: { username: '', email: defaultEmail, password: '' } });

  const onSubmit = async (values: RegisterValues) => {
    try {
      const res = await register({ username: values.username.trim(), email: values.email.trim(), password: values.password });
      toast(TOASTS.registerOk);
      await signedIn(res);
    } catch (e) {
      toast(TOASTS.registerFailed(serverError(e)));
    }
  };

  const username = field('username', {
    validate: (v) => {
      const name = v.trim();
      if (name.length < 3) return AUTH_MESSAGES.usernameShort;
      if (name.length > 50) return AUTH_MESSAGES.usernameLong;
      if (name.includes('@')) return AUTH_MESSAGES.usernameAt;
      return true;
    },
  });
  const email = field('email', { validate: (v) => (v.trim().length <= 254 && EMAIL_PATTERN.test(v.trim())) || AUTH_MESSAGES.emailInvalid });
  const password = field('password', {
    validate: (v) => (v.length < 6 ? AUTH_MESSAGES.passwordShort : v.length > 256 ? AUTH_MESSAGES.passwordLong : true),
  });

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} sx={formSx} aria-label="Register">
      <AuthField
        registration={username}
        id={`${idPrefix}-username`}
        label="Username"
        placeholder="Choose a username"
        autoComplete="username"
        error={errors.username}
      />
      <AuthField
        registration={email}
        kind="email"
        id={`${idPrefix}-email`}
        label="Email"
        placeholder="The e-mail you bought with"
        autoComplete="email"
        error={errors.email}
      />
      <AuthField
        registration={password}
        kind="password"
        id={`${idPrefix}-password`}
        label="Password"
        placeholder="Minimum 6 characters"
        autoComplete="new-password"
        error={errors.password}
      />
      <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." />
    </Box>
  );
}
